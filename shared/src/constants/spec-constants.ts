// Business constants of the shop spec (section 9 unless noted). One source of truth: the apps
// and the API read these instead of repeating the numbers; the limits of what the shop accepts
// are the `rules` package's, named here as the apps have always imported them.
import { ACCOUNT_LIMITS, CHECKOUT_LIMITS, PAGING_DEFAULTS } from 'rules/plain';

export { CONTACT_LIMITS, PRODUCT_IMAGE, PRODUCT_LIMITS, SHOP_TIME_ZONE } from 'rules/plain';

/** Default number of records per page (spec 9; the API's default too, from `rules`). */
export const PAGE_SIZE_DEFAULT = PAGING_DEFAULTS.size;
/** Page sizes a shopper or admin can choose for a list (ours; the default first, all within 1..100 the API allows). */
export const PAGE_SIZE_CHOICES = [PAGE_SIZE_DEFAULT, 12, 24, 48] as const;

/** Session check states (spec 9): the `status` of the session slice takes one of these. */
export const SESSION_CHECK = { PERMITTED: 50, BLOCKED: -200, ACTIVE: 100, IDLE: -10, NONE: 0 } as const;
/** One of the {@link SESSION_CHECK} values. */
export type SessionCheck = (typeof SESSION_CHECK)[keyof typeof SESSION_CHECK];

/** Expiry assumed for a token whose `exp` claim cannot be read: 5 minutes (spec 7, 9). */
export const FALLBACK_TOKEN_EXPIRY_SECONDS = 300;
/** How long a session stays in localStorage before it is ignored (spec 7, 9). */
export const SESSION_STORAGE_HOURS = 24;

/** Prices are Mexican pesos shown with the `$` symbol and two decimals (spec 1, 9). */
export const CURRENCY = { code: 'MXN', symbol: '$', decimals: 2 } as const;

/**
 * The spec's global skip flag (spec 5, quick-user dialog: the e-mail "format check ..., skipped
 * while a global skip flag is on (it is on)"). While on, the quick-user dialog does not check the
 * e-mail's format; the API still does, and its refusal shows in the dialog.
 */
export const GLOBAL_SKIP_FLAG: boolean = true;

/** Minimum password length the forms indicate (spec 5, 9). */
export const MIN_PASSWORD_LENGTH = ACCOUNT_LIMITS.passwordMin;

/**
 * Minimum length of the free-text delivery address at checkout (ours: spec 1 says the demo hint
 * mentions a minimum without giving the number).
 */
export const ADDRESS_MIN_LENGTH = CHECKOUT_LIMITS.streetMin;

/** The test cards the payment accepts (spec 1: one US, one MX number), as people type them. */
export const TEST_CARDS = { us: '4242 4242 4242 4242', mx: '4000 0048 4000 0008' } as const;

/** Toast durations in ms: short messages, demo/cart notices, login-required notice (spec 9). */
export const TOAST_MS = { short: 1500, notice: 5000, loginRequired: 10000 } as const;
/** The same {@link TOAST_MS} in seconds, the unit antd's `message` takes. */
export const TOAST_SECONDS = {
  short: TOAST_MS.short / 1000,
  notice: TOAST_MS.notice / 1000,
  loginRequired: TOAST_MS.loginRequired / 1000,
} as const;

/**
 * The toast of an operation's answer: a confirmation is a short message (1.5 s); a refusal or
 * failure stays as long as a notice (5 s), so it can be read.
 */
export function answerToast(ok: boolean): { type: 'success' | 'error'; duration: number } {
  return ok ? { type: 'success', duration: TOAST_SECONDS.short } : { type: 'error', duration: TOAST_SECONDS.notice };
}

/** Websocket reconnection policy (spec 9): attempts, doubled base wait, random jitter range. */
export const WS_RETRY = {
  attempts: 5,
  baseWaitMs: 1000,
  jitterMinMs: 300,
  jitterMaxMs: 3000,
  lazy: true,
  keepAlive: 0,
} as const;

/** Layout sizes of spec sections 2 and 9. */
export const LAYOUT = {
  logoHeightPx: 45,
  cartImageHeightPx: 120,
  adminBarWidthPx: 170,
  adminSideMenuOffset: '15rem',
  /** Below this width the navbar and the admin menus collapse (the "small" breakpoint). */
  smallBreakpointPx: 576,
} as const;

/** Server roles (spec 6). CLIENT is the default; only ADMIN counts as admin. */
export const ROLES = { CLIENT: 'CLIENT', ADMIN: 'ADMIN', SYSTEM: 'SYSTEM' } as const;
/** A server role. */
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Lower-case roles used by the interface (spec 6). */
export const UI_ROLE = { client: 'client', admin: 'admin' } as const;
/** A role as the interface uses it. */
export type UiRole = (typeof UI_ROLE)[keyof typeof UI_ROLE];

/** localStorage keys (spec 7). */
export const STORAGE_KEYS = { session: 'session', cart: 'cart' } as const;

/** Page request values of the pagination input (spec 4; the GraphQL enum `PageRequest`). */
export type PageRequest = 'FIRST' | 'PREV' | 'NEXT' | 'LAST' | 'RE_LOAD';
