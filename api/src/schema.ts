import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The .graphql files sit next to this module in src/ and are copied beside it into dist/ by the build.
const MODULES_DIR = fileURLToPath(new URL('./modules', import.meta.url));

/** Every `*.graphql` file of the modules, in a stable order. */
export function schemaFiles(modulesDir: string = MODULES_DIR): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => path.join(modulesDir, file));
}

/** The whole schema as SDL text: the one source the server, the resolver types and the apps' codegen use. */
export function loadTypeDefs(modulesDir: string = MODULES_DIR): string {
  return schemaFiles(modulesDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
