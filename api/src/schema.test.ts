import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { buildSchema, parse, validate } from 'graphql';
import { PACKAGE_ROOT } from './paths.js';
import { loadTypeDefs } from './schema.js';
import { CONTRACT_DOCUMENT } from './test/contract.js';

test('the three contract operations are valid against the schema', () => {
  const errors = validate(buildSchema(loadTypeDefs()), parse(CONTRACT_DOCUMENT));
  assert.deepEqual(
    errors.map((error) => error.message),
    [],
  );
});

test('the generated resolver types are up to date with the .graphql files', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/codegen.ts', '--check'], {
    cwd: PACKAGE_ROOT,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
});
