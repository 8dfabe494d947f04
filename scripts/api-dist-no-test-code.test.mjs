// Issue 32: the API's build (`npm run build -w api`, tsconfig.build.json) holds no test code. tsc
// compiles every file the included ones import, whatever `exclude` says, so this asks tsc itself
// which files the build compiles: no test, no test helper (src/test/), nothing a test folder
// holds. And no production module of the API or of shared exports a hook for tests.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'api');
// Test helpers that lived among the modules until issue 32 (now in src/test/): none may come back.
const HELPERS = /(?:^|\/)(?:\w+-client|today-window|multipart-body|arbitraries)\.ts$/;
const tsc = createRequire(path.join(api, 'package.json')).resolve('typescript/bin/tsc');

/** The files `tsc -p tsconfig.build.json` would emit into api/dist, relative to api/. */
function builtFiles() {
  const listed = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--listFilesOnly'], {
    cwd: api,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .map((file) => path.relative(api, file.trim()))
    .filter((file) => file.startsWith(`src${path.sep}`));
}

test('the API build compiles no test and no test helper', { timeout: 300_000 }, () => {
  const files = builtFiles();
  assert.ok(files.includes(path.join('src', 'server.ts')), `the build still holds the server: ${files.length} files`);
  const testCode = files.filter(
    (file) =>
      /\.test\.ts$/.test(file) ||
      file.split(path.sep).some((part) => part === 'test' || part === 'properties') ||
      HELPERS.test(file.split(path.sep).join('/')),
  );
  assert.deepEqual(testCode, []);
});

/** Production sources (not tests, not test folders) of a package's src/. */
function productionSources(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split(path.sep).some((part) => ['test', 'testing', 'generated'].includes(part)))
    .map((file) => path.join(dir, file));
}

test('no production module of the API or of shared exports a hook for tests', () => {
  const hook = /export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w*(?:ForTests?|__test\w*|resetFor\w*))\b/;
  const found = ['api/src', 'shared/src'].flatMap(productionSources).flatMap((file) => {
    const match = hook.exec(readFileSync(path.join(root, file), 'utf8'));
    return match ? [`${file}: ${match[1]}`] : [];
  });
  assert.deepEqual(found, []);
});
