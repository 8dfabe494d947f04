import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium, with the flags that keep it off the network (STACK.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}
