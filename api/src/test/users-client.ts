import type { ContractUser } from './contract.js';
import { CONTRACT_DOCUMENT } from './contract.js';
import type { TestApi } from './helper.js';

export interface PageRes {
  requestedPage: string;
  pageNum: number;
  nPerPage: number;
  cursorField: string;
  startValue: string | null;
  endValue: string | null;
  startId: string | null;
  endId: string | null;
  isUniquefield: boolean;
  isSortAsc: boolean;
  isShowTotals: boolean;
  isPageOk: boolean;
  hasPrev: boolean;
  hasNext: boolean;
  isCanContinue: boolean;
  resultCode: number;
  resultMessage: string;
  totalDocs: number | null;
  totalPags: number | null;
  nameToFilter: string | null;
  queryObjString: string | null;
}

export interface UsersData {
  users: { status: boolean; message: string; paginationRes: PageRes | null; users: ContractUser[] };
}

export type PageInput = Partial<Omit<PageRes, 'isPageOk' | 'hasPrev' | 'hasNext' | 'isCanContinue'>>;

/** Sends the contract's `users` document, as the admin screen does. */
export async function listUsers(api: TestApi, token: string | undefined, page?: PageInput, active?: string) {
  const { body } = await api.gql<UsersData>(CONTRACT_DOCUMENT, {
    operationName: 'users',
    variables: { page, active, include: false },
    authorization: token,
  });
  if (!body.data) throw new Error(`users query failed: ${JSON.stringify(body.errors)}`);
  return body.data.users;
}

/** The input a client sends to move from the page described by `res`. */
export function moveFrom(res: PageRes, requestedPage: string): PageInput {
  const { pageNum, nPerPage, cursorField, startValue, endValue, startId, endId, isSortAsc } = res;
  const { isShowTotals, nameToFilter, queryObjString } = res;
  return {
    requestedPage,
    pageNum,
    nPerPage,
    cursorField,
    startValue,
    endValue,
    startId,
    endId,
    isSortAsc,
    isShowTotals,
    nameToFilter,
    queryObjString,
  };
}

/** Pages from FIRST (or LAST) following NEXT (or PREV) until the list says there is no more. */
export async function walk(api: TestApi, token: string, first: PageInput, step: 'NEXT' | 'PREV', active?: string) {
  const pages: { emails: string[]; res: PageRes }[] = [];
  let result = await listUsers(api, token, first, active);
  for (let guard = 0; guard < 50; guard += 1) {
    if (!result.paginationRes) throw new Error(result.message);
    pages.push({ emails: result.users.map((user) => user.email), res: result.paginationRes });
    const more = step === 'NEXT' ? result.paginationRes.hasNext : result.paginationRes.hasPrev;
    if (!more) return pages;
    result = await listUsers(api, token, moveFrom(result.paginationRes, step), active);
  }
  throw new Error('paging never ended');
}
