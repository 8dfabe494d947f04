import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { RoleName } from '../users/users.table.js';
import { ROLES } from '../users/users.table.js';

/** The claims the storefront reads from a session token (spec: id, name, role, expiry). */
export interface SessionClaims {
  id: string;
  name: string;
  role: RoleName;
  /** Seconds since the epoch. */
  exp: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** The account's session version when issued: a token of an older version has ended. */
  sv: number;
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const ALGORITHM = 'HS256';
/** Verified tokens kept in memory per process (about 0.5 KB each). */
const VERIFIED_TOKENS_MAX = 10_000;

/** Accepts the raw token or `Bearer <token>`; anything blank counts as no token. */
export function readAuthToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value
    ?.trim()
    .replace(/^Bearer(\s+|$)/i, '')
    .trim();
  return token ? token : null;
}

export class SessionTokens {
  /**
   * The secret as a WebCrypto key, imported once: given the raw bytes, jose imports them again on
   * every sign and verify (every request with a session token verifies one).
   */
  private key: Promise<webcrypto.CryptoKey> | undefined;
  /**
   * Tokens whose signature was checked, with their claims, until they expire: a signature and its
   * claims never change, so a session's next requests skip the HMAC. Whether the session still
   * holds (logout, password, role, deactivation) is asked of the database on every request all the
   * same (AuthService.currentSession). Bounded: the least recently used entry goes first.
   */
  private readonly verified = new LRUCache<string, SessionClaims>({ max: VERIFIED_TOKENS_MAX });

  constructor(
    private readonly secret: string,
    private readonly expiresInSeconds: number,
  ) {}

  private cryptoKey(): Promise<webcrypto.CryptoKey> {
    this.key ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(this.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }

  async sign(user: { id: string; name: string; role: RoleName; sessionVersion: number }): Promise<string> {
    const key = await this.cryptoKey();
    return new SignJWT({ id: user.id, name: user.name, role: user.role, sv: user.sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${this.expiresInSeconds}s`)
      .sign(key);
  }

  async verify(token: string | null): Promise<TokenCheck> {
    if (!token) return { ok: false, reason: 'missing' };
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return { ok: true, claims: known };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const check = await this.verifySignature(token);
    if (check.ok) this.verified.set(token, check.claims);
    return check;
  }

  private async verifySignature(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey(), { algorithms: [ALGORITHM] });
      const { id, name, role, exp, iat, sv } = payload;
      const wellFormed =
        typeof id === 'string' &&
        typeof name === 'string' &&
        typeof exp === 'number' &&
        typeof iat === 'number' &&
        Number.isInteger(sv);
      if (!wellFormed || !ROLES.includes(role as RoleName)) return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { id, name, role: role as RoleName, exp, iat, sv: sv as number } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
