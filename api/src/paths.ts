import { fileURLToPath } from 'node:url';

// Resolved from this file so `src/` (tsx) and `dist/` (built) both find the package's own assets.
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
