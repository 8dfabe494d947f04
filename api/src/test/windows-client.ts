import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { TestApi } from './helper.js';
import { deliveryWindowBookings } from '../modules/delivery/delivery.table.js';

export const DELIVERY_WINDOWS = `query ($postalCode: String!) {
  deliveryWindows(postalCode: $postalCode) {
    status message zone { name }
    windows { id date weekday start end label capacity booked remaining available closesAt }
  }
}`;

export interface WindowData {
  id: string;
  date: string;
  weekday: number;
  start: string;
  end: string;
  label: string;
  capacity: number;
  booked: number;
  remaining: number;
  available: boolean;
  closesAt: string;
}

export interface WindowsData {
  status: boolean;
  message: string;
  zone: { name: string } | null;
  windows: WindowData[];
}

export async function deliveryWindows(api: TestApi, postalCode = '44160'): Promise<WindowsData> {
  const { body } = await api.gql<{ deliveryWindows: WindowsData }>(DELIVERY_WINDOWS, { variables: { postalCode } });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.deliveryWindows;
}

/** The counter row of a window (0 when nothing was ever booked). */
export async function bookedIn(api: TestApi, windowId: string): Promise<number> {
  const [templateId, date] = windowId.split(':') as [string, string];
  const [row] = await api.app.database.db
    .select({ booked: deliveryWindowBookings.booked })
    .from(deliveryWindowBookings)
    .where(and(eq(deliveryWindowBookings.templateId, templateId), eq(deliveryWindowBookings.date, date)));
  return row?.booked ?? 0;
}
