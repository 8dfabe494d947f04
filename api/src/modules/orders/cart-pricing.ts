import { discountedCents } from '../common/money.js';
import { MESSAGES } from '../common/messages.js';

/** A product as pricing needs it, read from the database (never from the client). */
export interface PricingProduct {
  id: string;
  name: string;
  unit: string;
  imagePath: string | null;
  basePriceCents: number;
  discountPercentage: number;
  stock: number;
  maxPerOrder: number;
  /** The product and its category are both active. */
  isActive: boolean;
}

export interface RequestedLine {
  productId: string;
  quantity: number;
}

export interface PricedLine {
  productId: string;
  name: string;
  unit: string;
  imagePath: string | null;
  quantity: number;
  unitBaseCents: number;
  discountPercentage: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  freeShippingFromCents: number | null;
}

export type ProblemCode = 'NOT_FOUND' | 'OUT_OF_STOCK' | 'OVER_LIMIT' | 'BAD_QUANTITY' | 'OVER_TOTAL';

/**
 * Most one order's goods may add up to, in centavos ($500,000.00): far above any grocery order,
 * and with tax and shipping still under the card charge limit (99,999,999 centavos) and the
 * 32-bit integer columns. Without it, 999 units at $99,999.99 would overflow them.
 */
export const MAX_ORDER_GOODS_CENTS = 50_000_000;

export interface LineProblem {
  productId: string;
  code: ProblemCode;
  message: string;
  /** Most units that can be bought now (0 when none). */
  available: number;
}

export interface PricedCart {
  /** The lines as they can be bought now (a quantity over the limit or the stock is lowered to it). */
  lines: PricedLine[];
  problems: LineProblem[];
  totals: CartTotals;
}

/** Delivery fee and free-delivery threshold of the address's zone (delivery/), and the tax rate. */
export interface PricingRules {
  shippingFeeCents: number;
  /** Goods after discounts from which delivery is free; null: never free. */
  freeShippingFromCents: number | null;
  taxPercentage: number;
}

/** The rules of a delivery zone; without one (no zone is configured yet) delivery is not charged. */
export function zoneRules(
  zone: { feeCents: number; freeFromCents: number | null } | null,
  taxPercentage: number,
): PricingRules {
  return {
    shippingFeeCents: zone?.feeCents ?? 0,
    freeShippingFromCents: zone ? zone.freeFromCents : null,
    taxPercentage,
  };
}

/**
 * Prices a cart from product rows. Duplicated product ids are merged (quantities added) so a
 * quote never shows one product twice; placeOrder refuses duplicates before pricing.
 */
export function priceCart(
  requested: RequestedLine[],
  productsById: ReadonlyMap<string, PricingProduct>,
  rules: PricingRules,
): PricedCart {
  const lines: PricedLine[] = [];
  const problems: LineProblem[] = [];
  for (const { productId, quantity } of mergeLines(requested)) {
    const product = productsById.get(productId);
    const checked = checkLine(productId, quantity, product);
    if (checked.problem) problems.push(checked.problem);
    if (product && checked.quantity > 0) lines.push(priceLine(product, checked.quantity));
  }
  const within = capGoodsTotal(lines, productsById);
  return { lines: within.lines, problems: [...problems, ...within.problems], totals: totalsOf(within.lines, rules) };
}

/** Lowers the dearest lines until the goods fit MAX_ORDER_GOODS_CENTS, one problem per line lowered. */
function capGoodsTotal(lines: PricedLine[], productsById: ReadonlyMap<string, PricingProduct>) {
  let room = MAX_ORDER_GOODS_CENTS;
  const problems: LineProblem[] = [];
  const kept = new Map<string, PricedLine>();
  for (const line of [...lines].sort((a, b) => a.lineTotalCents - b.lineTotalCents)) {
    const units = Math.min(line.quantity, Math.floor(room / Math.max(1, line.unitPriceCents)));
    room -= units * line.unitPriceCents;
    if (units < line.quantity) {
      const { name, unit } = line;
      const message = MESSAGES.orders.problem.overTotal(name, units, unit);
      problems.push({ productId: line.productId, code: 'OVER_TOTAL', message, available: units });
    }
    if (units > 0) kept.set(line.productId, priceLine(productsById.get(line.productId)!, units));
  }
  return { lines: lines.flatMap((line) => kept.get(line.productId) ?? []), problems };
}

function mergeLines(requested: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, number>();
  for (const line of requested) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Most units of a product one order may take now. */
export function availableUnits(product: PricingProduct): number {
  return product.isActive ? Math.max(0, Math.min(product.maxPerOrder, product.stock)) : 0;
}

function checkLine(
  productId: string,
  quantity: number,
  product: PricingProduct | undefined,
): { quantity: number; problem?: LineProblem } {
  const problem = (code: ProblemCode, message: string, available: number) => ({
    quantity: Math.min(quantity, available),
    problem: { productId, code, message, available },
  });
  // A switched-off product answers as an unknown id: its name and its existence stay private.
  if (!product?.isActive) return problem('NOT_FOUND', MESSAGES.orders.problem.notFound, 0);
  const text = MESSAGES.orders.problem;
  const available = availableUnits(product);
  if (!Number.isInteger(quantity) || quantity < 1) {
    return {
      quantity: 0,
      problem: { productId, code: 'BAD_QUANTITY', message: text.badQuantity(product.name), available },
    };
  }
  if (product.stock <= 0) return problem('OUT_OF_STOCK', text.outOfStock(product.name), 0);
  if (quantity > product.maxPerOrder && product.maxPerOrder <= product.stock) {
    return problem('OVER_LIMIT', text.overLimit(product.name, product.maxPerOrder, product.unit), available);
  }
  if (quantity > product.stock) {
    return problem('OUT_OF_STOCK', text.fewLeft(product.name, product.stock, product.unit), available);
  }
  return { quantity };
}

export function priceLine(product: PricingProduct, quantity: number): PricedLine {
  const unitPriceCents = discountedCents(product.basePriceCents, product.discountPercentage);
  return {
    productId: product.id,
    name: product.name,
    unit: product.unit,
    imagePath: product.imagePath,
    quantity,
    unitBaseCents: product.basePriceCents,
    discountPercentage: product.discountPercentage,
    unitPriceCents,
    lineTotalCents: unitPriceCents * quantity,
  };
}

/**
 * Subtotal at base prices, the discounts, tax on the goods (0% for fresh produce in Mexico), and
 * shipping: the zone's fee unless the goods after discounts reach its free-delivery threshold (an empty cart ships nothing).
 */
export function totalsOf(lines: PricedLine[], rules: PricingRules): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitBaseCents * line.quantity, 0);
  const goodsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = Math.round((goodsCents * rules.taxPercentage) / 100);
  const freeShipping = rules.freeShippingFromCents !== null && goodsCents >= rules.freeShippingFromCents;
  const shippingCents = lines.length === 0 || freeShipping ? 0 : rules.shippingFeeCents;
  return {
    subtotalCents,
    discountCents: subtotalCents - goodsCents,
    taxCents,
    shippingCents,
    totalCents: goodsCents + taxCents + shippingCents,
    freeShippingFromCents: rules.freeShippingFromCents,
  };
}

/** How much the goods after discounts lack to reach the zone's minimum order (centavos; 0 when they reach it). */
export function missingForMinimumCents(
  totals: Pick<CartTotals, 'subtotalCents' | 'discountCents'>,
  zone: { minOrderCents: number } | null,
): number {
  if (!zone) return 0;
  return Math.max(0, zone.minOrderCents - (totals.subtotalCents - totals.discountCents));
}
