import { useAppConfig } from 'shared';

/** The API's base URL: the runtime config's GraphQL endpoint without its trailing `/graphql`. */
export function apiBaseFromGraphqlUrl(graphqlUrl: string): string {
  return graphqlUrl.replace(/\/graphql\/?$/, '');
}

/** The API base URL of this deploy, from the runtime config the host (or the standalone harness) provides. */
export function useApiBaseUrl(): string {
  return apiBaseFromGraphqlUrl(useAppConfig().graphqlUrl);
}
