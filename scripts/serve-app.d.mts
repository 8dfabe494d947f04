import type { Server } from 'node:http';
import type { SiteConfig } from './site-config.mjs';

type PolicySource = Partial<Pick<SiteConfig, 'graphqlUrl' | 'wsUrl'>> & { remotes?: Partial<SiteConfig['remotes']> };

export function contentSecurityPolicy(config: PolicySource | undefined): string;
export function securityHeaders(config: PolicySource | undefined, options?: { hsts?: boolean }): Record<string, string>;
export function createAppServer(options: {
  dir: string;
  configFile?: string;
  optionalConfig?: boolean;
  only?: RegExp;
  hsts?: boolean;
}): Server;
export function createCdnServer(
  dir: string,
  options?: { configFile?: string; optionalConfig?: boolean; hsts?: boolean },
): Server;
