import * as v from 'valibot';

/** A checked input: its clean value, or the first problem (the field's path and its Spanish message). */
export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Any valibot schema the rules define (synchronous). */
export type Schema = v.GenericSchema;

/** Checks in order and stops at the first problem, as the API has always answered: one message at a time. */
export function checkWith<S extends Schema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortEarly: true, abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  return { ok: false, field: fieldPath(issue.path), message: issue.message };
}

/** The first problem's message, or null when the value is accepted. */
export function problemOf(schema: Schema, input: unknown): string | null {
  const checked = checkWith(schema, input);
  return checked.ok ? null : checked.message;
}

/** ["lines", 0, "quantity"] -> "lines[0].quantity", as the API names a field. */
function fieldPath(path: v.BaseIssue<unknown>['path']): string {
  return (path ?? []).reduce<string>((text, item) => {
    const key = item.key;
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}
