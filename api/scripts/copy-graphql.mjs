// Build step: the server reads its schema from the .graphql files next to the compiled modules,
// so copy them from src/ into dist/ with the same layout.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.graphql'),
);
for (const file of files) cpSync(path.join(root, 'src', file), path.join(root, 'dist', file));
console.log(`copied ${files.length} .graphql files into dist/`);
