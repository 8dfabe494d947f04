import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SourceMapGenerator } from 'source-map-js';
import { selfTimeBySource, sourceMapResolver } from './main-thread.mjs';

const frame = (functionName, url, lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

test('self time is summed per original source and function, idle and program left out', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'profile-test-'));
  await mkdir(path.join(root, 'host', 'dist'), { recursive: true });
  const map = new SourceMapGenerator({ file: 'main.js' });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 7, column: 0 },
    source: 'webpack://host/../node_modules/react-dom/index.js',
    name: 'render',
  });
  map.addMapping({
    generated: { line: 1, column: 50 },
    original: { line: 3, column: 0 },
    source: 'webpack://host/src/app.tsx',
    name: 'App',
  });
  await writeFile(path.join(root, 'host', 'dist', 'main.js.map'), map.toString());
  const consumerOf = sourceMapResolver(root, { 'http://127.0.0.1:3100': 'host' });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(idle)', '') },
      { id: 2, callFrame: frame('a', 'http://127.0.0.1:3100/main.js', 0, 10) },
      { id: 3, callFrame: frame('b', 'http://127.0.0.1:3100/main.js', 0, 60) },
      { id: 4, callFrame: frame('appendChild', '') },
    ],
    samples: [1, 2, 2, 3, 4],
    timeDeltas: [9000, 2000, 3000, 4000, 1000],
  };
  const { bySource, byFunction } = selfTimeBySource(profile, consumerOf);
  assert.deepEqual(bySource, [
    { key: 'react-dom/index.js', ms: 5 },
    { key: 'src/app.tsx', ms: 4 },
    { key: '(browser)', ms: 1 },
  ]);
  assert.equal(byFunction[0].key, 'react-dom/index.js:7 render');
});
