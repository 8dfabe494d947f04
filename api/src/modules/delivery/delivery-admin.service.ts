import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type {
  AdminDeliveryZonesResult,
  DeliveryDayException,
  DeliveryDayExceptionInput,
  DeliveryDayExceptionResult,
  DeliveryWindowTemplate,
  DeliveryWindowTemplateInput,
  DeliveryWindowTemplateResult,
} from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { isUuid } from '../orders/order-input.js';
import type { Executor } from '../orders/orders.store.js';
import { toDeliveryZone } from './delivery.mapper.js';
import {
  deliveryDayExceptions,
  deliveryPostalRanges,
  deliveryWindowBookings,
  deliveryWindowTemplates,
  deliveryZones,
  type DeliveryDayExceptionRow,
  type DeliveryWindowTemplateRow,
} from './delivery.table.js';
import { checkDayExceptionInput, checkExceptionDate } from './exception-input.js';
import { formatMinute, shopToday, weekdayOf } from './shop-time.js';
import { upcomingBookingsByZone } from './zone-bookings.js';
import { postalCodeText } from './zone-input.js';
import { checkTemplateInput, type CheckedTemplate } from './template-input.js';

const text = MESSAGES.delivery;

/** A refusal found inside a transaction: rolls it back, answered with its message. */
class Refused extends Error {}

/** The admin's delivery settings: weekly templates and day exceptions (the resolvers check the role first). */
export class DeliveryAdminService {
  constructor(private readonly db: Database) {}

  async zones(now = new Date()): Promise<AdminDeliveryZonesResult> {
    const today = shopToday(now);
    const [zones, ranges, templates, exceptions, booked] = await Promise.all([
      this.db.select().from(deliveryZones).orderBy(asc(deliveryZones.name)),
      this.db.select().from(deliveryPostalRanges).orderBy(asc(deliveryPostalRanges.firstCode)),
      this.db
        .select()
        .from(deliveryWindowTemplates)
        .orderBy(asc(deliveryWindowTemplates.weekday), asc(deliveryWindowTemplates.startMinute)),
      this.db
        .select()
        .from(deliveryDayExceptions)
        .where(gte(deliveryDayExceptions.date, today))
        .orderBy(asc(deliveryDayExceptions.date)),
      upcomingBookingsByZone(this.db, today),
    ]);
    return {
      status: true,
      message: MESSAGES.ok,
      zones: zones.map((zone) => ({
        zone: toDeliveryZone(zone),
        isActive: zone.isActive,
        upcomingBookings: booked.get(zone.id) ?? 0,
        cutoffDaysBefore: zone.cutoffDaysBefore,
        cutoffTime: formatMinute(zone.cutoffMinute),
        postalRanges: ranges
          .filter((row) => row.zoneId === zone.id)
          .map((row) => ({ first: postalCodeText(row.firstCode), last: postalCodeText(row.lastCode) })),
        templates: templates.filter((row) => row.zoneId === zone.id).map(toTemplate),
        exceptions: exceptions.filter((row) => row.zoneId === zone.id).map(toException),
      })),
    };
  }

  async saveTemplate(input: DeliveryWindowTemplateInput, now = new Date()): Promise<DeliveryWindowTemplateResult> {
    const checked = checkTemplateInput(input);
    if (!checked.ok) return { status: false, message: checked.message, template: null };
    try {
      const saved = await this.db.transaction((tx) => this.writeTemplate(tx, checked.value, shopToday(now)));
      return { status: true, message: text.template.saved, template: toTemplate(saved) };
    } catch (error) {
      if (error instanceof Refused) return { status: false, message: error.message, template: null };
      throw error;
    }
  }

  /**
   * With the zone's templates locked (FOR UPDATE: bookings hold a share lock on theirs), so no
   * booking slips in between the checks and the write.
   */
  private async writeTemplate(tx: Executor, input: CheckedTemplate, today: string): Promise<DeliveryWindowTemplateRow> {
    if (!isUuid(input.zoneId)) throw new Refused(text.zoneNotFound);
    const [zone] = await tx
      .select({ id: deliveryZones.id })
      .from(deliveryZones)
      .where(eq(deliveryZones.id, input.zoneId))
      .for('update');
    if (!zone) throw new Refused(text.zoneNotFound);
    const siblings = await tx
      .select()
      .from(deliveryWindowTemplates)
      .where(eq(deliveryWindowTemplates.zoneId, zone.id))
      .orderBy(asc(deliveryWindowTemplates.id))
      .for('update');
    const current = input.id ? siblings.find((row) => row.id === input.id) : undefined;
    if (input.id && !current) throw new Refused(text.template.notFound);
    const overlap = siblings.find(
      (row) =>
        row.id !== input.id &&
        row.isActive &&
        input.isActive &&
        row.weekday === input.weekday &&
        row.startMinute < input.endMinute &&
        input.startMinute < row.endMinute,
    );
    if (overlap)
      throw new Refused(
        text.template.overlap(`${formatMinute(overlap.startMinute)} a ${formatMinute(overlap.endMinute)}`),
      );
    const values = {
      weekday: input.weekday,
      startMinute: input.startMinute,
      endMinute: input.endMinute,
      capacity: input.capacity,
      isActive: input.isActive,
    };
    if (!current) {
      const [created] = await tx
        .insert(deliveryWindowTemplates)
        .values({ ...values, zoneId: zone.id })
        .returning();
      return created!;
    }
    await this.checkBookingsAllow(tx, current, input, today);
    const [updated] = await tx
      .update(deliveryWindowTemplates)
      .set(values)
      .where(eq(deliveryWindowTemplates.id, current.id))
      .returning();
    return updated!;
  }

  /** A window with orders from today on keeps its day and hours, and its capacity (with each day's extra) covers them. */
  private async checkBookingsAllow(
    tx: Executor,
    current: DeliveryWindowTemplateRow,
    input: CheckedTemplate,
    today: string,
  ) {
    const booked = await tx
      .select({
        date: deliveryWindowBookings.date,
        booked: deliveryWindowBookings.booked,
        extra: sql<number>`coalesce(${deliveryDayExceptions.extraCapacity}, 0)`,
      })
      .from(deliveryWindowBookings)
      .leftJoin(
        deliveryDayExceptions,
        and(
          eq(deliveryDayExceptions.zoneId, current.zoneId),
          eq(deliveryDayExceptions.date, deliveryWindowBookings.date),
        ),
      )
      .where(
        and(
          eq(deliveryWindowBookings.templateId, current.id),
          gte(deliveryWindowBookings.date, today),
          ne(deliveryWindowBookings.booked, 0),
        ),
      )
      .orderBy(asc(deliveryWindowBookings.date));
    const first = booked[0];
    if (!first) return;
    const moved =
      current.weekday !== input.weekday ||
      current.startMinute !== input.startMinute ||
      current.endMinute !== input.endMinute;
    if (moved) throw new Refused(text.template.hasBookings(first.booked, first.date));
    const capacity = input.isActive ? input.capacity : 0;
    const over = booked.find((row) => row.booked > capacity + Number(row.extra));
    if (over) throw new Refused(text.template.belowBooked(over.booked, over.date));
  }

  async saveException(input: DeliveryDayExceptionInput, now = new Date()): Promise<DeliveryDayExceptionResult> {
    const checked = checkDayExceptionInput(input, shopToday(now));
    if (!checked.ok) return { status: false, message: checked.message, exception: null };
    const { date, extraCapacity, note } = checked.value;
    const row = {
      zoneId: input.zoneId.trim().toLowerCase(),
      date,
      closed: input.closed,
      extraCapacity: input.closed ? 0 : extraCapacity,
      note,
    };
    return this.changeDay(
      row.zoneId,
      date,
      async (tx) => {
        const [saved] = await tx
          .insert(deliveryDayExceptions)
          .values(row)
          .onConflictDoUpdate({
            target: [deliveryDayExceptions.zoneId, deliveryDayExceptions.date],
            set: { closed: row.closed, extraCapacity: row.extraCapacity, note: row.note },
          })
          .returning();
        return { saved: saved!, capacityOf: (template) => (row.closed ? 0 : template.capacity + row.extraCapacity) };
      },
      text.exception.saved,
    );
  }

  async removeException(zoneId: string, rawDate: string, now = new Date()): Promise<DeliveryDayExceptionResult> {
    const checked = checkExceptionDate(rawDate, shopToday(now));
    if (!checked.ok) return { status: false, message: checked.message, exception: null };
    const date = checked.value;
    return this.changeDay(
      zoneId.trim().toLowerCase(),
      date,
      async (tx) => {
        const [removed] = await tx
          .delete(deliveryDayExceptions)
          .where(
            and(eq(deliveryDayExceptions.zoneId, zoneId.trim().toLowerCase()), eq(deliveryDayExceptions.date, date)),
          )
          .returning();
        return { saved: removed ?? null, capacityOf: (template) => template.capacity };
      },
      text.exception.removed,
    );
  }

  /**
   * Changes one date of a zone with its templates locked, then checks every window of that date
   * still holds its booked orders (a closed day holds none): otherwise nothing is written.
   */
  private async changeDay(
    zoneId: string,
    date: string,
    write: (tx: Executor) => Promise<{
      saved: DeliveryDayExceptionRow | null;
      capacityOf: (template: DeliveryWindowTemplateRow) => number;
    }>,
    done: string,
  ): Promise<DeliveryDayExceptionResult> {
    try {
      const saved = await this.db.transaction(async (tx) => {
        if (!isUuid(zoneId)) throw new Refused(text.zoneNotFound);
        const [zone] = await tx
          .select({ id: deliveryZones.id })
          .from(deliveryZones)
          .where(eq(deliveryZones.id, zoneId))
          .for('update');
        if (!zone) throw new Refused(text.zoneNotFound);
        const templates = await tx
          .select()
          .from(deliveryWindowTemplates)
          .where(and(eq(deliveryWindowTemplates.zoneId, zoneId), eq(deliveryWindowTemplates.weekday, weekdayOf(date))))
          .orderBy(asc(deliveryWindowTemplates.id))
          .for('update');
        const { saved: row, capacityOf } = await write(tx);
        const booked = await bookedOn(tx, templates, date);
        const total = [...booked.values()].reduce((sum, n) => sum + n, 0);
        if (row?.closed && total > 0) throw new Refused(text.exception.closedWithBookings(total));
        const over = templates.find(
          (template) => (booked.get(template.id) ?? 0) > (template.isActive ? capacityOf(template) : 0),
        );
        if (over) throw new Refused(text.template.belowBooked(booked.get(over.id)!, date));
        return row;
      });
      return { status: true, message: done, exception: saved && toException(saved) };
    } catch (error) {
      if (error instanceof Refused) return { status: false, message: error.message, exception: null };
      throw error;
    }
  }
}

async function bookedOn(
  tx: Executor,
  templates: DeliveryWindowTemplateRow[],
  date: string,
): Promise<Map<string, number>> {
  if (templates.length === 0) return new Map();
  const rows = await tx
    .select({ templateId: deliveryWindowBookings.templateId, booked: deliveryWindowBookings.booked })
    .from(deliveryWindowBookings)
    .where(
      and(
        eq(deliveryWindowBookings.date, date),
        inArray(
          deliveryWindowBookings.templateId,
          templates.map((template) => template.id),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.templateId, row.booked]));
}

function toTemplate(row: DeliveryWindowTemplateRow): DeliveryWindowTemplate {
  return {
    id: row.id,
    zoneId: row.zoneId,
    weekday: row.weekday,
    start: formatMinute(row.startMinute),
    end: formatMinute(row.endMinute),
    capacity: row.capacity,
    isActive: row.isActive,
  };
}

function toException(row: DeliveryDayExceptionRow): DeliveryDayException {
  return { zoneId: row.zoneId, date: row.date, closed: row.closed, extraCapacity: row.extraCapacity, note: row.note };
}
