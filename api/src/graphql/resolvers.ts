import type { Resolvers } from '../generated/graphql.js';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { categoriesResolvers } from '../modules/categories/categories.resolvers.js';
import { contactResolvers } from '../modules/contact/contact.resolvers.js';
import { MESSAGES } from '../modules/common/messages.js';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers.js';
import { ordersResolvers } from '../modules/orders/orders.resolvers.js';
import { productsResolvers } from '../modules/products/products.resolvers.js';
import { usersResolvers } from '../modules/users/users.resolvers.js';

const MODULE_RESOLVERS: Resolvers[] = [
  authResolvers,
  accountsResolvers,
  usersResolvers,
  categoriesResolvers,
  productsResolvers,
  dashboardResolvers,
  contactResolvers,
  ordersResolvers,
];

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte in any argument made the driver fail and the
 * caller got INTERNAL_SERVER_ERROR (found by src/properties). Refused as a caller mistake (400).
 */
class NulCharacterError extends Error {
  readonly statusCode = 400;
  readonly code = 'BAD_USER_INPUT';
  constructor() {
    super(MESSAGES.nulCharacter);
  }
}

function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNulCharacter);
  return false;
}

type FieldResolver = (parent: unknown, args: unknown, ...rest: unknown[]) => unknown;

/** Query and Mutation fields refuse a NUL character anywhere in their arguments before they run. */
function refusingNulCharacters(merged: Record<string, Record<string, unknown>>) {
  for (const typeName of ['Query', 'Mutation']) {
    for (const [field, resolver] of Object.entries(merged[typeName] ?? {})) {
      if (typeof resolver !== 'function') continue;
      merged[typeName]![field] = (parent: unknown, args: unknown, ...rest: unknown[]) => {
        if (hasNulCharacter(args)) throw new NulCharacterError();
        return (resolver as FieldResolver)(parent, args, ...rest);
      };
    }
  }
  return merged;
}

/** One resolver map from every module's, merged type by type (a field defined twice is a bug). */
export function mergeResolvers(parts: Resolvers[] = MODULE_RESOLVERS): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return refusingNulCharacters(merged) as Resolvers;
}
