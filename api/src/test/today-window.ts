import { Temporal } from 'temporal-polyfill';
import { SHOP_TIME_ZONE } from '../modules/delivery/shop-time.js';

/**
 * Test support (API tests and e2e): SQL that makes a window of *today* bookable whatever the hour,
 * so a test can book for today and watch "Entregas de hoy". Today's template windows are switched
 * off, the zone's cutoff moves to 23:59 of the same day, and one window runs from two minutes from
 * now to midnight with `capacity` places. Fails only in the last minutes before midnight (Mexico City).
 */
export function todayWindowSql(zoneName: string, capacity = 10, now = new Date()): string[] {
  const wall = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(SHOP_TIME_ZONE);
  const start = Math.min(wall.hour * 60 + wall.minute + 2, 1439);
  const zone = `(select id from delivery_zones where name = '${zoneName.replaceAll("'", "''")}')`;
  return [
    `update delivery_window_templates set is_active = false where weekday = ${wall.dayOfWeek} and zone_id = ${zone}`,
    `update delivery_zones set cutoff_days_before = 0, cutoff_minute = 1439 where id = ${zone}`,
    `insert into delivery_window_templates (zone_id, weekday, start_minute, end_minute, capacity)
     values (${zone}, ${wall.dayOfWeek}, ${start}, 1440, ${capacity})`,
  ];
}
