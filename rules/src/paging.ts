import * as v from 'valibot';
import { PAGING_LIMITS } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { isUuid } from './text.js';

const text = RULE_MESSAGES.page;

/** Records per page: a whole number from 1 to 100. */
export const pageSizeSchema = v.pipe(
  v.number(text.badSize(PAGING_LIMITS.maxSize)),
  v.integer(text.badSize(PAGING_LIMITS.maxSize)),
  v.minValue(1, text.badSize(PAGING_LIMITS.maxSize)),
  v.maxValue(PAGING_LIMITS.maxSize, text.badSize(PAGING_LIMITS.maxSize)),
);

/** Page numbers start at 0. */
export const pageNumSchema = v.pipe(
  v.number(text.badPageNum),
  v.integer(text.badPageNum),
  v.minValue(0, text.badPageNum),
);

/** The text a list is filtered by, trimmed; blank means none. */
export const nameFilterSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((name) => name?.trim() || null),
  v.check(
    (name) => name === null || name.length <= PAGING_LIMITS.nameFilterMax,
    text.badNameFilter(PAGING_LIMITS.nameFilterMax),
  ),
);

/** A cursor's row id (startId, endId). */
export const cursorIdSchema = v.pipe(v.string(text.badCursorId), v.check(isUuid, text.badCursorId));

/** A text cursor value (startValue, endValue). */
export const cursorTextSchema = v.pipe(
  v.string(text.badCursorText),
  v.maxLength(PAGING_LIMITS.cursorTextMax, text.badCursorText),
);
