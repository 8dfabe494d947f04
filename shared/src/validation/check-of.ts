import { problemOf, type Schema } from 'rules';
import { fieldMessage } from './field-message';

/** A plain form's check of one field: its Spanish problem, or undefined when the value is good. */
export type FieldCheck = (value: unknown) => string | undefined;

/**
 * The plain forms' twin of `ruleOf`: a field check from a schema of `rules`, the one the API checks
 * the same input with, answering its message as a field shows it (no final period). It is what
 * react-hook-form's `validate` expects, so the shopper's forms need no antd. `toInput` turns the
 * field's value into what the API receives, when the two differ.
 */
export function checkOf(schema: Schema, toInput: (value: unknown) => unknown = (value) => value): FieldCheck {
  return (value) => {
    const problem = problemOf(schema, toInput(value));
    return problem ? fieldMessage(problem) : undefined;
  };
}
