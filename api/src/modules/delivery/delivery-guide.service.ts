import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { DeliveryZoneGuide } from '../../generated/graphql.js';
import { centsToPesos } from '../common/money.js';
import { formatMinute } from './shop-time.js';
import { deliveryPostalRanges, deliveryWindowTemplates, deliveryZones } from './delivery.table.js';
import { postalCodeText } from './zone-input.js';

/**
 * deliveryGuide (issue 29): what the shop promises in each zone switched on, for the FAQ and the
 * Info page. Three reads (zones, their ranges, their active templates), no orders, no counters:
 * the answer is the same for every caller and is kept by the public response cache.
 */
export class DeliveryGuideService {
  constructor(private readonly db: Database) {}

  async guide(): Promise<DeliveryZoneGuide[]> {
    const active = eq(deliveryZones.isActive, true);
    const [zones, ranges, templates] = await Promise.all([
      this.db.select().from(deliveryZones).where(active).orderBy(asc(deliveryZones.name)),
      this.db
        .select({
          zoneId: deliveryPostalRanges.zoneId,
          first: deliveryPostalRanges.firstCode,
          last: deliveryPostalRanges.lastCode,
        })
        .from(deliveryPostalRanges)
        .innerJoin(deliveryZones, and(eq(deliveryZones.id, deliveryPostalRanges.zoneId), active))
        .orderBy(asc(deliveryPostalRanges.firstCode)),
      this.db
        .select({
          zoneId: deliveryWindowTemplates.zoneId,
          weekday: deliveryWindowTemplates.weekday,
          startMinute: deliveryWindowTemplates.startMinute,
          endMinute: deliveryWindowTemplates.endMinute,
        })
        .from(deliveryWindowTemplates)
        .innerJoin(deliveryZones, and(eq(deliveryZones.id, deliveryWindowTemplates.zoneId), active))
        .where(eq(deliveryWindowTemplates.isActive, true))
        .orderBy(asc(deliveryWindowTemplates.weekday), asc(deliveryWindowTemplates.startMinute)),
    ]);
    return zones.map((zone) => ({
      name: zone.name,
      fee: centsToPesos(zone.feeCents),
      freeShippingFrom: zone.freeFromCents === null ? null : centsToPesos(zone.freeFromCents),
      minimumOrder: centsToPesos(zone.minOrderCents),
      cutoffDaysBefore: zone.cutoffDaysBefore,
      cutoffTime: formatMinute(zone.cutoffMinute),
      postalRanges: ranges
        .filter((range) => range.zoneId === zone.id)
        .map((range) => ({ first: postalCodeText(range.first), last: postalCodeText(range.last) })),
      windows: templates
        .filter((window) => window.zoneId === zone.id)
        .map((window) => ({
          weekday: window.weekday,
          start: formatMinute(window.startMinute),
          end: formatMinute(window.endMinute),
        })),
    }));
  }
}
