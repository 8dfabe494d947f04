import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { STATUS } from '../report/budgets.mjs';
import { webBudgets } from './budgets.mjs';
import { ROOT } from './config.mjs';
import { rulesBytesText } from './markdown.mjs';
import { distFileOf, holdsSchemaCode, plainRulesFiles, schemaBytes, sourcesOfFile } from './rules-bytes.mjs';

const PLAIN = ['limits.ts', 'messages.ts', 'answers.ts', 'text.ts', 'email.ts', 'time.ts'];

test('the plain entry of rules is read from its re-exports, and none of its files loads valibot', () => {
  assert.deepEqual(plainRulesFiles("export * from './limits.js';\nexport * from './time.js';\n"), [
    'limits.ts',
    'time.ts',
  ]);
  const plain = plainRulesFiles();
  assert.ok(plain.includes('messages.ts') && plain.includes('limits.ts'), plain.join());
  assert.ok(!plain.includes('checkout.ts'));
  for (const file of plain) {
    const source = readFileSync(path.join(ROOT, 'rules/src', file), 'utf8');
    assert.doesNotMatch(source, /from 'valibot'/, file);
  }
});

test('a bundle holds the schemas when its source map lists valibot or a rules file outside the plain entry', () => {
  assert.ok(holdsSchemaCode(['webpack://cart/../node_modules/valibot/dist/index.js'], PLAIN));
  assert.ok(holdsSchemaCode(['webpack://shop/./src/x.tsx', 'webpack://shop/../rules/src/checkout.ts'], PLAIN));
  assert.ok(
    !holdsSchemaCode(['webpack://host/../rules/src/messages.ts', 'webpack://host/../rules/src/limits.ts'], PLAIN),
  );
  assert.ok(
    !holdsSchemaCode(['webpack://host/./src/rules/src/thing.tsx', 'webpack://x/../node_modules/valibotx/a.js'], PLAIN),
  );
  assert.ok(!holdsSchemaCode([], PLAIN));
});

test("a URL of an app's port maps to its dist file; another origin to none", () => {
  const origins = { host: 'http://127.0.0.1:3100', 'remote-cart': 'http://127.0.0.1:3102' };
  assert.equal(
    distFileOf('http://127.0.0.1:3102/independent-packages/a.1.js', origins, '/r'),
    '/r/remote-cart/dist/independent-packages/a.1.js',
  );
  assert.equal(distFileOf('http://127.0.0.1:4100/graphql', origins, '/r'), null);
});

test("the sources come from the file's source map; no map, no sources", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rules-bytes-'));
  const file = path.join(dir, 'chunk.js');
  writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: ['webpack://a/../rules/src/account.ts'] }));
  assert.deepEqual(sourcesOfFile(file), ['webpack://a/../rules/src/account.ts']);
  assert.deepEqual(sourcesOfFile(path.join(dir, 'other.js')), []);
  assert.deepEqual(sourcesOfFile(null), []);
});

test('a page pays the gzip bytes of its JS files that hold the schemas, nothing else', () => {
  const responses = [
    { url: 'http://a/forms.js', kind: 'js', gzip: 3000 },
    { url: 'http://a/rules.js', kind: 'js', gzip: 5000 },
    { url: 'http://a/shared.js', kind: 'js', gzip: 20000 },
    { url: 'http://a/rules.js.css', kind: 'css', gzip: 700 },
  ];
  const sources = {
    'http://a/rules.js': ['../node_modules/valibot/dist/index.js', '../rules/src/account.ts'],
    'http://a/shared.js': ['../rules/src/messages.ts'],
    'http://a/rules.js.css': ['../rules/src/account.ts'],
  };
  const bytes = schemaBytes(responses, (url) => sources[url] ?? [], PLAIN);
  assert.deepEqual(bytes, { gzip: 5000, count: 1, files: [{ url: 'http://a/rules.js', gzip: 5000 }] });
});

const pagesWith = (formKb, freeBytes = 0) => ({
  pages: Object.fromEntries([
    ...['home', 'category', 'product'].map((name) => [
      name,
      { path: `/${name}`, form: false, gzip: freeBytes, files: [] },
    ]),
    ...['register', 'checkout', 'productEdit'].map((name) => [
      name,
      { path: `/${name}`, form: true, gzip: formKb * 1024, files: [{ url: 'http://127.0.0.1:3101/12.js', gzip: 1 }] },
    ]),
  ]),
});
const rulesRows = (rulesBytes) => webBudgets({ pages: {}, rulesBytes }).filter((row) => row.what.startsWith('rules'));

test('form pages within 10 KB and catalogue pages at 0 pass; either over fails, naming the page', () => {
  assert.deepEqual(
    rulesRows(pagesWith(7.5)).map((row) => [row.status, row.measured]),
    [
      [STATUS.PASS, 7.5],
      [STATUS.PASS, 0],
    ],
  );
  const over = pagesWith(10.6, 0);
  const [form] = rulesRows(over);
  assert.equal(form.status, STATUS.FAIL);
  assert.match(form.note, /register \(10.6\)/);
  const [, free] = rulesRows(pagesWith(5, 4000));
  assert.deepEqual([free.status, free.measured, free.loadIndependent], [STATUS.FAIL, 12000, true]);
  assert.match(free.note, /home, category, product/);
});

test('rules bytes not measured (or failed) are never a pass', () => {
  const rows = rulesRows({ error: 'page register (/register) did not render' });
  assert.deepEqual(
    rows.map((row) => row.status),
    [STATUS.NOT_MEASURED, STATUS.NOT_MEASURED],
  );
  assert.match(rows[0].note, /did not render/);
});

test("the report's table lists each page with its budget, bytes and files", () => {
  const text = rulesBytesText(pagesWith(7.5));
  assert.match(text, /\| register `\/register` \| <= 10 KB \| 7\.5 \| `12\.js` \|/);
  assert.match(text, /\| home `\/home` \| 0 \| 0\.0 \| — \|/);
  assert.equal(rulesBytesText({ error: 'boom' }), 'Not measured: boom.');
});
