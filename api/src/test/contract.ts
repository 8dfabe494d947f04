import { readFileSync } from 'node:fs';

/** The storefront's three operations, verbatim from the design contract (one document, pick by name). */
export const CONTRACT_DOCUMENT = readFileSync(new URL('./fixtures/contract.graphql', import.meta.url), 'utf8');

export const USER_FIELDS = [
  'id',
  'insertedDocId',
  'name',
  'lastname',
  'email',
  'birthday',
  'role',
  'isActive',
  'isEmailVerified',
  'stripeCustomer',
  'address',
  'lastLoginAt',
  'createdAt',
  'updatedAt',
];

export const USER_FIELDS_WITHOUT_BIRTHDAY = USER_FIELDS.filter((field) => field !== 'birthday');

export const PAGINATION_FIELDS = [
  'requestedPage',
  'pageNum',
  'nPerPage',
  'cursorField',
  'startValue',
  'endValue',
  'isUniquefield',
  'isSortAsc',
  'isShowTotals',
  'isPageOk',
  'hasPrev',
  'hasNext',
  'isCanContinue',
  'resultCode',
  'resultMessage',
  'totalDocs',
  'totalPags',
  'startId',
  'endId',
  'nameToFilter',
  'queryObjString',
];

export interface ContractUser {
  id: string;
  name: string;
  lastname: string;
  email: string;
  birthday?: string | null;
  role: string;
  isActive: boolean;
  isEmailVerified: boolean;
  lastLoginAt: string | null;
  [field: string]: unknown;
}
