import { checkWith, zoneNameSchema, zoneSettingsSchema, type PostalRange } from 'rules';
import type { DeliveryZoneInput, NewDeliveryZoneInput } from '../../generated/graphql.js';

export { postalCodeText, rangeLabel } from 'rules';

export interface CheckedZone {
  /** Null: the zone keeps its name (an update without one). */
  name: string | null;
  feeCents: number;
  freeFromCents: number | null;
  minOrderCents: number;
  cutoffDaysBefore: number;
  cutoffMinute: number;
  /** Sorted by first code. */
  ranges: PostalRange[];
}

/** The input field a refusal is about, so the admin's form shows it there. */
export type ZoneField =
  'name' | 'fee' | 'freeShippingFrom' | 'minimumOrder' | 'cutoffDaysBefore' | 'cutoffTime' | 'postalRanges';

export type CheckedZoneInput<T> = { ok: true; value: T } | { ok: false; message: string; field: ZoneField };

/** "postalRanges[2].first" -> "postalRanges": the form shows a refusal under the whole field. */
function fieldOf(path: string): ZoneField {
  return path.split(/[.[]/)[0] as ZoneField;
}

/**
 * The shape rules of a zone (the `rules` schemas the admin's form checks with); codes taken by
 * another zone and names taken are checked against the database. `name` null: not being changed.
 */
function checkZone(input: Omit<NewDeliveryZoneInput, 'name'>, name: string | null): CheckedZoneInput<CheckedZone> {
  let checkedName: string | null = null;
  if (name !== null) {
    const named = checkWith(zoneNameSchema, name);
    if (!named.ok) return { ok: false, message: named.message, field: 'name' };
    checkedName = named.value;
  }
  const checked = checkWith(zoneSettingsSchema, input);
  if (!checked.ok) return { ok: false, message: checked.message, field: fieldOf(checked.field) };
  const { fee, freeShippingFrom, minimumOrder, cutoffDaysBefore, cutoffTime, postalRanges } = checked.value;
  return {
    ok: true,
    value: {
      name: checkedName,
      feeCents: fee,
      freeFromCents: freeShippingFrom,
      minOrderCents: minimumOrder,
      cutoffDaysBefore,
      cutoffMinute: cutoffTime,
      ranges: postalRanges,
    },
  };
}

/** A new zone: every field, its name included. */
export function checkNewZoneInput(input: NewDeliveryZoneInput): CheckedZoneInput<CheckedZone & { name: string }> {
  const checked = checkZone(input, input.name ?? '');
  return checked.ok ? { ok: true, value: { ...checked.value, name: checked.value.name! } } : checked;
}

/** A change to a zone: its settings, and its name when one is sent. */
export function checkZoneInput(input: DeliveryZoneInput): CheckedZoneInput<CheckedZone & { id: string }> {
  const checked = checkZone(input, input.name ?? null);
  return checked.ok ? { ok: true, value: { ...checked.value, id: input.id.trim().toLowerCase() } } : checked;
}
