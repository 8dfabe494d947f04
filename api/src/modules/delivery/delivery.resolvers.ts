import type { Resolvers } from '../../generated/graphql.js';

export const deliveryResolvers: Resolvers = {
  Query: {
    deliveryCoverage: (_root, { postalCode }, { services }) => services.coverage.coverage(postalCode),
    deliveryWindows: (_root, { postalCode }, { services }) => services.windows.windowsFor(postalCode),
  },
};
