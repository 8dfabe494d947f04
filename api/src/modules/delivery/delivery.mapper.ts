import type { DeliveryZone } from '../../generated/graphql.js';
import { centsToPesos } from '../common/money.js';
import type { DeliveryZoneRow } from './delivery.table.js';

export function toDeliveryZone(zone: DeliveryZoneRow): DeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    fee: centsToPesos(zone.feeCents),
    freeShippingFrom: zone.freeFromCents === null ? null : centsToPesos(zone.freeFromCents),
    minimumOrder: centsToPesos(zone.minOrderCents),
  };
}
