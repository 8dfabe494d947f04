// What one stranger's requests may cost the storefront's server (docs/security.md, "The
// storefront's server"): a request target longer than MAX_URL_BYTES is answered 414 before any
// work, a URL in a log line is cut to a few hundred characters, and render failures are logged at
// most LOG_LINES_PER_WINDOW times per window (then one line with how many were left out).

/** The longest request target (path + query) served; longer ones get 414. */
export const MAX_URL_BYTES = 4096;

/** At most this many characters of a URL or an error message in one log line. */
export const LOG_TEXT_CHARS = 200;

/** True when `url` (the raw request target) is longer than MAX_URL_BYTES. */
export const isOverLongUrl = (url) => Buffer.byteLength(url ?? '', 'utf8') > MAX_URL_BYTES;

/**
 * `text` for a log line: control characters shown as escapes (no forged lines) and cut to
 * `max` characters, saying how long it was.
 */
export function forLog(text, max = LOG_TEXT_CHARS) {
  const value = String(text);
  const cut = value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value;
  // eslint-disable-next-line no-control-regex
  return cut.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A logger that writes at most `lines` lines per `windowMs`; past that it counts, and the first
 * line of a later window says how many were left out. `write` defaults to console.error.
 */
export function throttledLog({ lines = 20, windowMs = 10_000, write = (line) => console.error(line) } = {}) {
  let windowStart = 0;
  let written = 0;
  let leftOut = 0;
  return function log(line) {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      if (leftOut > 0) write(`(${leftOut} more lines like these were not logged)`);
      windowStart = now;
      written = 0;
      leftOut = 0;
    }
    if (written < lines) {
      written += 1;
      write(line);
    } else {
      leftOut += 1;
    }
  };
}
