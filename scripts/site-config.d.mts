export const APP_PORTS: Record<'host' | 'remote-shop' | 'remote-cart' | 'remote-admin', number>;
export const API_PORT: number;
export const BIND_HOST: string;
export const CDN_PORT: number;
export const MONOLITH_PORT: number;
export function deployDir(): string;
export function hostConfigFile(): string;
export function cdnUrl(): string;
export interface SiteConfig {
  graphqlUrl: string;
  wsUrl: string;
  remotes: { shop: string; cart: string; admin: string };
  shop: { name: string; tagline: string; city: string; phone: string; email: string };
}
export function buildSiteConfig(overrides?: { remotes?: Partial<SiteConfig['remotes']> }): SiteConfig;
export function appOrigins(): string[];
