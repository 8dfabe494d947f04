// Test helper: an unsigned JWT with the given claims (the client never verifies signatures).
// encodeURIComponent + unescape turn UTF-8 text into the byte string btoa needs, without
// TextEncoder (which the jsdom test environment lacks).
const base64Url = (text: string) =>
  btoa(unescape(encodeURIComponent(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token whose payload carries `claims`, e.g. `{ exp }`. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return [base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })), base64Url(JSON.stringify(claims)), 'sig'].join('.');
}

/** Epoch seconds `offset` seconds from now. */
export const secondsFromNow = (offset: number) => Math.floor(Date.now() / 1000) + offset;
