import type { RuleObject } from 'antd/es/form';
import { problemOf, type Schema } from 'rules';
import { fieldMessage } from './field-message';

/**
 * One antd Form rule from a schema of `rules`, the one the API checks the same input with: the
 * field accepts exactly what the API accepts and answers with its message. `toInput` turns the
 * field's value into what the API receives (a trimmed text, a number), when the two differ.
 * Reached through `shared/forms` only: it loads valibot, which a page without a form never needs.
 */
export function ruleOf(schema: Schema, toInput: (value: unknown) => unknown = (value) => value): RuleObject {
  return {
    validator: async (_rule, value) => {
      const problem = problemOf(schema, toInput(value));
      if (problem) throw new Error(fieldMessage(problem));
    },
  };
}
