import type { Database } from '../../db/database.js';
import type { DeliveryWindow, DeliveryWindowsResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import type { Executor } from '../orders/orders.store.js';
import { toDeliveryZone } from './delivery.mapper.js';
import type { DeliveryWindowTemplateRow, DeliveryZoneRow } from './delivery.table.js';
import { findZoneByPostalCode } from './delivery-zones.js';
import { checkPostalCode } from './postal-code.js';
import {
  addDays,
  cutoffLabel,
  dayLabel,
  formatMinute,
  parseDate,
  shopInstant,
  shopToday,
  weekdayOf,
  windowLabel,
} from './shop-time.js';
import {
  BOOKING_DAYS,
  bookableDates,
  cutoffOf,
  parseWindowId,
  planWindows,
  type PlannedWindow,
} from './window-plan.js';
import { activeTemplates, bookingsBetween, exceptionsBetween, findTemplate } from './windows.store.js';

export type WindowChoice =
  | { ok: true; template: DeliveryWindowTemplateRow; date: string }
  | { ok: false; code: 'WINDOW_INVALID'; message: string };

/** Windows shown at once as "the next free ones" in a refusal. */
const NEXT_FREE_SHOWN = 3;

const text = MESSAGES.delivery;
const invalid = (message: string): WindowChoice => ({ ok: false, code: 'WINDOW_INVALID', message });

/** Delivery windows: the next days' windows of a zone with what is left, and the rules of a choice. */
export class DeliveryWindowsService {
  /** `contact`: the shop's phone and e-mail, named when no window has places (config.shop). */
  constructor(
    private readonly db: Database,
    private readonly contact: { phone: string; email: string } = { phone: '', email: '' },
  ) {}

  /** deliveryWindows(postalCode): anyone may ask (the checkout before payment). */
  async windowsFor(postalCode: string, now = new Date()): Promise<DeliveryWindowsResult> {
    const checked = checkPostalCode(postalCode);
    if (!checked.ok) return { status: false, message: checked.message, zone: null, windows: [], noWindowMessage: null };
    const zone = await findZoneByPostalCode(this.db, checked.code);
    if (!zone)
      return { status: false, message: text.notCovered(checked.code), zone: null, windows: [], noWindowMessage: null };
    const windows = await this.plan(this.db, zone, now);
    return {
      status: true,
      message: text.windowsListed(zone.name),
      zone: toDeliveryZone(zone),
      windows: windows.map(toWindow),
      noWindowMessage: windows.some((window) => window.remaining > 0) ? null : this.noWindowMessage(now),
    };
  }

  /** The zone's windows still open for orders at `now` (full ones included, remaining 0). */
  async plan(db: Executor, zone: DeliveryZoneRow, now: Date): Promise<PlannedWindow[]> {
    const { first, last } = bookableDates(now);
    const [templates, exceptions, bookings] = await Promise.all([
      activeTemplates(db, zone.id),
      exceptionsBetween(db, zone.id, first, last),
      bookingsBetween(db, zone.id, first, last),
    ]);
    return planWindows(zone, templates, exceptions, bookings, now);
  }

  /**
   * Whether the window `id` may be booked for an address in `zone` at `now`: every rule but the
   * capacity, which the booking UPDATE checks in the order's transaction.
   */
  async check(db: Executor, zone: DeliveryZoneRow, id: string, now = new Date()): Promise<WindowChoice> {
    const parsed = parseWindowId(id);
    const date = parsed && parseDate(parsed.date);
    const template = parsed && date ? await findTemplate(db, parsed.templateId) : null;
    if (!template || !template.isActive || !date || weekdayOf(date) !== template.weekday) {
      return invalid(text.window.notFound);
    }
    if (template.zoneId !== zone.id) return invalid(text.window.otherZone);
    if (shopInstant(date, template.startMinute).getTime() <= now.getTime()) return invalid(text.window.past);
    if (date > addDays(shopToday(now), BOOKING_DAYS)) return invalid(text.window.tooFar(BOOKING_DAYS));
    const closesAt = cutoffOf(zone, date);
    if (closesAt.getTime() <= now.getTime()) return invalid(text.window.cutoff(cutoffLabel(closesAt)));
    const exceptions = await exceptionsBetween(db, zone.id, date, date);
    if (exceptions.get(date)?.closed) return invalid(text.window.closedDay);
    return { ok: true, template, date };
  }

  /**
   * "Ese horario se llenó. Horarios con lugar: ..." with the zone's next windows that still have
   * places; without any, when booking opens and how to reach the shop.
   */
  async fullMessage(zone: DeliveryZoneRow, now = new Date()): Promise<string> {
    const free = await this.freeWindows(this.db, zone, now);
    if (free.length === 0) return this.noWindowMessage(now);
    return text.window.full(free.slice(0, NEXT_FREE_SHOWN).map(labelOf).join('; '));
  }

  /** Why an order of the zone without a window is refused: the next window with places, or none soon. */
  async requiredMessage(zone: DeliveryZoneRow, now = new Date()): Promise<string> {
    const [next] = await this.freeWindows(this.db, zone, now);
    return next ? text.window.required(labelOf(next)) : this.noWindowMessage(now);
  }

  /** The zone's earliest window with places (the coverage answer's "próxima entrega"); null when none. */
  async nextFree(db: Executor, zone: DeliveryZoneRow, now = new Date()): Promise<PlannedWindow | null> {
    return (await this.freeWindows(db, zone, now))[0] ?? null;
  }

  /** No window with places in the booking span: each midnight opens the date BOOKING_DAYS + 1 ahead. */
  noWindowMessage(now = new Date()): string {
    const opens = dayLabel(addDays(shopToday(now), 1));
    return text.window.noneSoon(BOOKING_DAYS, opens, this.contact);
  }

  private async freeWindows(db: Executor, zone: DeliveryZoneRow, now: Date): Promise<PlannedWindow[]> {
    return (await this.plan(db, zone, now)).filter((window) => window.remaining > 0);
  }
}

function labelOf(window: PlannedWindow): string {
  return windowLabel(window.date, window.template.startMinute, window.template.endMinute);
}

export function toWindow(window: PlannedWindow): DeliveryWindow {
  const { template } = window;
  return {
    id: window.id,
    date: window.date,
    weekday: template.weekday,
    start: formatMinute(template.startMinute),
    end: formatMinute(template.endMinute),
    label: windowLabel(window.date, template.startMinute, template.endMinute),
    capacity: window.capacity,
    booked: window.booked,
    remaining: window.remaining,
    available: window.remaining > 0,
    closesAt: window.closesAt.toISOString(),
  };
}
