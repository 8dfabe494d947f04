import assert from 'node:assert/strict';
import { test } from 'node:test';
import { antdBytes, holdsAntd } from './antd-bytes.mjs';

test('a bundle holds antd when its source map lists antd or @ant-design files', () => {
  assert.equal(holdsAntd(['webpack://host/../node_modules/antd/es/button/index.js']), true);
  assert.equal(holdsAntd(['webpack://x/./node_modules/@ant-design/cssinjs/es/index.js']), true);
  assert.equal(holdsAntd(['webpack://x/./src/antd-theme.ts', 'webpack://x/./node_modules/react/index.js']), false);
});

test('antd bytes add the gzip of the JS files holding it, CSS and other files aside', () => {
  const sources = {
    'http://a/1.js': ['node_modules/antd/es/table/index.js'],
    'http://a/2.js': ['src/app.tsx'],
    'http://a/3.css': ['node_modules/antd/es/style.css'],
  };
  const responses = [
    { url: 'http://a/1.js', kind: 'js', gzip: 1000 },
    { url: 'http://a/2.js', kind: 'js', gzip: 300 },
    { url: 'http://a/3.css', kind: 'css', gzip: 50 },
  ];
  const result = antdBytes(responses, (url) => sources[url] ?? []);
  assert.deepEqual(result, { gzip: 1000, count: 1, files: [{ url: 'http://a/1.js', gzip: 1000 }] });
  assert.deepEqual(
    antdBytes([], () => []),
    { gzip: 0, count: 0, files: [] },
  );
});
