import { FALLBACK_TOKEN_EXPIRY_SECONDS } from '../constants/spec-constants';

/** Decodes one base64url segment of a JWT to a string (each byte as one char). */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
}

/** The `exp` claim of a JWT, or null when the token is not a readable JWT with a numeric exp. */
function readExpClaim(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // Multi-byte UTF-8 (an accented name) decodes to Latin-1 chars here: still valid JSON, and
    // only the ASCII `exp` is read, so no TextDecoder is needed.
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Expiry of a session token in epoch seconds, read from the JWT's `exp` claim WITHOUT verifying
 * the signature (only the server can; the client just needs to know when to stop using it).
 * When the claim cannot be decoded, the spec's fallback applies: `nowSeconds` + 5 minutes.
 */
export function getTokenExpiry(token: string, nowSeconds: number = Date.now() / 1000): number {
  return readExpClaim(token) ?? Math.floor(nowSeconds) + FALLBACK_TOKEN_EXPIRY_SECONDS;
}
