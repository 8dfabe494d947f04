import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageRequest, PaginationInput } from '../../generated/graphql.js';
import {
  checkWith,
  cursorIdSchema,
  cursorTextSchema,
  nameFilterSchema,
  pageNumSchema,
  pageSizeSchema,
  PAGING_DEFAULTS,
  PAGING_RESULT_CODES,
} from 'rules';
import { MESSAGES } from './messages.js';

/** The spec's list defaults and result codes: one source, the rules package (the apps read it too). */
export const PAGE_DEFAULTS = PAGING_DEFAULTS;
export const RESULT_CODES = PAGING_RESULT_CODES;

/** One sortable field of a list. Row is the shape the list's query returns. */
export interface CursorField<Row> {
  column: AnyPgColumn;
  kind: 'text' | 'timestamp';
  /** Unique fields need no id tie-breaker in the cursor. */
  unique: boolean;
  read(row: Row): string;
}

export interface CursorCatalog<Row> {
  fields: Record<string, CursorField<Row>>;
  defaultField: string;
}

export interface CursorPosition {
  value: string;
  id: string | null;
}

/** A validated paging request, ready to become SQL. */
export interface PageQuery<Row> {
  request: PageRequest;
  pageNum: number;
  size: number;
  cursorName: string;
  cursor: CursorField<Row>;
  sortAsc: boolean;
  showTotals: boolean;
  start: CursorPosition | null;
  end: CursorPosition | null;
  nameToFilter: string | null;
  queryObjString: string | null;
}

/**
 * A time PostgreSQL can compare with a timestamp column: JavaScript dates reach year 275760 (and
 * back to -271821) and "0000-01-01" parses, but PostgreSQL has no year 0 and the ISO text of a
 * year past 9999 does not parse back, so either made the query fail (found by src/properties).
 */
export function isStorableTime(time: number): boolean {
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; code: number; message: string };

const refuse = (code: number, message: string): Checked<never> => ({ ok: false, code, message });

export function parsePageInput<Row>(
  input: PaginationInput | null | undefined,
  catalog: CursorCatalog<Row>,
): Checked<PageQuery<Row>> {
  const page = input ?? {};
  const size = checkWith(pageSizeSchema, page.nPerPage ?? PAGE_DEFAULTS.size);
  if (!size.ok) return refuse(RESULT_CODES.badPageSize, size.message);
  const pageNum = checkWith(pageNumSchema, page.pageNum ?? PAGE_DEFAULTS.firstPageNum);
  if (!pageNum.ok) return refuse(RESULT_CODES.badPageNum, pageNum.message);
  const cursorName = page.cursorField ?? catalog.defaultField;
  const cursor = Object.hasOwn(catalog.fields, cursorName) ? catalog.fields[cursorName] : undefined;
  if (!cursor) {
    const allowed = Object.keys(catalog.fields);
    return refuse(RESULT_CODES.badCursorField, MESSAGES.page.badCursorField(cursorName.slice(0, 40), allowed));
  }
  const nameToFilter = checkWith(nameFilterSchema, page.nameToFilter);
  if (!nameToFilter.ok) return refuse(RESULT_CODES.badNameFilter, nameToFilter.message);
  const positions = readPositions(page, cursor);
  if (!positions.ok) return positions;
  return {
    ok: true,
    value: {
      request: page.requestedPage ?? 'FIRST',
      pageNum: pageNum.value,
      size: size.value,
      cursorName,
      cursor,
      sortAsc: page.isSortAsc ?? PAGE_DEFAULTS.sortAsc,
      showTotals: page.isShowTotals ?? PAGE_DEFAULTS.showTotals,
      ...positions.value,
      nameToFilter: nameToFilter.value,
      queryObjString: page.queryObjString?.trim() || null,
    },
  };
}

type Positions = { start: CursorPosition | null; end: CursorPosition | null };

function readPositions<Row>(page: PaginationInput, cursor: CursorField<Row>): Checked<Positions> {
  const start = readPosition(page.startValue, page.startId, cursor);
  if (!start.ok) return start;
  const end = readPosition(page.endValue, page.endId, cursor);
  if (!end.ok) return end;
  const request = page.requestedPage ?? 'FIRST';
  // Without an id, equal cursor values on a page boundary could be skipped or repeated.
  const usable = (position: CursorPosition | null) => position !== null && (position.id !== null || cursor.unique);
  if (request === 'NEXT' && !usable(end.value)) return refuse(RESULT_CODES.missingCursor, MESSAGES.page.missingEnd);
  if (request === 'PREV' && !usable(start.value)) return refuse(RESULT_CODES.missingCursor, MESSAGES.page.missingStart);
  if (request === 'RE_LOAD' && start.value && !usable(start.value)) {
    return refuse(RESULT_CODES.missingCursor, MESSAGES.page.missingStart);
  }
  return { ok: true, value: { start: start.value, end: end.value } };
}

function readPosition<Row>(
  value: string | null | undefined,
  id: string | null | undefined,
  cursor: CursorField<Row>,
): Checked<CursorPosition | null> {
  const badId = id ? checkWith(cursorIdSchema, id) : null;
  if (badId && !badId.ok) return refuse(RESULT_CODES.badCursorValue, badId.message);
  if (value === null || value === undefined) return { ok: true, value: null };
  if (cursor.kind === 'timestamp') {
    const time = Date.parse(value);
    if (!isStorableTime(time)) return refuse(RESULT_CODES.badCursorValue, MESSAGES.page.badCursorDate);
    return { ok: true, value: { value: new Date(time).toISOString(), id: id || null } };
  }
  const text = checkWith(cursorTextSchema, value);
  if (!text.ok) return refuse(RESULT_CODES.badCursorValue, text.message);
  return { ok: true, value: { value, id: id || null } };
}
