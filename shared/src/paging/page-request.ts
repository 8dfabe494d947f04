import type { PageRequest } from '../constants/spec-constants';

/** A move between the pages of a keyset-paged list (RE_LOAD reads the same page again). */
export type PageMove = Exclude<PageRequest, 'RE_LOAD'>;

/** The API's PaginationInput, field for field (each app's generated type accepts it). */
export interface PageRequestInput {
  requestedPage?: PageRequest | null;
  pageNum?: number | null;
  nPerPage?: number | null;
  cursorField?: string | null;
  startValue?: string | null;
  endValue?: string | null;
  startId?: string | number | null;
  endId?: string | number | null;
  isSortAsc?: boolean | null;
  isShowTotals?: boolean | null;
  nameToFilter?: string | null;
  queryObjString?: string | null;
}

/** The page on screen, as the API's PaginationRes described it (whichever fields a query asks for). */
export type PageShown = Omit<PageRequestInput, 'requestedPage' | 'pageNum'> & { pageNum: number };

export interface PageRequestOptions {
  /** Page size to ask for. Default: the size of the page shown. */
  nPerPage?: number;
  /** Echo the whole description of the page shown (sort, totals, filters), not just the cursor the move needs. */
  echoAll?: boolean;
}

/** What `echoAll` copies back, in the order of PaginationInput. */
const ECHOED_FIELDS = [
  'pageNum',
  'nPerPage',
  'cursorField',
  'startValue',
  'endValue',
  'startId',
  'endId',
  'isSortAsc',
  'isShowTotals',
  'nameToFilter',
  'queryObjString',
] as const;

function echoOf(shown: PageShown): PageRequestInput {
  const echo: Record<string, unknown> = {};
  for (const field of ECHOED_FIELDS) if (field in shown) echo[field] = shown[field];
  return echo as PageRequestInput;
}

/**
 * The request for `move` from the page shown: keyset, never an offset. NEXT carries the end
 * cursor (endValue/endId), PREV and RE_LOAD the start cursor, FIRST and LAST no cursor; with
 * `echoAll` every field of the page shown goes back. Without a page shown, page 0 is assumed.
 */
export function pageRequestFor(
  move: PageRequest,
  shown: PageShown | undefined,
  { nPerPage, echoAll = false }: PageRequestOptions = {},
): PageRequestInput {
  if (echoAll && shown) {
    return { requestedPage: move, ...echoOf(shown), ...(nPerPage === undefined ? {} : { nPerPage }) };
  }
  const base: PageRequestInput = {
    requestedPage: move,
    nPerPage: nPerPage ?? shown?.nPerPage,
    pageNum: shown?.pageNum ?? 0,
  };
  if (move === 'NEXT') return { ...base, endValue: shown?.endValue, endId: shown?.endId };
  if (move === 'PREV' || move === 'RE_LOAD') return { ...base, startValue: shown?.startValue, startId: shown?.startId };
  return base;
}
