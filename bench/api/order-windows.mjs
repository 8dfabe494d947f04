// Delivery windows for the bench's orders. Every order of a covered address books a window
// (issue 29), a window holds what the admin set (the demo: 10 orders), and the demo zone has a
// minimum order above one unit of fruit. So before a load of placeOrder the bench, as the admin,
// lifts every window of the demo zone's weekly template to the most places the rules allow and
// takes the zone's minimum off; the load then books the open windows in turn.
import { gql, login } from './client.mjs';
import { DEMO } from './demo.mjs';

/** The postal code every bench order is sent to (queries.mjs' address). */
export const BENCH_POSTAL_CODE = '44100';
/** rules/src/limits.ts DELIVERY_LIMITS.capacityMax. */
const MOST_PLACES = 10_000;

const ZONES = `{ adminDeliveryZones { status message zones {
  zone { id fee freeShippingFrom } cutoffDaysBefore cutoffTime postalRanges { first last }
  templates { id zoneId weekday start end isActive } } } }`;
const SAVE_TEMPLATE = `mutation ($input: DeliveryWindowTemplateInput!) {
  saveDeliveryWindowTemplate(input: $input) { status message } }`;
const SAVE_ZONE = `mutation ($input: DeliveryZoneInput!) { saveDeliveryZone(input: $input) { status message } }`;
const WINDOWS = `query ($postalCode: String!) { deliveryWindows(postalCode: $postalCode) {
  status message windows { id available } } }`;

function must(result, what) {
  if (!result.status) throw new Error(`${what}: ${result.message}`);
  return result;
}

async function openZone(url, admin, { zone, cutoffDaysBefore, cutoffTime, postalRanges, templates }) {
  for (const { id, zoneId, weekday, start, end, isActive } of templates) {
    const input = { id, zoneId, weekday, start, end, isActive, capacity: MOST_PLACES };
    must((await gql(url, SAVE_TEMPLATE, { input }, admin)).saveDeliveryWindowTemplate, 'saveDeliveryWindowTemplate');
  }
  const input = {
    id: zone.id,
    fee: zone.fee,
    freeShippingFrom: zone.freeShippingFrom,
    minimumOrder: 0,
    cutoffDaysBefore,
    cutoffTime,
    postalRanges,
  };
  must((await gql(url, SAVE_ZONE, { input }, admin)).saveDeliveryZone, 'saveDeliveryZone');
}

/** Opens the demo zone for a load of orders; returns the ids of its windows with places, soonest first. */
export async function openOrderWindows(url) {
  const admin = await login(url, DEMO.admin);
  const { zones } = must((await gql(url, ZONES, {}, admin)).adminDeliveryZones, 'adminDeliveryZones');
  for (const zone of zones) await openZone(url, admin, zone);
  const { windows } = must((await gql(url, WINDOWS, { postalCode: BENCH_POSTAL_CODE })).deliveryWindows, 'windows');
  const ids = windows.filter((window) => window.available).map((window) => window.id);
  if (ids.length === 0) throw new Error(`no delivery window with places for ${BENCH_POSTAL_CODE}`);
  return ids;
}

/** The window of the n-th order: the open windows in turn, so no one window fills first. */
export const windowOf = (windowIds, n) => windowIds[n % windowIds.length];
