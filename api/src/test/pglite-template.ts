import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db/database.js';
import { IN_MEMORY, openPglite } from '../db/pglite.js';
import { MIGRATIONS_DIR } from '../paths.js';

/**
 * A fresh in-memory PGlite takes seconds (initdb). Each test file is its own process, so the
 * first one saves a migrated copy in the temp dir and the others start from it in under a second.
 * The file name hashes the PGlite version and the migrations, so a change makes a new template.
 */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const file = templatePath();
  if (existsSync(file)) return openPglite(IN_MEMORY, new Blob([readFileSync(file)]));
  const handle = await openPglite(IN_MEMORY);
  await handle.migrate();
  const dump = await handle.dump?.();
  if (dump) {
    // Write then rename: another test process may be reading or writing the same template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return handle;
}

function templatePath(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(os.tmpdir(), `del-campo-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The package does not export its package.json: walk up from its entry point to find it. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the installed @electric-sql/pglite version');
}
