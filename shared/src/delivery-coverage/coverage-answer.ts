import { formatWeekdayDay } from '../format/format-date';
import { formatMXN } from '../format/format-mxn';
import { MESSAGES } from '../messages/messages';

const text = MESSAGES.delivery;

/** What the coverage answer needs of the API's: the zone's money rules and its earliest window with places. */
export interface CoverageFacts {
  message: string;
  covered: boolean;
  zone?: { fee: number; freeShippingFrom?: number | null; minimumOrder: number } | null;
  nextWindow?: { date: string; start: string } | null;
  noWindowMessage?: string | null;
}

/** "sábado 28, 9:00" for 2026-11-28 at 09:00: the day as people say it, the hour without its leading zero. */
export function deliveryWhen(date: string, start: string): string {
  return `${formatWeekdayDay(date)}, ${start.replace(/^0(\d)/, '$1')}`;
}

/**
 * The answer's lines: the API's "Sí entregamos en 44160" (or why not), then "how much and when":
 * "Envío $49.00 · gratis desde $500.00 · pedido mínimo $150.00 · próxima entrega: sábado 28, 9:00",
 * or, with no window with places, the API's reason and how to reach the shop.
 */
export function coverageAnswer(facts: CoverageFacts): string[] {
  const { zone } = facts;
  if (!facts.covered || !zone) return [facts.message];
  const lines = [facts.message, zoneTerms(zone, facts.nextWindow)];
  return facts.noWindowMessage ? [...lines, facts.noWindowMessage] : lines;
}

/** "Envío $49.00 · gratis desde $500.00 · pedido mínimo $150.00 · próxima entrega: sábado 28, 9:00". */
export function zoneTerms(zone: NonNullable<CoverageFacts['zone']>, nextWindow?: CoverageFacts['nextWindow']): string {
  const parts = [zone.fee > 0 ? text.fee(formatMXN(zone.fee)) : text.feeFree];
  if (zone.fee > 0 && zone.freeShippingFrom != null) parts.push(text.freeFrom(formatMXN(zone.freeShippingFrom)));
  if (zone.minimumOrder > 0) parts.push(text.minimumOrder(formatMXN(zone.minimumOrder)));
  if (nextWindow) parts.push(text.nextDelivery(deliveryWhen(nextWindow.date, nextWindow.start)));
  return parts.join(text.answerSeparator);
}
