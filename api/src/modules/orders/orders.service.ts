import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { OrdersConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { CartQuote, OrderLineInput, OrderResult, OrdersResult, PaginationInput } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { centsToPesos } from '../common/money.js';
import { parsePageInput, type CursorCatalog } from '../common/pagination.input.js';
import { fetchKeysetPage, refusedPage, type KeysetSource } from '../common/pagination.keyset.js';
import { toDeliveryZone } from '../delivery/delivery.mapper.js';
import { findZoneByPostalCode, referenceZone } from '../delivery/delivery-zones.js';
import type { DeliveryZoneRow } from '../delivery/delivery.table.js';
import { checkPostalCode } from '../delivery/postal-code.js';
import { missingForMinimumCents, priceCart, zoneRules } from './cart-pricing.js';
import { isUuid, MAX_ORDER_LINES } from './order-input.js';
import { toOrder, toOrderLine, toOrderTotals, toProblem } from './orders.mapper.js';
import { findOrder, linesOf, loadPricingProducts, ordersKeysetSource, placedOrders } from './orders.store.js';
import { orders, type OrderRow } from './orders.table.js';

/** myOrders sorts by creation date only ((user_id, created_at, id) index). */
const ORDER_CURSORS: CursorCatalog<OrderRow> = {
  defaultField: 'createdAt',
  fields: {
    createdAt: {
      column: orders.createdAt,
      kind: 'timestamp',
      unique: false,
      read: (row) => row.createdAt.toISOString(),
    },
  },
};

/** Cart quotes and the client's own orders (reading); placing an order is place-order.service.ts. */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly config: OrdersConfig,
    private readonly publicUrl: string,
  ) {}

  /**
   * Prices a cart from the database: the lines that can be bought now and what changed, with the
   * postal code's zone fee (the cheapest zone's without one). Anyone may ask.
   */
  async quote(lines: OrderLineInput[], postalCode?: string | null): Promise<CartQuote> {
    const zone = await this.quoteZone(postalCode);
    const requested = lines.slice(0, MAX_ORDER_LINES).map((line) => ({
      productId: line.productId.trim().toLowerCase(),
      quantity: line.quantity,
    }));
    const ids = [...new Set(requested.map((line) => line.productId).filter(isUuid))];
    const rules = zoneRules(zone.ok ? zone.zone : null, this.config.taxPercentage);
    const priced = priceCart(requested, await loadPricingProducts(this.db, ids), rules);
    return {
      status: zone.ok,
      message: !zone.ok
        ? zone.message
        : priced.problems.length > 0
          ? MESSAGES.orders.cartChanged
          : MESSAGES.orders.quoted,
      lines: priced.lines.map((line) => toOrderLine(line, this.publicUrl)),
      totals: toOrderTotals(priced.totals),
      problems: priced.problems.map(toProblem),
      deliveryZone: zone.ok && zone.zone ? toDeliveryZone(zone.zone) : null,
      missingForMinimum: centsToPesos(
        priced.lines.length > 0 ? missingForMinimumCents(priced.totals, zone.ok ? zone.zone : null) : 0,
      ),
    };
  }

  /** The postal code's zone; without a postal code the reference (cheapest) zone, null when none exists. */
  private async quoteZone(
    postalCode: string | null | undefined,
  ): Promise<{ ok: true; zone: DeliveryZoneRow | null } | { ok: false; message: string }> {
    if (postalCode === null || postalCode === undefined) return { ok: true, zone: await referenceZone(this.db) };
    const checked = checkPostalCode(postalCode);
    if (!checked.ok) return checked;
    const zone = await findZoneByPostalCode(this.db, checked.code);
    return zone ? { ok: true, zone } : { ok: false, message: MESSAGES.delivery.notCovered(checked.code) };
  }

  /** The user's orders (never a declined payment attempt), newest first by default (isSortAsc false), keyset-paged on createdAt. */
  async listOwn(userId: string, input: PaginationInput | null | undefined): Promise<OrdersResult> {
    const withDefaults: PaginationInput = { ...input, isSortAsc: input?.isSortAsc ?? false };
    const page = parsePageInput(withDefaults, ORDER_CURSORS);
    if (!page.ok) {
      return {
        status: false,
        message: page.message,
        paginationRes: refusedPage(withDefaults, page.code, page.message),
        orders: [],
      };
    }
    const { rows, paginationRes } = await fetchKeysetPage(
      page.value,
      this.keysetSource(),
      and(eq(orders.userId, userId), placedOrders),
    );
    const lines = await linesOf(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      status: true,
      message: MESSAGES.ok,
      paginationRes,
      orders: rows.map((order) => toOrder({ order, lines: lines.get(order.id) ?? [] }, this.publicUrl)),
    };
  }

  /** Another user's order, a declined payment attempt and a malformed id answer as an unknown one. */
  async findOwn(userId: string, id: string): Promise<OrderResult> {
    const notFound = { status: false, message: MESSAGES.orders.notFound, order: null };
    if (!isUuid(id.trim())) return notFound;
    const stored = await findOrder(this.db, and(eq(orders.id, id.trim()), eq(orders.userId, userId), placedOrders));
    if (!stored) return notFound;
    return {
      status: true,
      message: MESSAGES.ok,
      order: toOrder(stored, this.publicUrl),
    };
  }

  /**
   * The phone of the user's latest order that has one (a declined attempt is not an order), the
   * checkout's starting value; null when none has. Backwards on (user_id, created_at), first match.
   */
  async lastPhone(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ phone: orders.phone })
      .from(orders)
      .where(and(eq(orders.userId, userId), placedOrders, isNotNull(orders.phone)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row?.phone ?? null;
  }

  private keysetSource(): KeysetSource<OrderRow> {
    return ordersKeysetSource(this.db);
  }
}
