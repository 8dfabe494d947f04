import type { Database } from '../../db/database.js';
import type { DeliveryCoverage } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { toDeliveryZone } from './delivery.mapper.js';
import { findZoneByPostalCode } from './delivery-zones.js';
import { checkPostalCode } from './postal-code.js';

/** deliveryCoverage: whether a postal code is inside a zone (anyone may ask; nothing is written). */
export class CoverageService {
  constructor(private readonly db: Database) {}

  async coverage(postalCode: string): Promise<DeliveryCoverage> {
    const checked = checkPostalCode(postalCode);
    if (!checked.ok) {
      return { status: false, message: checked.message, postalCode: postalCode.trim(), covered: false, zone: null };
    }
    const zone = await findZoneByPostalCode(this.db, checked.code);
    const text = MESSAGES.delivery;
    return {
      status: true,
      message: zone ? text.covered(checked.code) : text.notCovered(checked.code),
      postalCode: checked.code,
      covered: zone !== null,
      zone: zone && toDeliveryZone(zone),
    };
  }
}
