// Demo seed facts the bench relies on (api/src/db/seed: users.seed.ts DEMO_ADMIN / DEMO_CLIENT, categories.seed.ts).
export const DEMO = {
  admin: { email: 'admin@delcampo.mx', password: 'admin123' },
  client: { email: 'cliente@delcampo.mx', password: 'cliente123' },
  /** The category whose first page is the "product list" of the budgets. */
  category: 'frutas',
};
