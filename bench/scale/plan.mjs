// Pure numbers of the scale data: sizes, how products spread over categories, latency figures.

export const FULL_SIZES = { products: 100_000, orders: 1_000_000 };
export const QUICK_SIZES = { products: 2_000, orders: 20_000 };

/** One client account per this many orders (at least 50 clients). */
export const ORDERS_PER_CLIENT = 20;
export const clientCount = (orders) => Math.max(50, Math.round(orders / ORDERS_PER_CLIENT));

/**
 * Upper bounds (0..1, increasing, the last one 1) of each category's share of the products:
 * Zipf weights 1, 1/2, 1/3 ... so the first category is the biggest by far, as in a real shop.
 */
export function categoryBounds(count) {
  const weights = Array.from({ length: count }, (_, index) => 1 / (index + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  return weights.map((weight, index) => {
    running += weight;
    return index === count - 1 ? 1 : running / sum;
  });
}

/** The p-th percentile (0..100) of `values` by nearest rank; undefined when empty. */
export function percentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Median, p95 and the number of samples of latencies in ms. */
export function latencyFigures(samples) {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length };
}

/** Reads `--products N --orders N` from argv; missing ones keep the full sizes. */
export function parseSizeArgs(args) {
  const sizes = { ...FULL_SIZES };
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index]?.replace(/^--/, '');
    if (name !== 'products' && name !== 'orders') continue;
    const value = Number(args[index + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number of at least 1`);
    sizes[name] = value;
    index += 1;
  }
  return sizes;
}
