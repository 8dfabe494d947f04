import type { Resolvers } from '../generated/graphql.js';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { categoriesResolvers } from '../modules/categories/categories.resolvers.js';
import { contactResolvers } from '../modules/contact/contact.resolvers.js';
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
  return merged as Resolvers;
}
