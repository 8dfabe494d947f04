import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PaginationInput, PaginationRes } from '../../generated/graphql.js';
import { MESSAGES } from './messages.js';
import { PAGE_DEFAULTS, RESULT_CODES, type CursorPosition, type PageQuery } from './pagination.input.js';

/** The largest value of GraphQL's 32-bit Int. */
const GRAPHQL_MAX_INT = 2 ** 31 - 1;

/** How one list reads its rows; the paging rules below are the same for every list. */
export interface KeysetSource<Row> {
  idColumn: AnyPgColumn;
  idOf(row: Row): string;
  /** Rows matching `where`, sorted by `orderBy`, at most `limit` of them. */
  fetch(where: SQL | undefined, orderBy: SQL[], limit: number): Promise<Row[]>;
  count(where: SQL | undefined): Promise<number>;
}

export interface KeysetPage<Row> {
  rows: Row[];
  paginationRes: PaginationRes;
}

interface Window<Row> {
  rows: Row[];
  pageNum: number;
  hasPrev: boolean;
  hasNext: boolean;
}

/** Serves one page by (cursor, id) comparisons on an index: the cost does not grow with page depth. */
export async function fetchKeysetPage<Row>(
  query: PageQuery<Row>,
  source: KeysetSource<Row>,
  filter: SQL | undefined,
): Promise<KeysetPage<Row>> {
  const reader = new KeysetReader(query, source, filter);
  const needsTotal = query.showTotals || query.request === 'LAST';
  const total = needsTotal ? await source.count(filter) : null;
  const window = await reader.read(total ?? 0);
  return { rows: window.rows, paginationRes: describePage(query, source, window, query.showTotals ? total : null) };
}

class KeysetReader<Row> {
  constructor(
    private readonly query: PageQuery<Row>,
    private readonly source: KeysetSource<Row>,
    private readonly filter: SQL | undefined,
  ) {}

  async read(total: number): Promise<Window<Row>> {
    const { request, start, end, pageNum, size } = this.query;
    if (request === 'NEXT' && end) {
      const { rows, more } = await this.forward(this.compare(end, 'after'));
      // pageNum is the caller's counter: it never grows past what GraphQL's Int can carry.
      return { rows, pageNum: Math.min(pageNum + 1, GRAPHQL_MAX_INT), hasPrev: true, hasNext: more };
    }
    if (request === 'PREV' && start) {
      const { rows, more } = await this.backward(this.compare(start, 'before'), size);
      return { rows, pageNum: more ? Math.max(pageNum - 1, 1) : 0, hasPrev: more, hasNext: true };
    }
    if (request === 'LAST') {
      // Aligned with the pages FIRST/NEXT produce, so PREV from here walks the same pages back.
      const lastSize = total % size || size;
      const { rows } = await this.backward(undefined, lastSize);
      return { rows, pageNum: Math.max(Math.ceil(total / size) - 1, 0), hasPrev: total > rows.length, hasNext: false };
    }
    if (request === 'RE_LOAD' && start) {
      const { rows, more } = await this.forward(this.compare(start, 'atOrAfter'));
      const before = await this.backward(this.compare(start, 'before'), 0);
      return { rows, pageNum: before.more ? pageNum : 0, hasPrev: before.more, hasNext: more };
    }
    const { rows, more } = await this.forward(undefined);
    return { rows, pageNum: 0, hasPrev: false, hasNext: more };
  }

  /** One row beyond the page tells whether another page follows. */
  private async forward(condition: SQL | undefined) {
    const rows = await this.source.fetch(
      and(this.filter, condition),
      this.order(this.query.sortAsc),
      this.query.size + 1,
    );
    return { rows: rows.slice(0, this.query.size), more: rows.length > this.query.size };
  }

  private async backward(condition: SQL | undefined, size: number) {
    const rows = await this.source.fetch(and(this.filter, condition), this.order(!this.query.sortAsc), size + 1);
    return { rows: rows.slice(0, size).reverse(), more: rows.length > size };
  }

  private order(ascending: boolean): SQL[] {
    const direction = ascending ? asc : desc;
    return [direction(this.query.cursor.column), direction(this.source.idColumn)];
  }

  private compare(position: CursorPosition, relation: 'after' | 'atOrAfter' | 'before'): SQL {
    const forwardOp = relation === 'atOrAfter' ? '>=' : '>';
    const backwardOp = relation === 'atOrAfter' ? '<=' : '<';
    const isForward = relation !== 'before';
    const op = sql.raw(isForward === this.query.sortAsc ? forwardOp : backwardOp);
    const { column, kind } = this.query.cursor;
    const value = kind === 'timestamp' ? sql`${position.value}::timestamptz` : sql`${position.value}::text`;
    if (position.id === null) return sql`${column} ${op} ${value}`;
    return sql`(${column}, ${this.source.idColumn}) ${op} (${value}, ${position.id}::uuid)`;
  }
}

function describePage<Row>(
  query: PageQuery<Row>,
  source: KeysetSource<Row>,
  window: Window<Row>,
  total: number | null,
): PaginationRes {
  const first = window.rows[0];
  const last = window.rows[window.rows.length - 1];
  const goingBack = query.request === 'PREV' || query.request === 'LAST';
  return {
    ...echo(query),
    pageNum: window.pageNum,
    startValue: first ? query.cursor.read(first) : null,
    endValue: last ? query.cursor.read(last) : null,
    startId: first ? source.idOf(first) : null,
    endId: last ? source.idOf(last) : null,
    isPageOk: true,
    hasPrev: window.hasPrev,
    hasNext: window.hasNext,
    isCanContinue: goingBack ? window.hasPrev : window.hasNext,
    resultCode: RESULT_CODES.ok,
    resultMessage: MESSAGES.page.served,
    totalDocs: total,
    totalPags: total === null ? null : Math.ceil(total / query.size),
  };
}

function echo<Row>(query: PageQuery<Row>) {
  return {
    requestedPage: query.request,
    nPerPage: query.size,
    cursorField: query.cursorName,
    isUniquefield: query.cursor.unique,
    isSortAsc: query.sortAsc,
    isShowTotals: query.showTotals,
    nameToFilter: query.nameToFilter,
    queryObjString: query.queryObjString,
  };
}

/** The answer to a refused paging request: what was asked, plus why it was refused. */
export function refusedPage(input: PaginationInput | null | undefined, code: number, message: string): PaginationRes {
  const page = input ?? {};
  return {
    requestedPage: page.requestedPage ?? 'FIRST',
    pageNum: page.pageNum ?? PAGE_DEFAULTS.firstPageNum,
    nPerPage: page.nPerPage ?? PAGE_DEFAULTS.size,
    cursorField: page.cursorField ?? '',
    startValue: page.startValue ?? null,
    endValue: page.endValue ?? null,
    startId: page.startId ?? null,
    endId: page.endId ?? null,
    isUniquefield: page.isUniquefield ?? false,
    isSortAsc: page.isSortAsc ?? PAGE_DEFAULTS.sortAsc,
    isShowTotals: page.isShowTotals ?? PAGE_DEFAULTS.showTotals,
    isPageOk: false,
    hasPrev: false,
    hasNext: false,
    isCanContinue: false,
    resultCode: code,
    resultMessage: message,
    totalDocs: null,
    totalPags: null,
    nameToFilter: page.nameToFilter ?? null,
    queryObjString: page.queryObjString ?? null,
  };
}
