// What the memory section runs: how long, at what rate, when RSS is read, and the mix of operations.

/** One pass of each load connection; it cycles. 20 slots: 1 checkout (5 %) among storefront reads. */
export const MEMORY_MIX = [
  'productsPage',
  'product',
  'categories',
  'validateTokenExt',
  'productsPage',
  'product',
  'productsPage',
  'validateTokenExt',
  'product',
  'categories',
  'productsPage',
  'product',
  'validateTokenExt',
  'productsPage',
  'placeOrder',
  'product',
  'productsPage',
  'categories',
  'validateTokenExt',
  'productsPage',
];

const positive = (env, name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number above 0`);
  return value;
};

/**
 * quick: 20 s with marks at 5 s and 20 s (a smoke run: it proves nothing about memory).
 * Else BENCH_MEMORY_MINUTES (6): 1 min of warm-up, then the series the budget reads (per-minute
 * medians from the 1-minute mark to the end: 5 of them by default). BENCH_MEMORY_RATE (200 req/s).
 */
export function memoryPlan({ quick, env = process.env }) {
  const rate = positive(env, 'BENCH_MEMORY_RATE', 200);
  const base = { rate, connections: 20, intervalSeconds: 5 };
  if (quick) return { ...base, totalSeconds: 20, earlySeconds: 5, lateSeconds: 20 };
  const totalSeconds = Math.round(positive(env, 'BENCH_MEMORY_MINUTES', 6) * 60);
  if (totalSeconds <= 60) throw new Error('BENCH_MEMORY_MINUTES must be above 1 (the first mark is at 1 min)');
  return { ...base, totalSeconds, earlySeconds: 60, lateSeconds: totalSeconds };
}

/** The API section's scenarios (documents, variables, expected answers) in the order of `mix`. */
export function mixScenarios(scenarios, mix = MEMORY_MIX) {
  const byName = new Map(scenarios.map((scenario) => [scenario.name, scenario]));
  return mix.map((name) => {
    const scenario = byName.get(name);
    if (!scenario) throw new Error(`no scenario named ${name}`);
    return scenario;
  });
}
