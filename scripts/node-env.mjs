// NODE_ENV, read the same way by every server-side part (the API's config and its test hooks, the
// scripts): one of development, production or test, in any case (`Production` is production);
// unset or blank means development; anything else is refused, so a typo never runs as "not production".

export const NODE_ENVIRONMENTS = /** @type {const} */ (['development', 'production', 'test']);

/** Refusal of an unknown NODE_ENV: the message names the allowed values and the value given. */
export class NodeEnvError extends Error {
  constructor(value) {
    const shown = JSON.stringify(String(value).slice(0, 40));
    super(`NODE_ENV must be development, production or test (in any case); got ${shown}.`);
    this.name = 'NodeEnvError';
  }
}

/** The environment named by `value` (a NODE_ENV), lower-cased; throws NodeEnvError for an unknown one. */
export function readNodeEnv(value) {
  const name = (value ?? '').trim().toLowerCase();
  if (name === '') return 'development';
  if (!NODE_ENVIRONMENTS.includes(name)) throw new NodeEnvError(value);
  return name;
}

/** True when NODE_ENV says production, in any case; throws NodeEnvError for an unknown value. */
export function isProduction(env = process.env) {
  return readNodeEnv(env.NODE_ENV) === 'production';
}

/** True when NODE_ENV says test, in any case; throws NodeEnvError for an unknown value. */
export function isTestEnv(env = process.env) {
  return readNodeEnv(env.NODE_ENV) === 'test';
}

/** True in CI (CI=true, or 1/yes in any case), where the test suites skip nothing. */
export function inCi(env = process.env) {
  return /^(1|true|yes)$/i.test((env.CI ?? '').trim());
}
