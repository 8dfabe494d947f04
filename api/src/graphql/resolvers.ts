import type { Resolvers } from '../generated/graphql.js';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { categoriesResolvers } from '../modules/categories/categories.resolvers.js';
import { contactResolvers } from '../modules/contact/contact.resolvers.js';
import { MESSAGES } from '../modules/common/messages.js';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers.js';
import { deliveryResolvers } from '../modules/delivery/delivery.resolvers.js';
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
  deliveryResolvers,
];

/**
 * Text PostgreSQL cannot store: U+0000, and a lone UTF-16 surrogate (not valid Unicode, so no
 * UTF-8 exists for it). Either in any argument made the driver fail and the caller got
 * INTERNAL_SERVER_ERROR (found by src/properties). Refused as a caller mistake (400).
 */
class UnstorableTextError extends Error {
  readonly statusCode = 400;
  readonly code = 'BAD_USER_INPUT';
  constructor(message: string) {
    super(message);
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for the first unstorable text among the arguments, or null when all can be stored. */
function unstorableText(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return MESSAGES.nulCharacter;
    return LONE_SURROGATE.test(value) ? MESSAGES.invalidCharacter : null;
  }
  const items = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? Object.values(value) : [];
  for (const item of items) {
    const problem = unstorableText(item);
    if (problem) return problem;
  }
  return null;
}

type FieldResolver = (parent: unknown, args: unknown, ...rest: unknown[]) => unknown;

/** Query and Mutation fields refuse unstorable text anywhere in their arguments before they run. */
function refusingUnstorableText(merged: Record<string, Record<string, unknown>>) {
  for (const typeName of ['Query', 'Mutation']) {
    for (const [field, resolver] of Object.entries(merged[typeName] ?? {})) {
      if (typeof resolver !== 'function') continue;
      merged[typeName]![field] = (parent: unknown, args: unknown, ...rest: unknown[]) => {
        const problem = unstorableText(args);
        if (problem) throw new UnstorableTextError(problem);
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
  return refusingUnstorableText(merged) as Resolvers;
}
