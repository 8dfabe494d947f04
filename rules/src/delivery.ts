import * as v from 'valibot';
import { DELIVERY_LIMITS, ZONE_LIMITS } from './limits.js';
import { RULE_MESSAGES } from './messages.js';
import { pesosText, slugify, visibleName } from './text.js';
import { parseClock } from './time.js';

const text = RULE_MESSAGES.deliveryTemplate;
const { weekdayMin, weekdayMax, capacityMax, noteMax } = DELIVERY_LIMITS;

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** "HH:MM" (00:00 to 24:00) -> minutes after midnight, or `message`. */
function clockSchema(message: string, lastMinute = 1440) {
  return v.pipe(
    v.string(message),
    v.transform(parseClock),
    v.check((minute) => minute !== null && minute <= lastMinute, message),
    v.transform((minute) => minute as number),
  );
}

/** A template window's fields, each as the admin's form checks it. */
export const templateWindowFields = {
  weekday: v.pipe(
    v.number(text.weekday),
    v.integer(text.weekday),
    v.minValue(weekdayMin, text.weekday),
    v.maxValue(weekdayMax, text.weekday),
  ),
  startMinute: clockSchema(text.time),
  endMinute: clockSchema(text.time),
  capacity: v.pipe(
    v.optional(v.unknown(), null),
    v.check((capacity) => isIntegerIn(capacity, 0, capacityMax), text.capacity(capacityMax)),
    v.transform((capacity) => capacity as number),
  ),
};

/** The shape rules of a template window; overlaps and bookings are checked against the database. */
export const templateWindowSchema = v.pipe(
  v.object(templateWindowFields),
  v.check((window) => window.startMinute < window.endMinute, text.order),
);

const exception = RULE_MESSAGES.deliveryException;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
function isCalendarDay(day: string): boolean {
  const match = ISO_DATE.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** A date of the shop's calendar from `today` (YYYY-MM-DD) on. */
export function exceptionDateSchema(today: string) {
  return v.pipe(
    v.string(exception.date),
    v.trim(),
    v.check((day) => isCalendarDay(day) && day >= today, exception.date),
  );
}

/** A day that differs from the zone's template: its date (today or later), extra places and note. */
export function dayExceptionSchema(today: string) {
  return v.object({
    date: exceptionDateSchema(today),
    extraCapacity: v.pipe(
      v.optional(v.unknown(), null),
      v.transform((extra) => extra ?? 0),
      v.check((extra) => isIntegerIn(extra, 0, capacityMax), exception.extra(capacityMax)),
      v.transform((extra) => extra as number),
    ),
    note: v.pipe(
      v.optional(v.nullable(v.string(exception.noteTooLong(noteMax))), null),
      v.transform((note) => note?.trim() || null),
      v.check((note) => (note?.length ?? 0) <= noteMax, exception.noteTooLong(noteMax)),
    ),
  });
}

const zone = RULE_MESSAGES.deliveryZone;
const { nameMax, feeMaxCents, freeFromMaxCents, minOrderMaxCents, cutoffDaysMax, maxRanges } = ZONE_LIMITS;

export interface PostalRange {
  firstCode: number;
  lastCode: number;
}

export function postalCodeText(code: number): string {
  return String(code).padStart(5, '0');
}

/** "44100" or "44100 a 44990", as the messages write a range. */
export function rangeLabel(range: PostalRange): string {
  const first = postalCodeText(range.firstCode);
  return range.firstCode === range.lastCode ? first : `${first} a ${postalCodeText(range.lastCode)}`;
}

/** Pesos -> exact centavos from 0 to `maxCents` (at most two decimals), or `message`. */
function centsUpTo(maxCents: number, message: string) {
  return v.pipe(
    v.number(message),
    v.check(
      (amount) =>
        Number.isFinite(amount) &&
        amount >= 0 &&
        Math.abs(Math.round(amount * 100) - amount * 100) <= 1e-6 &&
        Math.round(amount * 100) <= maxCents,
      message,
    ),
    v.transform((amount) => Math.round(amount * 100)),
  );
}

const postalCode = v.pipe(
  v.string((issue) => zone.rangeCode(String(issue.input ?? ''))),
  v.trim(),
  v.check(
    (code) => /^\d{5}$/.test(code),
    (issue) => zone.rangeCode(String(issue.input)),
  ),
);

const postalRange = v.pipe(
  v.object({ first: postalCode, last: postalCode }),
  v.check(
    (range) => Number(range.first) <= Number(range.last),
    (issue) => zone.rangeOrder(issue.input.first, issue.input.last),
  ),
  v.transform((range): PostalRange => ({ firstCode: Number(range.first), lastCode: Number(range.last) })),
);

/** The first two ranges (sorted by first code) that share a code, or null. */
function firstOverlap(ranges: PostalRange[]): [PostalRange, PostalRange] | null {
  for (let index = 1; index < ranges.length; index += 1) {
    if (ranges[index]!.firstCode <= ranges[index - 1]!.lastCode) return [ranges[index - 1]!, ranges[index]!];
  }
  return null;
}

/** A zone's postal codes: 1 to `maxRanges` ranges of 5-digit codes, none crossing another; sorted. */
export const postalRangesSchema = v.pipe(
  v.array(postalRange, zone.noRanges),
  v.minLength(1, zone.noRanges),
  v.maxLength(maxRanges, zone.tooManyRanges(maxRanges)),
  v.transform((ranges) => [...ranges].sort((a, b) => a.firstCode - b.firstCode)),
  v.check(
    (ranges) => firstOverlap(ranges) === null,
    (issue) => {
      const [before, after] = firstOverlap(issue.input)!;
      return zone.rangesOverlap(rangeLabel(before), rangeLabel(after));
    },
  ),
);

/** A zone's name as the shop shows it: visible characters, required, with a letter or digit for its slug. */
export const zoneNameSchema = v.pipe(
  v.string(zone.nameRequired),
  v.transform(visibleName),
  v.nonEmpty(zone.nameRequired),
  v.maxLength(nameMax, zone.nameTooLong(nameMax)),
  v.check((name) => slugify(name).length > 0, zone.nameNoLetters),
);

/** A zone's fee, free-delivery threshold (null: never free), cutoff and postal codes, in form order. */
export const zoneSettingsSchema = v.object({
  fee: centsUpTo(feeMaxCents, zone.fee(pesosText(feeMaxCents))),
  freeShippingFrom: v.nullish(centsUpTo(freeFromMaxCents, zone.freeFrom(pesosText(freeFromMaxCents))), null),
  /** Goods after discounts below which the zone takes no order; absent or null: 0 (no minimum). */
  minimumOrder: v.nullish(centsUpTo(minOrderMaxCents, zone.minimumOrder(pesosText(minOrderMaxCents))), 0),
  cutoffDaysBefore: v.pipe(
    v.optional(v.unknown(), null),
    v.check((days) => isIntegerIn(days, 0, cutoffDaysMax), zone.cutoffDays(cutoffDaysMax)),
    v.transform((days) => days as number),
  ),
  cutoffTime: clockSchema(zone.cutoffTime, 1439),
  postalRanges: postalRangesSchema,
});

/** A new zone: its name, then its settings. */
export const newZoneSchema = v.object({ name: zoneNameSchema, ...zoneSettingsSchema.entries });
