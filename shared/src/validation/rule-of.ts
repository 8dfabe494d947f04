import type { FormRule } from 'antd';
import { problemOf, type Schema } from 'rules';

/**
 * A field's error as a form shows it: the rule's message without its final period (issue 17: a
 * field's error never ends with one, like the spec's), word for word otherwise.
 */
export function fieldMessage(message: string): string {
  return message.endsWith('.') ? message.slice(0, -1) : message;
}

/**
 * One antd Form rule from a schema of `rules`, the one the API checks the same input with: the
 * field accepts exactly what the API accepts and answers with its message. `toInput` turns the
 * field's value into what the API receives (a trimmed text, a number), when the two differ.
 */
export function ruleOf(schema: Schema, toInput: (value: unknown) => unknown = (value) => value): FormRule {
  return {
    validator: async (_rule, value) => {
      const problem = problemOf(schema, toInput(value));
      if (problem) throw new Error(fieldMessage(problem));
    },
  };
}
