// Build step: the API imports the workspace package `rules`, whose entry is TypeScript (tsx, the
// apps' bundlers and jest read it as it is). `node dist/server.js` cannot, so compile it next to the
// compiled API, as dist/node_modules/rules: Node finds it there first from any file under dist/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rules = path.resolve(root, '..', 'rules');
const target = path.join(root, 'dist', 'node_modules', 'rules');
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(rules, 'tsconfig.build.json'), '--outDir', target], {
  stdio: 'inherit',
});
const manifest = { name: 'rules', private: true, type: 'module', exports: './index.js' };
writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log('compiled rules into dist/node_modules/rules');
