import { and, eq, gte, lte, ne, or } from 'drizzle-orm';
import { slugify } from 'rules';
import type { Database } from '../../db/database.js';
import type { DeliveryZoneInput, DeliveryZoneResult, NewDeliveryZoneInput } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { hasPgErrorCode, PG_ERROR } from '../common/pg-error.js';
import { isUuid } from '../orders/order-input.js';
import type { Executor } from '../orders/orders.store.js';
import type { DeliveryAdminService } from './delivery-admin.service.js';
import { deliveryPostalRanges, deliveryZones } from './delivery.table.js';
import { shopToday } from './shop-time.js';
import { upcomingBookingsByZone } from './zone-bookings.js';
import { checkNewZoneInput, checkZoneInput, rangeLabel, type CheckedZone, type ZoneField } from './zone-input.js';

const text = MESSAGES.delivery.zone;

/** A refusal found inside the transaction: rolls it back, answered with its message. */
class Refused extends Error {
  constructor(
    message: string,
    readonly field: ZoneField | null = null,
  ) {
    super(message);
  }
}

/**
 * The admin's zones: creating one (its id is the database's, never the client's), changing its
 * name, fee, free-delivery threshold, cutoff and postal codes, and switching it off or on. Each
 * change is one transaction: all or nothing.
 */
export class ZoneSettingsService {
  constructor(
    private readonly db: Database,
    private readonly admin: DeliveryAdminService,
  ) {}

  async create(input: NewDeliveryZoneInput): Promise<DeliveryZoneResult> {
    const checked = checkNewZoneInput(input);
    if (!checked.ok) return refused(checked.message, checked.field);
    const zone = checked.value;
    return this.answer(zone.name, text.created(zone.name), async (tx) => {
      await checkNameFree(tx, zone.name, null);
      const [created] = await tx
        .insert(deliveryZones)
        .values({ name: zone.name, slug: slugify(zone.name), ...settingsOf(zone) })
        .returning({ id: deliveryZones.id });
      await replaceRanges(tx, created!.id, zone);
      return created!.id;
    });
  }

  async save(input: DeliveryZoneInput): Promise<DeliveryZoneResult> {
    const checked = checkZoneInput(input);
    if (!checked.ok) return refused(checked.message, checked.field);
    const zone = checked.value;
    if (!isUuid(zone.id)) return refused(MESSAGES.delivery.zoneNotFound);
    return this.answer(zone.name, text.saved, async (tx) => {
      const [current] = await tx
        .select({ id: deliveryZones.id })
        .from(deliveryZones)
        .where(eq(deliveryZones.id, zone.id))
        .for('update');
      if (!current) throw new Refused(MESSAGES.delivery.zoneNotFound);
      const renamed = zone.name === null ? {} : { name: zone.name, slug: slugify(zone.name) };
      if (zone.name !== null) await checkNameFree(tx, zone.name, zone.id);
      await tx
        .update(deliveryZones)
        .set({ ...renamed, ...settingsOf(zone) })
        .where(eq(deliveryZones.id, zone.id));
      await replaceRanges(tx, zone.id, zone);
      return zone.id;
    });
  }

  /** Off: its codes are no longer covered and its windows not offered; orders already booked keep theirs. */
  async setActive(rawId: string, active: boolean, now = new Date()): Promise<DeliveryZoneResult> {
    const id = rawId.trim().toLowerCase();
    if (!isUuid(id)) return refused(MESSAGES.delivery.zoneNotFound);
    const [zone] = await this.db
      .update(deliveryZones)
      .set({ isActive: active })
      .where(eq(deliveryZones.id, id))
      .returning({ id: deliveryZones.id, name: deliveryZones.name });
    if (!zone) return refused(MESSAGES.delivery.zoneNotFound);
    const booked = active ? 0 : ((await upcomingBookingsByZone(this.db, shopToday(now))).get(zone.id) ?? 0);
    const message = active ? text.switchedOn(zone.name) : text.switchedOff(zone.name, booked);
    return { status: true, message, field: null, zone: await this.adminZone(zone.id) };
  }

  /** Runs `write` in one transaction and answers with the zone as the admin's page shows it. */
  private async answer(
    name: string | null,
    message: string,
    write: (tx: Executor) => Promise<string>,
  ): Promise<DeliveryZoneResult> {
    let id: string;
    try {
      id = await this.db.transaction(write);
    } catch (error) {
      if (error instanceof Refused) return refused(error.message, error.field);
      // Another admin took the name or the codes between the check and the write.
      if (hasPgErrorCode(error, PG_ERROR.uniqueViolation) && name !== null)
        return refused(text.nameTaken(name), 'name');
      if (hasPgErrorCode(error, PG_ERROR.exclusionViolation)) return refused(text.taken, 'postalRanges');
      throw error;
    }
    return { status: true, message, field: null, zone: await this.adminZone(id) };
  }

  private async adminZone(id: string) {
    const { zones } = await this.admin.zones();
    return zones.find((zone) => zone.zone.id === id) ?? null;
  }
}

function settingsOf(zone: CheckedZone) {
  return {
    feeCents: zone.feeCents,
    freeFromCents: zone.freeFromCents,
    minOrderCents: zone.minOrderCents,
    cutoffDaysBefore: zone.cutoffDaysBefore,
    cutoffMinute: zone.cutoffMinute,
  };
}

/** Refuses a name equivalent (accents, case, punctuation aside) to another zone's. */
async function checkNameFree(tx: Executor, name: string, id: string | null) {
  const sameSlug = eq(deliveryZones.slug, slugify(name));
  const [other] = await tx
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(id === null ? sameSlug : and(sameSlug, ne(deliveryZones.id, id)))
    .limit(1);
  if (other) throw new Refused(text.nameTaken(name), 'name');
}

/** The zone's codes become `zone.ranges`, unless another zone already serves some of them. */
async function replaceRanges(tx: Executor, zoneId: string, zone: CheckedZone) {
  const taken = await firstTakenCodes(tx, zoneId, zone);
  if (taken) throw new Refused(text.takenByZone(rangeLabel(taken), taken.zoneName), 'postalRanges');
  await tx.delete(deliveryPostalRanges).where(eq(deliveryPostalRanges.zoneId, zoneId));
  await tx.insert(deliveryPostalRanges).values(zone.ranges.map((range) => ({ ...range, zoneId })));
}

/** The first codes of the zone's new ranges that another zone (on or off) already serves, with its name. */
async function firstTakenCodes(tx: Executor, zoneId: string, zone: CheckedZone) {
  const overlaps = zone.ranges.map((range) =>
    and(lte(deliveryPostalRanges.firstCode, range.lastCode), gte(deliveryPostalRanges.lastCode, range.firstCode)),
  );
  const [other] = await tx
    .select({
      firstCode: deliveryPostalRanges.firstCode,
      lastCode: deliveryPostalRanges.lastCode,
      zoneName: deliveryZones.name,
    })
    .from(deliveryPostalRanges)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryPostalRanges.zoneId))
    .where(and(ne(deliveryPostalRanges.zoneId, zoneId), or(...overlaps)))
    .orderBy(deliveryPostalRanges.firstCode)
    .limit(1);
  if (!other) return null;
  const mine = zone.ranges.find((range) => range.firstCode <= other.lastCode && other.firstCode <= range.lastCode)!;
  return {
    firstCode: Math.max(mine.firstCode, other.firstCode),
    lastCode: Math.min(mine.lastCode, other.lastCode),
    zoneName: other.zoneName,
  };
}

function refused(message: string, field: ZoneField | null = null): DeliveryZoneResult {
  return { status: false, message, field, zone: null };
}
