// Debian's chromium and the flags that keep it headless and on loopback (STACK.md): one list for the
// e2e suite, the bench's Lighthouse runs and its chart rendering.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for playwright's launch (it adds its own headless flag). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-pings',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=AutofillServerCommunication,OptimizationHints,MediaRouter,Translate',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

/** The same for a chromium started directly (Lighthouse through its debugging port). */
export const HEADLESS_CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
