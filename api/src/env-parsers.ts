/** Small readers for environment values. Each one records a problem instead of throwing, so all are listed at once. */
type Problems = string[];

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export function parseBoolean(name: string, value: string | undefined, fallback: boolean, problems: Problems): boolean {
  if (value === undefined || value === '') return fallback;
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
  if (['false', '0', 'no', 'off'].includes(normalized)) return false;
  problems.push(`${name} must be true or false (got "${value}").`);
  return fallback;
}

export function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  range: { min?: number; max?: number },
  problems: Problems,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  const tooSmall = range.min !== undefined && parsed < range.min;
  const tooBig = range.max !== undefined && parsed > range.max;
  if (!Number.isInteger(parsed) || tooSmall || tooBig) {
    problems.push(`${name} must be an integer${range.min !== undefined ? ` >= ${range.min}` : ''} (got "${value}").`);
    return fallback;
  }
  return parsed;
}

/** Accepts seconds ("3600") or a number with a unit: 90s, 30m, 8h, 7d. */
export function parseDuration(name: string, value: string | undefined, fallback: number, problems: Problems): number {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1) : 0;
  if (seconds <= 0) {
    problems.push(`${name} must look like 3600, 30m, 8h or 7d (got "${value}").`);
    return fallback;
  }
  return seconds;
}

/** An absolute http(s) URL without a trailing slash (links in e-mails are built on it). */
export function parseHttpUrl(name: string, value: string | undefined, fallback: string, problems: Problems): string {
  if (value === undefined || value === '') return fallback;
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return trimSlash(url.href);
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL (got "${value}").`);
  return fallback;
}

export function parseList(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .map((item) => trimSlash(item.trim()))
    .filter(Boolean);
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Shortest secret accepted for JWT_SECRET and SSR_API_SECRET (256 bits of text). */
export const MIN_SECRET_LENGTH = 32;
