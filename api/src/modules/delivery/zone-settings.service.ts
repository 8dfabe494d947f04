import { and, eq, gte, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { DeliveryZoneInput, DeliveryZoneResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { hasPgErrorCode, PG_ERROR } from '../common/pg-error.js';
import { isUuid } from '../orders/order-input.js';
import type { Executor } from '../orders/orders.store.js';
import type { DeliveryAdminService } from './delivery-admin.service.js';
import { deliveryPostalRanges, deliveryZones } from './delivery.table.js';
import { checkZoneInput, rangeLabel, type CheckedZone, type ZoneField } from './zone-input.js';

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

/** The admin's changes to a zone: fee, free-delivery threshold, cutoff and postal codes, all or nothing. */
export class ZoneSettingsService {
  constructor(
    private readonly db: Database,
    private readonly admin: DeliveryAdminService,
  ) {}

  async save(input: DeliveryZoneInput): Promise<DeliveryZoneResult> {
    const checked = checkZoneInput(input);
    if (!checked.ok) return refused(checked.message, checked.field);
    if (!isUuid(checked.value.id)) return refused(MESSAGES.delivery.zoneNotFound);
    try {
      await this.db.transaction((tx) => this.write(tx, checked.value));
    } catch (error) {
      if (error instanceof Refused) return refused(error.message, error.field);
      // Another admin gave the same codes to another zone between the check and the insert.
      if (hasPgErrorCode(error, PG_ERROR.exclusionViolation)) return refused(text.taken, 'postalRanges');
      throw error;
    }
    const { zones } = await this.admin.zones();
    return {
      status: true,
      message: text.saved,
      field: null,
      zone: zones.find((zone) => zone.zone.id === checked.value.id) ?? null,
    };
  }

  private async write(tx: Executor, zone: CheckedZone) {
    const [current] = await tx
      .select({ id: deliveryZones.id })
      .from(deliveryZones)
      .where(eq(deliveryZones.id, zone.id))
      .for('update');
    if (!current) throw new Refused(MESSAGES.delivery.zoneNotFound);
    const taken = await firstTakenCodes(tx, zone);
    if (taken) throw new Refused(text.takenByZone(rangeLabel(taken), taken.zoneName), 'postalRanges');
    await tx
      .update(deliveryZones)
      .set({
        feeCents: zone.feeCents,
        freeFromCents: zone.freeFromCents,
        cutoffDaysBefore: zone.cutoffDaysBefore,
        cutoffMinute: zone.cutoffMinute,
      })
      .where(eq(deliveryZones.id, zone.id));
    await tx.delete(deliveryPostalRanges).where(eq(deliveryPostalRanges.zoneId, zone.id));
    await tx.insert(deliveryPostalRanges).values(zone.ranges.map((range) => ({ ...range, zoneId: zone.id })));
  }
}

/** The first codes of `zone`'s new ranges that another zone already serves, with that zone's name. */
async function firstTakenCodes(tx: Executor, zone: CheckedZone) {
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
    .where(and(ne(deliveryPostalRanges.zoneId, zone.id), or(...overlaps)))
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
