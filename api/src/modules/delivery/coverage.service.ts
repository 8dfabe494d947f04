import type { Database } from '../../db/database.js';
import type { DeliveryCoverage } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { toDeliveryZone } from './delivery.mapper.js';
import { findZoneByPostalCode } from './delivery-zones.js';
import { checkPostalCode } from './postal-code.js';
import { toWindow, type DeliveryWindowsService } from './windows.service.js';

/** An answer without a zone: nothing covered, so no fee, window or reason. */
const NOTHING = { covered: false, zone: null, nextWindow: null, noWindowMessage: null } as const;

/** deliveryCoverage: whether a postal code is inside a zone (anyone may ask; nothing is written). */
export class CoverageService {
  constructor(
    private readonly db: Database,
    private readonly windows: DeliveryWindowsService,
  ) {}

  async coverage(postalCode: string): Promise<DeliveryCoverage> {
    const checked = checkPostalCode(postalCode);
    if (!checked.ok) {
      return { ...NOTHING, status: false, message: checked.message, postalCode: postalCode.trim() };
    }
    const zone = await findZoneByPostalCode(this.db, checked.code);
    const text = MESSAGES.delivery;
    if (!zone) return { ...NOTHING, status: true, message: text.notCovered(checked.code), postalCode: checked.code };
    // "How much and when": the zone's fee, threshold and minimum, and its earliest window with places.
    const next = await this.windows.nextFree(this.db, zone);
    return {
      status: true,
      message: text.covered(checked.code),
      postalCode: checked.code,
      covered: true,
      zone: toDeliveryZone(zone),
      nextWindow: next && toWindow(next),
      noWindowMessage: next ? null : this.windows.noWindowMessage(),
    };
  }
}
