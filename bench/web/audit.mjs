// Lighthouse per page: the page's localStorage is set in chromium's default context, the page is checked
// to render its content (playwright over CDP), the HTTP cache is cleared, then Lighthouse runs (N times).
import { withDefaultContext } from './browser.mjs';
import { checkRendered } from './checks.mjs';
import { runLighthouse, summariseRuns } from './lighthouse.mjs';
import { addTabStorage } from './traffic.mjs';

/** Replaces the localStorage of `origin` with `storage` ({key: text}; null = empty). */
async function setStorage(context, origin, storage) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/config.json`);
    await page.evaluate(
      (entries) => {
        localStorage.clear();
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      Object.entries(storage ?? {}),
    );
  } finally {
    await page.close();
  }
}

async function clearHttpCache(context) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/** Sets the storage and proves the page renders its expected content in this very browser. */
async function prepare(context, { name, url, expectedPath, storage, tabStorage, demo }) {
  await setStorage(context, new URL(url).origin, storage);
  const page = await context.newPage();
  try {
    await addTabStorage(page, new URL(url).origin, tabStorage);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await checkRendered(page, name, expectedPath, demo);
  } finally {
    await page.close();
  }
}

/** Lighthouse figures per form factor ({mobile, desktop}): each figure the median of `runs` runs, with its spread. */
export async function auditPage(port, target, { formFactors, runs, log, cpuSlowdown }) {
  const seen = await withDefaultContext(port, (context) => prepare(context, target));
  const figures = { seen };
  for (const formFactor of formFactors) {
    const all = [];
    for (let run = 0; run < runs; run += 1) {
      await withDefaultContext(port, clearHttpCache);
      const result = await runLighthouse(target.url, { port, formFactor, tabStorage: target.tabStorage, cpuSlowdown });
      const finalPath = result.finalUrl && new URL(result.finalUrl).pathname;
      if (finalPath !== target.expectedPath) {
        throw new Error(
          `Lighthouse on ${target.name} (${formFactor}) ended on ${result.finalUrl}, not ${target.expectedPath}`,
        );
      }
      if (result.runtimeError) throw new Error(`Lighthouse on ${target.name} (${formFactor}): ${result.runtimeError}`);
      all.push(result);
    }
    figures[formFactor] = summariseRuns(all);
    const f = figures[formFactor];
    log(
      `    ${target.name} ${formFactor}: perf ${f.performance} a11y ${f.accessibility} LCP ${Math.round(f.lcpMs)} ms CLS ${f.cls?.toFixed(3)}`,
    );
  }
  return figures;
}
