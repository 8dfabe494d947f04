import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT_LIMITS } from 'rules';

/** Longer passwords are refused outright: hashing megabytes would be a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = ACCOUNT_LIMITS.passwordMax;

// argon2id (the library default) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike: callers only need yes or no. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response timing
 * does not reveal which e-mails have an account.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('del-campo-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
