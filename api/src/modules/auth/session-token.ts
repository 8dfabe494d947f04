import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
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
