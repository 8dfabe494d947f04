import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './support/app-servers.ts';

// The list of exports each tree-shaken shared library keeps (webpack/shared-used-exports.json)
// must cover every app's imports, or a shopper's browser would load a second, full copy.
interface Scan {
  lists: Record<string, string[]>;
  problems: string[];
}
const sharedExports = createRequire(import.meta.url)(path.join(REPO_ROOT, 'webpack', 'shared-exports.cjs')) as {
  scanSharedImports(files?: string[]): Scan;
  assertSharedExportsListed(): Record<string, string[]>;
  readListedExports(): Record<string, string[]>;
};

function scanSource(text: string): Scan {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
  try {
    const file = path.join(dir, 'feature.tsx');
    writeFileSync(file, text);
    return sharedExports.scanSharedImports([file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the checked-in list covers every app's imports of the tree-shaken libraries", () => {
  assert.doesNotThrow(() => sharedExports.assertSharedExportsListed());
  const { lists } = sharedExports.scanSharedImports();
  const listed = sharedExports.readListedExports();
  for (const [library, names] of Object.entries(lists)) {
    assert.deepEqual(
      names.filter((name) => !listed[library]!.includes(name)),
      [],
      library,
    );
  }
  assert.ok(listed['react-router-dom']!.includes('Routes'), 'the host uses Routes');
  // shared/forms.ts (an entry beside shared/src) re-exports the schemas the forms check with; the
  // schemas only the API reads are left out of the browser's copy of `rules`.
  assert.ok(listed.rules!.includes('registrationSchema'), 'the register form checks with registrationSchema');
  assert.equal(listed.rules!.includes('idempotencyKeySchema'), false, 'order keys are checked by the API only');
});

test('the scan finds value imports and re-exports, and skips type-only ones', () => {
  const { lists, problems } = scanSource(
    [
      "import { Link, useNavigate as go, type NavigateFunction } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "export { useSelector } from 'react-redux';",
      "import { createSlice } from '@reduxjs/toolkit';",
    ].join('\n'),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(lists['react-router-dom'], ['Link', 'useNavigate']);
  assert.deepEqual(lists['react-redux'], ['useSelector']);
  assert.deepEqual(lists['@reduxjs/toolkit'], ['createSlice']);
});

test('imports the list cannot describe are refused', () => {
  const { problems } = scanSource(
    [
      "import * as Router from 'react-router-dom';",
      "import { useParams } from 'react-router';",
      "const lazy = () => import('react-redux');",
    ].join('\n'),
  );
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0]!, /name the imports from 'react-router-dom'/);
  assert.match(problems[1]!, /import from 'react-router-dom', not 'react-router'/);
  assert.match(problems[2]!, /import\('react-redux'\) loads the whole library/);
});
