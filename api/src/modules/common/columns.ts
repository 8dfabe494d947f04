import { timestamp } from 'drizzle-orm/pg-core';

/** Millisecond precision so a timestamp survives the round trip through a JS Date (keyset cursors). */
export const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
