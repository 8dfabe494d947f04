import * as v from 'valibot';
import { DELIVERY_LIMITS } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { parseClock } from './time.js';

const text = RULE_MESSAGES.deliveryTemplate;
const { weekdayMin, weekdayMax, capacityMax } = DELIVERY_LIMITS;

const clock = v.pipe(
  v.string(text.time),
  v.transform(parseClock),
  v.check((minute) => minute !== null, text.time),
  v.transform((minute) => minute as number),
);

/** The shape rules of a template window; overlaps and bookings are checked against the database. */
export const templateWindowSchema = v.pipe(
  v.object({
    weekday: v.pipe(
      v.number(text.weekday),
      v.integer(text.weekday),
      v.minValue(weekdayMin, text.weekday),
      v.maxValue(weekdayMax, text.weekday),
    ),
    startMinute: clock,
    endMinute: clock,
    capacity: v.number(text.capacity(capacityMax)),
  }),
  v.check((window) => window.startMinute < window.endMinute, text.order),
  v.forward(
    v.check(
      ({ capacity }) => Number.isInteger(capacity) && capacity >= 0 && capacity <= capacityMax,
      text.capacity(capacityMax),
    ),
    ['capacity'],
  ),
);
