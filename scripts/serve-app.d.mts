import type { Server } from 'node:http';

export function createAppServer(options: {
  dir: string;
  configFile?: string;
  optionalConfig?: boolean;
  only?: RegExp;
}): Server;
export function createCdnServer(dir: string): Server;
