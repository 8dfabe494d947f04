// The bench's sections in run order. Build runs first (the web section measures its output). Each
// entry: key (results.json sections.<key>, BENCH_SECTIONS), a title for the log, whether it needs
// PostgreSQL, and its module's run / budgets / markdown functions (loaded when the section runs).
import { apiSection } from './api/section.mjs';
import { apiPgliteBudgets, apiPostgresBudgets } from './api/budgets.mjs';

const fromModule = (file, names) => async () => {
  const module = await import(file);
  return Object.fromEntries(Object.entries(names).map(([role, name]) => [role, module[name]]));
};

export const SECTIONS = [
  {
    key: 'build',
    title: 'Build: a clean build of everything, then one remote alone',
    load: fromModule('./build/section.mjs', {
      run: 'buildSection',
      budgets: 'buildBudgets',
      markdown: 'buildMarkdown',
    }),
  },
  {
    key: 'apiPglite',
    title: 'API on PGlite',
    load: async () => ({ run: (settings) => apiSection(settings), budgets: apiPgliteBudgets }),
  },
  {
    key: 'apiPostgres',
    title: 'API on PostgreSQL',
    needsPostgres: true,
    load: async () => ({
      run: (settings) => apiSection({ ...settings, serverUrl: settings.postgresUrl }),
      budgets: apiPostgresBudgets,
    }),
  },
  {
    key: 'scale',
    title: 'Scale: 100,000 products and 1,000,000 orders on PostgreSQL',
    needsPostgres: true,
    load: fromModule('./scale/section.mjs', {
      run: 'scaleSection',
      budgets: 'scaleBudgets',
      markdown: 'scaleMarkdown',
    }),
  },
  {
    key: 'web',
    title: 'Web: bytes, requests and Lighthouse per page; the federation tax',
    load: fromModule('./web/section.mjs', { run: 'webSection', budgets: 'webBudgets', markdown: 'webMarkdown' }),
  },
  {
    key: 'memory',
    title: 'Memory: API RSS under a bounded load',
    load: fromModule('./memory/section.mjs', {
      run: 'memorySection',
      budgets: 'memoryBudgets',
      markdown: 'memoryMarkdown',
    }),
  },
  {
    key: 'dev',
    title: "Dev loop: edit to screen in npm run dev; a fresh clone's first and second npm start",
    load: fromModule('./dev/section.mjs', { run: 'devSection', budgets: 'devBudgets', markdown: 'devMarkdown' }),
  },
];

export const SECTION_KEYS = SECTIONS.map((section) => section.key);
