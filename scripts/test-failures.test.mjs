import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runNodeTests } from './node-test-fixture.mjs';
import { failuresBlock, jestFailures, REASON_LINES, tapFailures } from './test-failures.mjs';

// A real run of node's test runner: the TAP it writes is what npm test reads.
const FIXTURE = `
import assert from 'node:assert/strict';
import { test } from 'node:test';
test('passes', () => {});
test('fails', () => { assert.equal(1, 2, 'one is not two'); });
test('parent', async (t) => {
  await t.test("child's long failure", () => { throw new Error(Array.from({ length: 30 }, (_, i) => 'line ' + i).join('\\n')); });
});
test('times out', { timeout: 50 }, () => new Promise(() => {}));
test('todo that fails', { todo: 'later' }, () => { throw new Error('not yet'); });
`;

const tapOf = (source) => runNodeTests(source).text;

test('each failing node test is named with its place and the first lines of its error; parents of a failing subtest are not', () => {
  const failures = tapFailures('e2e', tapOf(FIXTURE));
  assert.deepEqual(
    failures.map((failure) => failure.name),
    ['fails', "child's long failure", 'times out', 'todo that fails # TODO later'],
  );
  const [fails, long, timedOut] = failures;
  assert.equal(fails.step, 'e2e');
  assert.match(fails.where, /fixture\.test\.mjs:5:1$/);
  assert.deepEqual(fails.reason, ['one is not two', '1 !== 2']);
  // A long error keeps its first lines and says how many were left out.
  assert.equal(long.reason.length, REASON_LINES + 1);
  assert.equal(long.reason[0], 'line 0');
  assert.equal(long.reason.at(-1), `(${30 - REASON_LINES} more lines)`);
  assert.match(timedOut.reason.join(' '), /timed out|still pending|cancel/i);
});

test('an all-green run prints no failure block', () => {
  const failures = tapFailures('api', tapOf(`import { test } from 'node:test';\ntest('a', () => {});\n`));
  assert.deepEqual(failures, []);
  assert.equal(failuresBlock(failures), '');
});

test("jest's failing tests come with their file and message without colour codes; a suite that did not run is named", () => {
  const report = {
    testResults: [
      {
        name: '/repo/remote-admin/src/page.test.tsx',
        status: 'failed',
        assertionResults: [
          { fullName: 'Page shows it', status: 'passed', failureMessages: [] },
          {
            fullName: 'Page closes a date',
            status: 'failed',
            failureMessages: [
              'Error: \u001b[2mexpect(\u001b[22mreceived\u001b[2m).toEqual\nExpected: 1\nReceived: undefined',
            ],
          },
        ],
      },
      { name: '/repo/shared/broken.test.ts', status: 'failed', assertionResults: [], message: 'SyntaxError: nope' },
    ],
  };
  const failures = jestFailures('unit', report);
  assert.deepEqual(failures, [
    {
      step: 'unit',
      name: 'Page closes a date',
      where: '/repo/remote-admin/src/page.test.tsx',
      reason: ['Error: expect(received).toEqual', 'Expected: 1', 'Received: undefined'],
    },
    {
      step: 'unit',
      name: 'the suite did not run',
      where: '/repo/shared/broken.test.ts',
      reason: ['SyntaxError: nope'],
    },
  ]);
  assert.deepEqual(jestFailures('unit', null), []);
  const block = failuresBlock(failures);
  assert.match(block, /^=== what failed \(2\) ===\n✖ \[unit\] Page closes a date\n {4}at \/repo\/remote-admin/);
  assert.match(block, /\n {4}Received: undefined\n/);
});
