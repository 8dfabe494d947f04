import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampMs } from '../common/columns.js';

export const ROLES = ['CLIENT', 'ADMIN', 'SYSTEM'] as const;
export type RoleName = (typeof ROLES)[number];
export const roleEnum = pgEnum('role', ROLES);

/** Postal address kept as one JSON value: it is always read and written whole. */
export interface AddressValue {
  country: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull(),
    // Null until an account created by an admin (createUserQuick) is activated by its owner.
    passwordHash: text('password_hash'),
    // Sessions issued before this instant stop working: a password reset ends every other session.
    passwordChangedAt: timestampMs('password_changed_at'),
    // Every session token carries the version it was issued at; logout, a password change,
    // deactivation and a role change add one, which ends every session issued before, at once.
    sessionVersion: integer('session_version').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    role: roleEnum('role').notNull().default('CLIENT'),
    isActive: boolean('is_active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    stripeCustomer: text('stripe_customer'),
    address: jsonb('address').$type<AddressValue>(),
    lastLoginAt: timestampMs('last_login_at'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // E-mails are stored lower-cased; the unique index backs login look-ups and the email cursor.
    uniqueIndex('users_email_unique').on(table.email),
    // (cursor, id) pairs: each keyset page is one index range scan, whatever its depth.
    index('users_name_id_idx').on(table.name, table.id),
    index('users_lastname_id_idx').on(table.lastname, table.id),
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_email_id_idx').on(table.email, table.id),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Set with an update: every session of the account issued before it ends (see sessionVersion). */
export const END_SESSIONS = { sessionVersion: sql`${users.sessionVersion} + 1` };
