import type { Page } from 'playwright-core';

export interface DevPorts {
  HOST_PORT: string;
  SHOP_PORT: string;
  CART_PORT: string;
  ADMIN_PORT: string;
  API_PORT: string;
}
export function waitForUrl(url: string, options: { timeoutMs: number; alive?: () => boolean }): Promise<void>;
export function startSite(options: {
  ports: DevPorts;
  cwd?: string;
  script?: string;
  args?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
  log?: (text: string) => void;
}): Promise<{ hostUrl: string; seconds: number; stop: () => Promise<void> }>;
export function timeEdit(
  page: Page,
  edit: {
    file: string;
    from: string;
    to: string;
    selector: string;
    timeoutMs?: number;
    whileEdited?: (page: Page) => Promise<void>;
  },
): Promise<{ seconds: number; reloaded: boolean }>;
