import type { DeliveryZoneInput } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { toCents } from '../common/money.js';
import { parseClock } from './shop-time.js';

export const ZONE_LIMITS = { feeMaxCents: 1_000_000, freeFromMaxCents: 100_000_000, maxRanges: 200 } as const;

export interface CheckedZone {
  id: string;
  feeCents: number;
  freeFromCents: number | null;
  cutoffDaysBefore: number;
  cutoffMinute: number;
  /** Sorted by first code. */
  ranges: { firstCode: number; lastCode: number }[];
}

/** The input field a refusal is about, so the admin's form shows it there. */
export type ZoneField = 'fee' | 'freeShippingFrom' | 'cutoffDaysBefore' | 'cutoffTime' | 'postalRanges';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field: ZoneField };

const text = MESSAGES.delivery.zone;

/** "44100" or "44100 a 44990", as the messages write a range. */
export function rangeLabel(range: { firstCode: number; lastCode: number }): string {
  const first = postalCodeText(range.firstCode);
  return range.firstCode === range.lastCode ? first : `${first} a ${postalCodeText(range.lastCode)}`;
}

export function postalCodeText(code: number): string {
  return String(code).padStart(5, '0');
}

/** The shape rules of a zone's settings; codes taken by another zone are checked against the database. */
export function checkZoneInput(input: DeliveryZoneInput): Checked<CheckedZone> {
  const feeCents = exactCents(input.fee, ZONE_LIMITS.feeMaxCents);
  if (feeCents === null) return { ok: false, field: 'fee', message: text.fee(pesos(ZONE_LIMITS.feeMaxCents)) };
  const freeFromCents =
    input.freeShippingFrom == null ? null : exactCents(input.freeShippingFrom, ZONE_LIMITS.freeFromMaxCents);
  if (input.freeShippingFrom != null && freeFromCents === null) {
    return { ok: false, field: 'freeShippingFrom', message: text.freeFrom(pesos(ZONE_LIMITS.freeFromMaxCents)) };
  }
  const days = input.cutoffDaysBefore;
  if (!Number.isInteger(days) || days < 0 || days > 6)
    return { ok: false, field: 'cutoffDaysBefore', message: text.cutoffDays };
  const cutoffMinute = parseClock(input.cutoffTime);
  if (cutoffMinute === null || cutoffMinute >= 1440)
    return { ok: false, field: 'cutoffTime', message: text.cutoffTime };
  const ranges = checkRanges(input.postalRanges);
  if (!ranges.ok) return ranges;
  return {
    ok: true,
    value: {
      id: input.id.trim().toLowerCase(),
      feeCents,
      freeFromCents,
      cutoffDaysBefore: days,
      cutoffMinute,
      ranges: ranges.value,
    },
  };
}

function checkRanges(raw: DeliveryZoneInput['postalRanges']): Checked<CheckedZone['ranges']> {
  if (raw.length === 0) return { ok: false, field: 'postalRanges', message: text.noRanges };
  if (raw.length > ZONE_LIMITS.maxRanges)
    return { ok: false, field: 'postalRanges', message: text.tooManyRanges(ZONE_LIMITS.maxRanges) };
  const ranges: CheckedZone['ranges'] = [];
  for (const range of raw) {
    const first = range.first.trim();
    const last = range.last.trim();
    const wrong = [first, last].find((code) => !/^\d{5}$/.test(code));
    if (wrong !== undefined) return { ok: false, field: 'postalRanges', message: text.rangeCode(wrong) };
    if (Number(first) > Number(last))
      return { ok: false, field: 'postalRanges', message: text.rangeOrder(first, last) };
    ranges.push({ firstCode: Number(first), lastCode: Number(last) });
  }
  ranges.sort((a, b) => a.firstCode - b.firstCode);
  for (let index = 1; index < ranges.length; index += 1) {
    const before = ranges[index - 1]!;
    const range = ranges[index]!;
    if (range.firstCode <= before.lastCode) {
      return { ok: false, field: 'postalRanges', message: text.rangesOverlap(rangeLabel(before), rangeLabel(range)) };
    }
  }
  return { ok: true, value: ranges };
}

/** Pesos -> exact centavos from 0 to `maxCents`, or null (negative, too many decimals, not a number). */
function exactCents(amount: number, maxCents: number): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = toCents(amount);
  if (Math.abs(cents - amount * 100) > 1e-6 || cents > maxCents) return null;
  return cents;
}

function pesos(cents: number): string {
  return (cents / 100).toLocaleString('es-MX');
}
