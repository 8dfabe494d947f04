// `node bench/web/profile.mjs [page...]`: where a shopper page's main thread goes on a 4x slower
// CPU (Lighthouse mobile's factor), to find what makes TBT: long animation frames with their
// scripts, then CPU self time by original source and function. Starts the bench site (built
// first when needed) on the bench ports; pages as in config.mjs (home, category, product, ...).
// Run it on a quiet machine: other load inflates every figure.
import { PAGES, ROOT, webSettings } from './config.mjs';
import { observeLongFrames, selfTimeByEntry, selfTimeBySource, sourceMapResolver } from './profile/main-thread.mjs';
import { targetOf } from './section.mjs';
import { onBenchSite } from './site.mjs';
import { addTabStorage, storageState } from './traffic.mjs';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 8000;
const TOP = 25;
const ENTRIES = 10;
const options = webSettings(process.env);
const names = process.argv.slice(2).length ? process.argv.slice(2) : ['home'];

/** A page as the bench audits it: the logged-in pages with their session, cart and chosen order. */
async function profilePage(browser, { url, storage, tabStorage }) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ storageState: storageState(origin, storage) });
  try {
    await context.addInitScript(observeLongFrames);
    await addTabStorage(context, origin, tabStorage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    return { profile, frames: await page.evaluate(() => window.__longFrames), path: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

function print(name, { profile, frames }, consumerOf) {
  const blocking = frames.reduce((sum, frame) => sum + frame.blockingMs, 0);
  console.log(`${name}: ${frames.length} long frames, ${blocking} ms blocking (at ${CPU_SLOWDOWN}x CPU)`);
  for (const frame of frames) {
    console.log(`  at ${frame.startMs} ms: ${frame.durationMs} ms (blocking ${frame.blockingMs})`);
    for (const script of frame.scripts.filter((s) => s.durationMs >= 5))
      console.log(`      ${script.durationMs} ms ${script.invoker} (${script.source})`);
  }
  console.log('  self time by entry point (what the browser called) and, within it, by source:');
  for (const entry of selfTimeByEntry(profile, consumerOf).slice(0, ENTRIES)) {
    console.log(`    ${String(entry.ms).padStart(5)} ms ${entry.key}`);
    for (const { key, ms } of entry.sources.slice(0, 6)) console.log(`          ${String(ms).padStart(5)} ms ${key}`);
  }
  const { bySource, byFunction } = selfTimeBySource(profile, consumerOf);
  console.log('  self time by source:');
  for (const { key, ms } of bySource.slice(0, TOP)) console.log(`    ${String(ms).padStart(5)} ms ${key}`);
  console.log('  self time by function:');
  for (const { key, ms } of byFunction.slice(0, TOP)) console.log(`    ${String(ms).padStart(5)} ms ${key}`);
}

await onBenchSite(options, { monolith: false }, async ({ site, browser, demo }) => {
  const appOfOrigin = Object.fromEntries(
    ['host', 'remote-shop', 'remote-cart', 'remote-admin'].map((app) => [site.urls[app], app]),
  );
  const consumerOf = sourceMapResolver(ROOT, appOfOrigin);
  for (const name of names) {
    if (!PAGES.some((candidate) => candidate.name === name))
      throw new Error(`unknown page ${name} (known: ${PAGES.map((p) => p.name).join(', ')})`);
    const target = targetOf(name, site.urls.host, demo);
    const profiled = await profilePage(browser, target);
    if (profiled.path !== target.expectedPath)
      throw new Error(`${name}: the page went to ${profiled.path}, not ${target.expectedPath} (a guard?)`);
    print(name, profiled, consumerOf);
  }
});
