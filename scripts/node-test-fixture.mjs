// For the tests of what `npm test` reads from node's test runner (test-counts, test-failures): runs
// `source` as a test file under a real `node --test` with the TAP reporter, the way test-all.mjs
// does, and answers the TAP it wrote and the runner's exit status.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function runNodeTests(source) {
  const dir = mkdtempSync(path.join(tmpdir(), 'node-test-fixture-'));
  try {
    const file = path.join(dir, 'fixture.test.mjs');
    const tap = path.join(dir, 'out.tap');
    writeFileSync(file, source);
    // Without NODE_TEST_CONTEXT (set by the runner running the caller) the child reports on its own.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const run = spawnSync(
      process.execPath,
      ['--test', '--test-reporter=tap', `--test-reporter-destination=${tap}`, file],
      {
        env,
      },
    );
    return { text: readFileSync(tap, 'utf8'), status: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
