import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface AppServerOptions {
  dir: string;
  configFile?: string;
  optionalConfig?: boolean;
  only?: RegExp;
  hsts?: boolean;
  /** CORS for shells on other origins (remotes' files); default true, off for the host. */
  crossOrigin?: boolean;
}

export function buildAppServer(options: AppServerOptions): FastifyInstance;
export function createAppServer(options: AppServerOptions): Server;
export const CDN_FILES: RegExp;
export function createCdnServer(
  dir: string,
  options?: { configFile?: string; optionalConfig?: boolean; hsts?: boolean },
): Server;
