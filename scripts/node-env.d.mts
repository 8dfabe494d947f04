export const NODE_ENVIRONMENTS: readonly ['development', 'production', 'test'];
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];
export class NodeEnvError extends Error {
  constructor(value: unknown);
}
export function readNodeEnv(value: string | undefined): NodeEnvironment;
export function isProduction(env?: Record<string, string | undefined>): boolean;
export function isTestEnv(env?: Record<string, string | undefined>): boolean;
export function inCi(env?: Record<string, string | undefined>): boolean;
