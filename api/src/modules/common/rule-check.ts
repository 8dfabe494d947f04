import { checkWith, type Schema } from 'rules';
import type { InferOutput } from 'valibot';

/** A checked input as the API's services take it: the clean value, or the Spanish message of the first problem. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs one schema of `rules` (the same the forms check with) and keeps only its message on refusal. */
export function checkInput<S extends Schema>(schema: S, input: unknown): Checked<InferOutput<S>> {
  const checked = checkWith(schema, input);
  return checked.ok ? checked : { ok: false, message: checked.message };
}
