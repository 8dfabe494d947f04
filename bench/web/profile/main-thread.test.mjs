import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SourceMapGenerator } from 'source-map-js';
import { selfTimeByEntry, selfTimeBySource, sourceMapResolver } from './main-thread.mjs';

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

test('self time by entry point: each sample counts for the outermost frame of its stack, with its sources', () => {
  const consumerOf = () => null;
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 5, 7] },
      { id: 2, callFrame: frame('', 'http://127.0.0.1:3100/main.js'), children: [3] },
      { id: 3, callFrame: frame('init', 'http://127.0.0.1:3100/main.js'), children: [4] },
      { id: 4, callFrame: frame('appendChild', '') },
      { id: 5, callFrame: frame('onmessage', 'http://127.0.0.1:3100/react.js'), children: [6] },
      { id: 6, callFrame: frame('render', 'http://127.0.0.1:3100/react.js') },
      { id: 7, callFrame: frame('(idle)', '') },
    ],
    samples: [3, 4, 6, 6, 7, 2],
    timeDeltas: [2000, 1000, 5000, 1000, 9000, 1000],
  };
  assert.deepEqual(selfTimeByEntry(profile, consumerOf), [
    { key: 'react.js onmessage', ms: 6, sources: [{ key: 'react.js', ms: 6 }] },
    {
      key: 'main.js (script)',
      ms: 4,
      sources: [
        { key: 'main.js', ms: 3 },
        { key: '(browser)', ms: 1 },
      ],
    },
  ]);
});
