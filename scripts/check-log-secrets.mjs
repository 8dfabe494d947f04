// `npm test` step `log-secrets`: reads every API log line the e2e run wrote (E2E_API_LOG_DIR) and
// fails when one holds a password, a session token, a one-time link or a card number that the
// browser tests typed. It also fails when there are too few lines to prove anything.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const MIN_LINES = 200;

/** Passwords the e2e suites type (demo accounts and the ones they choose). */
const PASSWORDS = ['admin123', 'cliente123', 'aguacate7', 'jitomate9', 'guayaba42'];

const PATTERNS = [
  ...PASSWORDS.map((password) => ({ name: `password ${password}`, regex: new RegExp(`\\b${password}\\b`) })),
  { name: 'session token (JWT)', regex: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/ },
  { name: 'one-time link token', regex: /\/(confirm|active|reset)\/[A-Za-z0-9_-]{16,}/ },
  { name: 'card number', regex: /\b(?:\d[ -]?){13,19}\b/ },
];

/** Card-like digit runs that are not card numbers: timestamps and ids of 13+ digits in JSON. */
function looksLikeCard(match) {
  const digits = match.replace(/[ -]/g, '');
  return /^(4|5[1-5]|3[47])/.test(digits) && passesLuhn(digits);
}

function passesLuhn(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function findings(line) {
  return PATTERNS.filter(({ name, regex }) => {
    const match = line.match(regex);
    if (!match) return false;
    return name === 'card number' ? looksLikeCard(match[0]) : true;
  }).map(({ name }) => name);
}

const dir = process.argv[2];
if (!dir || !existsSync(dir)) {
  console.error(`No e2e API logs in ${dir}: run the e2e suite with E2E_API_LOG_DIR set.`);
  process.exit(1);
}
let lines = 0;
const leaks = [];
for (const file of readdirSync(dir).filter((name) => name.endsWith('.log'))) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  for (const line of text.split('\n').filter(Boolean)) {
    lines += 1;
    for (const what of findings(line)) leaks.push(`${file}: ${what}: ${line.slice(0, 300)}`);
  }
}
console.log(`${lines} API log lines read from the e2e run.`);
if (leaks.length > 0) {
  console.error(`Secrets in the logs (${leaks.length}):\n${leaks.slice(0, 20).join('\n')}`);
  process.exit(1);
}
if (lines < MIN_LINES) {
  console.error(`Only ${lines} log lines (at least ${MIN_LINES} expected): the logs were not captured.`);
  process.exit(1);
}
console.log('No password, session token, one-time link or card number in any line.');
