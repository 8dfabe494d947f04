import type { Server } from 'node:http';

export function createAppServer(options: { dir: string; configFile?: string }): Server;
