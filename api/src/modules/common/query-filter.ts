import { and, type SQL } from 'drizzle-orm';
import { MESSAGES, quoteInput } from './messages.js';
import { RESULT_CODES, type Checked } from './pagination.input.js';

/**
 * A whitelisted filter field: returns the fixed SQL condition for an accepted value,
 * or null to refuse the value. The caller's JSON is only ever data, never a query.
 */
export type FilterField = (value: unknown) => SQL | null;
export type FilterSpec = Record<string, FilterField>;

const MAX_FILTER_TEXT = 1_000;

/** Turns `queryObjString` (e.g. {"role":"ADMIN"}) into conditions, or a clear refusal. */
export function parseQueryObject(text: string | null, spec: FilterSpec): Checked<SQL | undefined> {
  if (!text) return { ok: true, value: undefined };
  const refuse = (message: string): Checked<never> => ({ ok: false, code: RESULT_CODES.badFilter, message });
  if (text.length > MAX_FILTER_TEXT) return refuse(MESSAGES.filter.tooLong);
  const parsed = parseJson(text);
  if (!isPlainObject(parsed)) return refuse(MESSAGES.filter.notAnObject);
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(parsed)) {
    const toCondition = Object.hasOwn(spec, field) ? spec[field] : undefined;
    if (!toCondition) return refuse(MESSAGES.filter.fieldNotAllowed(quoteInput(field), Object.keys(spec)));
    const condition = toCondition(value);
    if (!condition) return refuse(MESSAGES.filter.badValue(quoteInput(field)));
    conditions.push(condition);
  }
  return { ok: true, value: and(...conditions) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Escapes LIKE wildcards so user text matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern for text starting with `text`, matched literally. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

/** A LIKE pattern for text containing `text` anywhere, matched literally. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}
