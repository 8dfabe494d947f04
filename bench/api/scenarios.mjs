// The operations of the API section, in the order they run. Each answer must contain `expect`
// (default '"status":true') and no GraphQL errors; the first one, the trivial query, is the ceiling.
import { DEMO } from './demo.mjs';
import { QUERIES, firstPageVariables } from './queries.mjs';

/** The name suffix of the catalogue reads measured again with the answer cache off. */
export const UNCACHED_SUFFIX = 'Uncached';

/** The storefront's public catalogue reads: the ones the answer cache may serve. */
export function catalogueScenarios({ category, productId }) {
  return [
    {
      name: 'productsPage',
      label: `productsPage (first page of "${category}")`,
      query: QUERIES.productsPage,
      variables: firstPageVariables(category),
    },
    { name: 'product', label: 'product(id)', query: QUERIES.product, variables: { id: productId } },
    { name: 'categories', label: 'categories', query: QUERIES.categories, expect: '"categories":[' },
  ];
}

export function apiScenarios({ category, productId, orderProductIds, windowIds, clientToken, loginConnections }) {
  return [
    {
      name: 'ceiling',
      label: 'trivial query `{ __typename }` (ceiling, never cached)',
      query: QUERIES.ceiling,
      expect: '"__typename":"Query"',
    },
    ...catalogueScenarios({ category, productId }).map((scenario) => ({
      ...scenario,
      label: `${scenario.label}, cache on`,
    })),
    {
      name: 'validateTokenExt',
      label: 'validateTokenExt (client token, user info)',
      query: QUERIES.validateTokenExt,
      variables: { isGetUserInfo: true, include: false },
      headers: { authorization: clientToken },
    },
    {
      name: 'login',
      label: 'login (argon2id)',
      query: QUERIES.login,
      variables: { ...DEMO.client, include: false },
      connections: loginConnections,
    },
    {
      name: 'placeOrder',
      label: `placeOrder (1 unit of ${orderProductIds.length} products in turn, test card, new idempotency key each)`,
      placeOrder: { productIds: orderProductIds, windowIds },
      headers: { authorization: clientToken },
    },
  ];
}
