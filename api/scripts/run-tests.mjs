// `npm test -w api`. Node 20's test runner takes no glob patterns (Node 21+ does), so list
// src/**/*.test.ts here and run them as `node --import tsx --test --test-concurrency=1 <files>`.
// Extra arguments pass through; file paths among them replace the full list.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);
const chosenFiles = extra.filter((arg) => !arg.startsWith('-'));
const allFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file))
  .sort();

const args = ['--import', 'tsx', '--test', '--test-concurrency=1', ...extra];
const result = spawnSync(process.execPath, chosenFiles.length > 0 ? args : [...args, ...allFiles], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
