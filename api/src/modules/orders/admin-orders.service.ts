import { and, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type {
  AdminOrderResult,
  Order,
  OrderCustomer,
  OrdersResult,
  OrderStatus,
  PaginationInput,
} from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { isStorableTime, parsePageInput, type CursorCatalog } from '../common/pagination.input.js';
import { fetchKeysetPage, refusedPage, type KeysetSource } from '../common/pagination.keyset.js';
import { users } from '../users/users.table.js';
import { historyOf } from './order-history.js';
import { isUuid } from './order-input.js';
import { ORDER_TRANSITIONS } from './order-transitions.js';
import { toOrder } from './orders.mapper.js';
import {
  declinedAttempts,
  findOrder,
  linesOf,
  ordersKeysetSource,
  placedOrders,
  type StoredOrder,
} from './orders.store.js';
import { orders, type OrderRow } from './orders.table.js';

/** adminOrders sorts by creation date only ((status, created_at, id) and (created_at, id) indexes). */
const ADMIN_ORDER_CURSORS: CursorCatalog<OrderRow> = {
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

/** Mexico City has no daylight saving time since 2022: a calendar day there starts at 06:00 UTC. */
const SHOP_UTC_OFFSET = '-06:00';
const DAY_MS = 24 * 3_600_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

type Bound = { ok: true; at: Date | null; wholeDay: boolean } | { ok: false; message: string };

/** A from/to argument: empty -> no bound; YYYY-MM-DD -> that day in Mexico City; or a full ISO date-time. */
export function parseDateBound(value: string | null | undefined, field: 'from' | 'to'): Bound {
  const text = value?.trim() ?? '';
  if (text === '') return { ok: true, at: null, wholeDay: false };
  const wholeDay = DATE_ONLY.test(text);
  if (!wholeDay && !DATE_TIME.test(text)) return { ok: false, message: MESSAGES.adminOrders.badDate(field) };
  const at = new Date(wholeDay ? `${text}T00:00:00${SHOP_UTC_OFFSET}` : text);
  // 2026-02-31 parses in some engines: compare the day back.
  // The day after a whole-day `to` must be storable too (9999-12-31 would end in year 10000).
  const end = wholeDay ? at.getTime() + DAY_MS : at.getTime();
  if (!isStorableTime(at.getTime()) || !isStorableTime(end) || (wholeDay && !sameCalendarDay(text, at))) {
    return { ok: false, message: MESSAGES.adminOrders.badDate(field) };
  }
  return { ok: true, at, wholeDay };
}

function sameCalendarDay(text: string, at: Date): boolean {
  const shifted = new Date(at.getTime() - 6 * 3_600_000);
  return shifted.toISOString().slice(0, 10) === text;
}

export interface AdminOrderFilter {
  status?: OrderStatus | null;
  from?: string | null;
  to?: string | null;
  /** True: only the declined payment attempts; otherwise only the orders shoppers placed. */
  paymentDeclined?: boolean | null;
}

/** The back office's view of every customer's orders (the resolvers check the ADMIN role first). */
export class AdminOrdersService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  async list(input: PaginationInput | null | undefined, filter: AdminOrderFilter): Promise<OrdersResult> {
    const withDefaults: PaginationInput = { ...input, isSortAsc: input?.isSortAsc ?? false };
    const refuse = (message: string, code = 0): OrdersResult => ({
      status: false,
      message,
      paginationRes: code ? refusedPage(withDefaults, code, message) : null,
      orders: [],
    });
    const from = parseDateBound(filter.from, 'from');
    if (!from.ok) return refuse(from.message);
    const to = parseDateBound(filter.to, 'to');
    if (!to.ok) return refuse(to.message);
    if (from.at && to.at && from.at.getTime() > to.at.getTime()) return refuse(MESSAGES.adminOrders.badRange);

    const page = parsePageInput(withDefaults, ADMIN_ORDER_CURSORS);
    if (!page.ok) return refuse(page.message, page.code);

    const conditions: SQL[] = [filter.paymentDeclined ? declinedAttempts : placedOrders];
    if (filter.status) conditions.push(eq(orders.status, filter.status));
    if (from.at) conditions.push(gte(orders.createdAt, from.at));
    if (to.at) {
      conditions.push(
        to.wholeDay ? lt(orders.createdAt, new Date(to.at.getTime() + DAY_MS)) : lte(orders.createdAt, to.at),
      );
    }
    const where = and(...conditions);
    const { rows, paginationRes } = await fetchKeysetPage(page.value, this.keysetSource(), where);
    const ids = rows.map((row) => row.id);
    const [lines, customers] = await Promise.all([
      linesOf(this.db, ids),
      this.customersOf(rows.map((row) => row.userId)),
    ]);
    return {
      status: true,
      message: MESSAGES.ok,
      paginationRes,
      orders: rows.map((order) => ({
        ...this.toOrder({ order, lines: lines.get(order.id) ?? [] }),
        customer: customers.get(order.userId) ?? null,
      })),
    };
  }

  async detail(id: string): Promise<AdminOrderResult> {
    const notFound: AdminOrderResult = {
      status: false,
      message: MESSAGES.orders.notFound,
      order: null,
      history: [],
      allowedTransitions: [],
    };
    const orderId = id.trim().toLowerCase();
    if (!isUuid(orderId)) return notFound;
    const stored = await findOrder(this.db, eq(orders.id, orderId));
    if (!stored) return notFound;
    const [customers, history] = await Promise.all([
      this.customersOf([stored.order.userId]),
      historyOf(this.db, orderId),
    ]);
    return {
      status: true,
      message: MESSAGES.ok,
      order: { ...this.toOrder(stored), customer: customers.get(stored.order.userId) ?? null },
      history: history.map((entry) => ({
        from: entry.from,
        to: entry.to,
        changedBy: entry.changedByName,
        changedAt: entry.changedAt.toISOString(),
      })),
      allowedTransitions: [...ORDER_TRANSITIONS[stored.order.status]],
    };
  }

  private toOrder(stored: StoredOrder): Order {
    return toOrder(stored, this.publicUrl);
  }

  private async customersOf(userIds: string[]): Promise<Map<string, OrderCustomer>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(
      rows.map((row) => [row.id, { id: row.id, name: `${row.name} ${row.lastname}`.trim(), email: row.email }]),
    );
  }

  private keysetSource(): KeysetSource<OrderRow> {
    return ordersKeysetSource(this.db);
  }
}
