// The Node that `npm test` and `npm start` choose, and the fetched Node they hand over to.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import {
  SUITE_MAJOR,
  envWithNode,
  fetchNode,
  fetchedNodePath,
  majorOf,
  needsOtherNode,
  supportedRange,
  versionOf,
} from './node-runtime.mjs';

test('majorOf reads the major of node-style and plain versions', () => {
  assert.equal(majorOf('v26.10.0'), 26);
  assert.equal(majorOf('24.15.1'), 24);
  assert.ok(Number.isNaN(majorOf('latest')));
});

test('a node older than the supported range hands over; a supported one stays', () => {
  assert.equal(needsOtherNode('v20.20.0'), true);
  assert.equal(needsOtherNode('v22.12.0'), true);
  assert.equal(needsOtherNode('v22.22.2'), false);
  assert.equal(needsOtherNode('v24.15.0'), false);
  assert.equal(needsOtherNode('v26.0.0'), false);
});

test('the suite wants its own major, whatever else is supported', () => {
  assert.equal(needsOtherNode('v24.15.0', { wantMajor: 26 }), true);
  assert.equal(needsOtherNode('v26.3.1', { wantMajor: 26 }), false);
});

test('the declared range admits the wanted majors and leaves out Node 20', () => {
  const range = supportedRange();
  assert.ok(semver.satisfies('26.0.0', range));
  assert.ok(semver.satisfies('24.15.0', range));
  assert.ok(!semver.satisfies('20.19.0', range));
});

test('the fetched Node is cached under .cache/node/<major> and runs', () => {
  const binary = fetchNode(SUITE_MAJOR);
  assert.equal(binary, fetchedNodePath(SUITE_MAJOR));
  assert.ok(binary.includes(path.join('.cache', 'node', String(SUITE_MAJOR))));
  assert.equal(majorOf(versionOf(binary)), SUITE_MAJOR);
  const printed = spawnSync(binary, ['-p', '1 + 1'], { encoding: 'utf8' });
  assert.equal(printed.stdout.trim(), '2');
});

test('children of a script find the chosen Node first on PATH', () => {
  const binary = fetchNode(SUITE_MAJOR);
  const env = envWithNode(binary, { PATH: '/usr/bin:/bin' });
  const child = spawnSync('node', ['-v'], { encoding: 'utf8', env });
  assert.equal(child.stdout.trim(), versionOf(binary));
});
