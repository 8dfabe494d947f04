import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new SQL migration after a *.table.ts change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/**/*.table.ts',
  out: './drizzle',
  strict: true,
});
