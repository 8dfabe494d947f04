// `npm run dev`'s inner loop: the site in development, the home open in chromium, then an edit of a
// remote-shop component timed until the open page shows it (a hot update: the page must not reload).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { startSite, timeEdit } from '../../scripts/dev-site.mjs';

const PORTS = { HOST_PORT: '13410', SHOP_PORT: '13411', CART_PORT: '13412', ADMIN_PORT: '13413', API_PORT: '13414' };
export const EDITED_FILE = 'remote-shop/src/features/home/category-grid.tsx';
const GRID = '[data-testid=category-grid]';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Edit `edits` times (each a new attribute on the category grid); every edit is restored before the next. */
async function timeEdits(page, edits, log) {
  const times = [];
  for (let edit = 1; edit <= edits; edit += 1) {
    const result = await timeEdit(page, {
      file: EDITED_FILE,
      from: 'data-testid="category-grid">',
      to: `data-testid="category-grid" data-bench-edit="e${edit}">`,
      selector: `${GRID}[data-bench-edit=e${edit}]`,
    });
    if (result.reloaded) throw new Error('the edit reloaded the page: no hot update');
    log(`edit ${edit}/${edits}: on screen after ${result.seconds.toFixed(2)} s`);
    times.push(result.seconds);
    // The restore is a hot update too: wait for it, so the next edit starts from a quiet server.
    await page.locator(`${GRID}[data-bench-edit]`).waitFor({ state: 'detached', timeout: 120_000 });
  }
  return times;
}

/** fork-ts-checker's line when an app's check ends clean (webpack/dev/dev-config.cjs); one per app. */
const TYPES_CHECKED = 'No typescript errors found.';
const APPS_IN_DEVELOPMENT = 4;
const SETTLE_TIMEOUT_MS = 5 * 60_000;

/**
 * Until each app's type checker has finished its first pass (a developer edits a started site, not
 * one whose four checkers still take both cores), or SETTLE_TIMEOUT_MS; not with DEV_TYPECHECK=false.
 */
async function typeChecksDone(checked) {
  if (process.env.DEV_TYPECHECK === 'false') return;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (checked() < APPS_IN_DEVELOPMENT && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measureEditLoop({ edits, log, settle = true }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-dev-'));
  let output = '';
  let checked = 0;
  // The end of the previous chunk, too short to hold the line: a line cut between chunks still counts once.
  let carry = '';
  const site = await startSite({
    ports: PORTS,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    log: (text) => {
      const joined = carry + text;
      checked += joined.split(TYPES_CHECKED).length - 1;
      carry = joined.slice(-(TYPES_CHECKED.length - 1));
      output = (output + text).slice(-3000);
    },
  }).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${output}`);
  });
  log(`npm run dev: every server answered after ${site.seconds.toFixed(1)} s`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(site.hostUrl);
    await page.locator(`${GRID} .category-name`).first().waitFor({ timeout: 300_000 });
    if (settle) {
      await typeChecksDone(() => checked);
      log(`type checkers' first pass: ${checked}/${APPS_IN_DEVELOPMENT} apps clean`);
    }
    const times = await timeEdits(page, edits, log);
    return { file: EDITED_FILE, startSeconds: site.seconds, edits: times, seconds: median(times) };
  } finally {
    await browser.close();
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
