// What failed and why, for the end of `npm test` (scripts/test-all.mjs): every failing test with its
// place and the first lines of its error, read from the same TAP and jest reports the counts come
// from. CI keeps only the tail of a run's output, so the reasons are printed next to the summary
// rather than only somewhere in the middle of a long log.

/** @typedef {{ step: string, name: string, where: string, reason: string[] }} Failure */

/** Lines of an error kept per failure: enough for the assertion and Playwright's call log. */
export const REASON_LINES = 14;

/** The text of a YAML value in node's TAP diagnostics: a quoted scalar or a `|-` block below it. */
function yamlValue(lines, index, indent) {
  const value = lines[index].slice(lines[index].indexOf(':') + 1).trim();
  if (value !== '|-' && value !== '|') return { text: [unquote(value)], next: index + 1 };
  const text = [];
  let next = index + 1;
  while (next < lines.length && (lines[next].trim() === '' || indentOf(lines[next]) > indent)) {
    text.push(lines[next].trim());
    next += 1;
  }
  return { text, next };
}

const indentOf = (line) => line.length - line.trimStart().length;
const unquote = (value) => value.replace(/^'(.*)'$/s, '$1').replace(/''/g, "'");

/** The diagnostics block (`---` ... `...`) after a `not ok` line: its location, type and error. */
function diagnostics(lines, start, indent) {
  const found = { location: '', failureType: '', error: [] };
  if (lines[start]?.trim() !== '---') return found;
  const fieldIndent = indent + 2;
  for (let index = start + 1; index < lines.length;) {
    const line = lines[index];
    if (line.trim() === '...' && indentOf(line) === fieldIndent) break;
    const field = indentOf(line) === fieldIndent ? /^\s*(location|failureType|error):/.exec(line)?.[1] : undefined;
    if (!field) {
      index += 1;
      continue;
    }
    const { text, next } = yamlValue(lines, index, fieldIndent);
    if (field === 'error') found.error = text;
    else found[field] = text.join(' ');
    index = next;
  }
  return found;
}

/**
 * The failing tests of node's TAP output, failing todos included (test-counts.mjs counts them as
 * failed). A parent failing only because a subtest did is left out: the subtest says why.
 */
export function tapFailures(step, text) {
  const lines = text.split('\n');
  /** @type {Failure[]} */
  const failures = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!match) return;
    const { location, failureType, error } = diagnostics(lines, index + 1, match[1].length);
    if (failureType === 'subtestsFailed') return;
    const reason = trimmed(error.length > 0 ? error : [failureType || 'failed']);
    failures.push({ step, name: match[2].trim(), where: location, reason });
  });
  return failures;
}

/** The failing tests of jest's `--json` report (null when jest wrote none), and suites that did not run. */
export function jestFailures(step, report) {
  /** @type {Failure[]} */
  const failures = [];
  for (const suite of report?.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failed) {
      const message = (result.failureMessages ?? []).join('\n');
      failures.push({ step, name: result.fullName, where: suite.name, reason: trimmed(plain(message).split('\n')) });
    }
    if (failed.length === 0 && suite.status === 'failed' && suite.message) {
      failures.push({
        step,
        name: 'the suite did not run',
        where: suite.name,
        reason: trimmed(plain(suite.message).split('\n')),
      });
    }
  }
  return failures;
}

/** Text without the terminal's colour codes. */
const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/** The first REASON_LINES lines that say something, and how many more there were. */
function trimmed(lines) {
  const kept = lines.map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
  if (kept.length <= REASON_LINES) return kept;
  return [...kept.slice(0, REASON_LINES), `(${kept.length - REASON_LINES} more lines)`];
}

/** The block npm test prints before its summary: nothing when all passed. */
export function failuresBlock(failures) {
  if (failures.length === 0) return '';
  const parts = failures.map(
    (failure) =>
      `✖ [${failure.step}] ${failure.name}${failure.where ? `\n    at ${failure.where}` : ''}\n` +
      failure.reason.map((line) => `    ${line}`).join('\n'),
  );
  return `=== what failed (${failures.length}) ===\n${parts.join('\n')}`;
}
