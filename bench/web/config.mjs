// Settings of the Web section (environment) and the pages it measures.
import path from 'node:path';
import { HEADLESS_CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Every page of the section, in run order; `who` is the account whose session is stored first. */
export const PAGES = [
  { name: 'home', path: () => '/', who: null, shopper: true },
  { name: 'category', path: (demo) => `/prods/${demo.category}`, who: null, shopper: true },
  { name: 'product', path: (demo) => `/prods/details/${demo.product.id}`, who: null, shopper: true },
  { name: 'checkout', path: () => '/checkout', who: 'client', cart: true, shopper: true },
  { name: 'orders', path: () => '/orders', who: 'client', shopper: true },
  // An order's page: the spec's orderdet has no id in its path; the order chosen in Mis compras is in
  // the tab's sessionStorage (shared/src/orders/order-side.ts, key 'selectedOrder'), set per tab here.
  {
    name: 'order',
    path: () => '/orderdet',
    who: 'client',
    shopper: true,
    tabStorage: (demo) => ({ selectedOrder: demo.orderId }),
  },
  { name: 'login', path: () => '/login', who: null, shopper: true },
  { name: 'register', path: () => '/register', who: null, shopper: true },
  { name: 'admin', path: () => '/admin', who: 'admin', shopper: false },
];
export const PAGE_NAMES = PAGES.map((page) => page.name);
/** A quick run measures the bytes of every shopper page (they do not move with load) and Lighthouse on these only. */
export const QUICK_LIGHTHOUSE_PAGES = ['home', 'product'];
const SHOPPER_PAGE_NAMES = PAGES.filter((page) => page.shopper).map((page) => page.name);

const number = (env, name, fallback, least = 1) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}`);
  return value;
};

/** Page names from BENCH_WEB_PAGES (comma separated), in run order; unknown names throw. */
export function pagesFrom(text) {
  if (!text) return PAGE_NAMES;
  const wanted = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length) throw new Error(`BENCH_WEB_PAGES: unknown page(s) ${unknown.join(', ')} (known: ${PAGE_NAMES})`);
  return PAGE_NAMES.filter((name) => wanted.includes(name));
}

/**
 * The arguments of the quick page tools (`lighthouse-pages.mjs [page...] [--runs N] [--desktop]`):
 * the pages named (in the order given; `fallback` when none), the runs and the form factor.
 */
export function pageToolArgs(args, fallback) {
  const valueOf = (flag, fallbackValue) => {
    const at = args.indexOf(flag);
    return at >= 0 ? Number(args[at + 1]) : fallbackValue;
  };
  const runs = valueOf('--runs', 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const cpuSlowdown = valueOf('--cpu', undefined);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
    throw new Error('--cpu must be a slowdown factor of at least 1');
  const valueAt = new Set(['--runs', '--cpu'].map((flag) => args.indexOf(flag) + 1).filter((at) => at > 0));
  const named = args.filter((arg, i) => !arg.startsWith('--') && !valueAt.has(i));
  const unknown = named.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length) throw new Error(`unknown page(s) ${unknown.join(', ')} (known: ${PAGE_NAMES})`);
  return {
    pages: named.length ? named : fallback,
    runs,
    formFactor: args.includes('--desktop') ? 'desktop' : 'mobile',
    ...(cpuSlowdown !== undefined && { cpuSlowdown }),
  };
}

/**
 * The section's settings: quick = the bytes of every shopper page, Lighthouse on home + product,
 * mobile only, one run; the full run judges the median of 5 Lighthouse runs per page and form factor
 * (issue 31: the spread of one build's scores is wider than 3 runs show).
 */
export function webSettings(env = process.env, { quick = false } = {}) {
  const base = number(env, 'BENCH_WEB_PORT_BASE', 3100);
  return {
    pages: quick ? SHOPPER_PAGE_NAMES : pagesFrom(env.BENCH_WEB_PAGES),
    lighthousePages: quick ? QUICK_LIGHTHOUSE_PAGES : undefined,
    formFactors: quick ? ['mobile'] : ['mobile', 'desktop'],
    lighthouseRuns: number(env, 'BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 5),
    // TBT from the page's own trace at 4x CPU (trace-tbt.mjs), beside Lighthouse's simulated TBT.
    traceTbtRuns: number(env, 'BENCH_TRACE_TBT_RUNS', quick ? 0 : 3, 0),
    monolith: env.BENCH_WEB_MONOLITH !== '0',
    ports: {
      host: base,
      'remote-shop': base + 1,
      'remote-cart': base + 2,
      'remote-admin': base + 3,
      monolith: base + 5,
      api: number(env, 'BENCH_WEB_API_PORT', 4100),
      debugging: number(env, 'BENCH_WEB_DEBUG_PORT', 9322),
    },
    chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}

/** Debian chromium's flags from STACK.md (scripts/chromium.mjs), for a chromium started directly. */
export const CHROMIUM_FLAGS = HEADLESS_CHROMIUM_FLAGS;
