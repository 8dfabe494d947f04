import { formatMXN, MESSAGES } from 'shared';
import type { DeliveryGuideQuery } from '../../../generated/graphql';

const text = MESSAGES.deliveryGuide;
// Built on first use, not when the module loads (docs/decisions.md, "Prices written without Intl.NumberFormat").
let conjunction: Intl.ListFormat | undefined;
const list = {
  format: (items: string[]) => (conjunction ??= new Intl.ListFormat('es', { type: 'conjunction' })).format(items),
};

/** A zone as the API's public deliveryGuide answers it (minimumOrder 0: no minimum order). */
export type GuideZone = DeliveryGuideQuery['deliveryGuide'][number];

/** The delivery answers of the FAQ, written from the zones. */
export interface GuideAnswers {
  where: string;
  fee: string;
  when: string;
}

/** "de lunes a sábado", "lunes, miércoles y viernes", "de lunes a miércoles y sábado". */
export function weekdaysText(weekdays: readonly number[]): string {
  const runs: number[][] = [];
  for (const day of [...weekdays].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => text.weekdays[day - 1]!;
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [text.days(name(run[0]!), name(run.at(-1)!))] : run.map(name),
  );
  return list.format(parts);
}

/** "de lunes a sábado, de 09:00 a 12:00, de 12:00 a 15:00 y de 15:00 a 18:00" (days with the same hours together). */
export function scheduleText(windows: GuideZone['windows']): string {
  const hoursByDay = new Map<number, string[]>();
  for (const window of windows) {
    hoursByDay.set(window.weekday, [...(hoursByDay.get(window.weekday) ?? []), text.hours(window.start, window.end)]);
  }
  const daysByHours = new Map<string, number[]>();
  for (const [day, hours] of [...hoursByDay].sort(([a], [b]) => a - b)) {
    const key = list.format(hours);
    daysByHours.set(key, [...(daysByHours.get(key) ?? []), day]);
  }
  if (daysByHours.size === 0) return text.noWindows;
  return [...daysByHours].map(([hours, days]) => `${weekdaysText(days)}, ${hours}`).join('; ');
}

const codesText = (zone: GuideZone) =>
  list.format(zone.postalRanges.map((range) => text.codeRange(range.first, range.last)));

const feeText = (zone: GuideZone) =>
  text.fee(formatMXN(zone.fee), zone.freeShippingFrom === null ? null : formatMXN(zone.freeShippingFrom)) +
  (zone.minimumOrder > 0 ? text.minimum(formatMXN(zone.minimumOrder)) : '');

const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/** The answers to "¿A dónde entregan?", "¿Cuánto cuesta el envío?" and "¿Cuándo llega mi pedido?". */
export function guideAnswers(zones: readonly GuideZone[]): GuideAnswers {
  if (zones.length === 0) return { where: text.noZones, fee: text.noZones, when: text.noZones };
  const one = zones.length === 1;
  const where = text.where(
    list.format(zones.map((zone) => zone.name)),
    list.format(zones.map((zone) => (one ? codesText(zone) : `${codesText(zone)} (${zone.name})`))),
  );
  const fee = one
    ? `${capitalized(feeText(zones[0]!))}. ${text.feeAfter}`
    : `${zones.map((zone) => text.feeIn(zone.name, feeText(zone))).join(' ')} ${text.feeAfter}`;
  const schedule = one
    ? scheduleText(zones[0]!.windows)
    : zones.map((zone) => text.whenIn(zone.name, scheduleText(zone.windows))).join('; ');
  const cutoffs = [...new Set(zones.map((zone) => text.cutoff(zone.cutoffDaysBefore, zone.cutoffTime)))];
  return { where, fee, when: text.when(schedule, cutoffs.join(' ')) };
}

/** The Info page's facts of one zone, label and value. */
export function zoneFacts(zone: GuideZone): { label: string; value: string }[] {
  return [
    { label: text.feeLabel, value: formatMXN(zone.fee) },
    {
      label: text.freeLabel,
      value: zone.freeShippingFrom === null ? text.freeNever : formatMXN(zone.freeShippingFrom),
    },
    {
      label: text.minimumLabel,
      value: zone.minimumOrder > 0 ? formatMXN(zone.minimumOrder) : text.minimumNone,
    },
    { label: text.scheduleLabel, value: capitalized(scheduleText(zone.windows)) },
    { label: text.cutoffLabel, value: text.cutoff(zone.cutoffDaysBefore, zone.cutoffTime) },
    { label: text.codesLabel, value: codesText(zone) },
  ];
}
