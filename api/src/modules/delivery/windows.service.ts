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
  constructor(private readonly db: Database) {}

  /** deliveryWindows(postalCode): anyone may ask (the checkout before payment). */
  async windowsFor(postalCode: string, now = new Date()): Promise<DeliveryWindowsResult> {
    const checked = checkPostalCode(postalCode);
    if (!checked.ok) return { status: false, message: checked.message, zone: null, windows: [] };
    const zone = await findZoneByPostalCode(this.db, checked.code);
    if (!zone) return { status: false, message: text.notCovered(checked.code), zone: null, windows: [] };
    const windows = await this.plan(this.db, zone, now);
    return {
      status: true,
      message: text.windowsListed(zone.name),
      zone: toDeliveryZone(zone),
      windows: windows.map(toWindow),
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

  /** "Ese horario se llenó. Horarios con lugar: ..." with the zone's next windows that still have places. */
  async fullMessage(zone: DeliveryZoneRow, now = new Date()): Promise<string> {
    const free = (await this.plan(this.db, zone, now))
      .filter((window) => window.remaining > 0)
      .slice(0, NEXT_FREE_SHOWN);
    return text.window.full(
      free.map((window) => windowLabel(window.date, window.template.startMinute, window.template.endMinute)).join('; '),
    );
  }
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
