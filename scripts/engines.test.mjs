// Every package the lockfile installs runs on the Node versions package.json declares: its
// `engines.node` admits the declared minimum and the Node running the tests (when that one is in the
// declared range). Otherwise `npm install` warns EBADENGINE and the package may use what the
// declared Node lacks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

test("no locked package's engines.node excludes the declared Node versions", () => {
  const declared = readJson('package.json').engines.node;
  const versions = [semver.minVersion(declared).version];
  if (semver.satisfies(process.versions.node, declared)) versions.push(process.versions.node);
  const excluded = Object.entries(readJson('package-lock.json').packages)
    .filter(([location, entry]) => location && entry.engines?.node)
    .flatMap(([location, entry]) =>
      versions
        .filter((version) => !semver.satisfies(version, entry.engines.node))
        .map((version) => `${location}@${entry.version} wants node ${entry.engines.node} (not ${version})`),
    );
  assert.deepEqual(excluded, []);
});
