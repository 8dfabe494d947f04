import { dayExceptionSchema, exceptionDateSchema } from 'rules';
import type { DeliveryDayExceptionInput } from '../../generated/graphql.js';
import { checkInput } from '../common/rule-check.js';

/** The shape rules of a special day from `today` (the shop's, YYYY-MM-DD) on; bookings are checked against the database. */
export function checkDayExceptionInput(input: DeliveryDayExceptionInput, today: string) {
  return checkInput(dayExceptionSchema(today), input);
}

/** The date of a special day to remove: today or later. */
export function checkExceptionDate(raw: string, today: string) {
  return checkInput(exceptionDateSchema(today), raw);
}
