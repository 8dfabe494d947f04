// One Debian chromium with the STACK.md flags and a remote-debugging port: Lighthouse drives it by
// port, playwright-core attaches over CDP to set localStorage and to check what each page shows.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './config.mjs';

async function waitForDebugger(port, child) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode}) at start`);
    if (Date.now() > deadline) throw new Error(`chromium's debugging port ${port} did not open in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts chromium on `port`; returns { port, close }. Attach with withDefaultContext() between Lighthouse runs. */
export async function launchDebuggableChromium(executable, port) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const args = [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'];
  const child = spawn(executable, args, { stdio: 'ignore' });
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    await waitForDebugger(port, child);
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Attaches playwright over CDP, runs `work(context)` in chromium's default context (the one Lighthouse's
 * tabs use, so localStorage set here is what Lighthouse's page finds), then detaches: Lighthouse runs alone.
 */
export async function withDefaultContext(port, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await work(browser.contexts()[0]);
  } finally {
    await browser.close();
  }
}

/** A second, independent chromium (playwright launch) for the byte counts: a fresh context per page. */
export function launchChromium(executable) {
  return chromium.launch({ executablePath: executable, headless: true, args: CHROMIUM_FLAGS.slice(1) });
}
