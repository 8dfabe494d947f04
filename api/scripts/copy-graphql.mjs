// Build step: the server reads its schema from the .graphql files next to the compiled modules,
// so copy them from src/modules into dist/modules with the same layout.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'src', 'modules');
const target = path.join(root, 'dist', 'modules');
const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
for (const file of files) cpSync(path.join(source, file), path.join(target, file));
console.log(`copied ${files.length} .graphql files into dist/`);
