import { and, eq } from 'drizzle-orm';
import type { ShopInfo } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { DeliveryWindowsResult, OrderResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import type { MailDispatcher } from '../mail/mail-dispatcher.js';
import { renderMail } from '../mail/mail-layout.js';
import { isUuid } from '../orders/order-input.js';
import { orderWindow, toOrder } from '../orders/orders.mapper.js';
import { findOrder, placedOrders, type Executor, type StoredOrder } from '../orders/orders.store.js';
import { orders, type OrderRow, type OrderStatusName } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';
import { toDeliveryZone } from './delivery.mapper.js';
import type { DeliveryZoneRow } from './delivery.table.js';
import { findZoneById, findZoneByPostalCode } from './delivery-zones.js';
import { windowLabel } from './shop-time.js';
import { toWindow, type DeliveryWindowsService } from './windows.service.js';
import { bookWindow, releaseOrderWindow } from './windows.store.js';

export interface MoveOrderWindowDeps {
  db: Database;
  windows: DeliveryWindowsService;
  mailer: MailDispatcher;
  shop: ShopInfo;
  publicUrl: string;
  events?: DashboardNotifier;
}

/** Orders not yet on their way may change window. */
const MOVABLE: readonly OrderStatusName[] = ['PAID', 'PREPARING'];

class Refused extends Error {}

const text = MESSAGES.delivery;

/** moveOrderWindow (ADMIN, checked by the resolver): another window of the order's zone, with an e-mail to the customer. */
export class MoveOrderWindowService {
  constructor(private readonly deps: MoveOrderWindowDeps) {}

  /**
   * orderDeliveryWindows (ADMIN, checked by the resolver): "Cambiar horario"'s choices, the open
   * windows of the zone the order was booked in, the same zone `move` checks the choice against.
   */
  async windowsOf(orderId: string, now = new Date()): Promise<DeliveryWindowsResult> {
    const stored = await this.placedOrder(orderId);
    const none = { zone: null, windows: [], noWindowMessage: null };
    if (!stored) return { status: false, message: MESSAGES.orders.notFound, ...none };
    const zone = await this.zoneOf(stored.order);
    if (!zone) return { status: false, message: text.notCovered(stored.order.address?.zip ?? ''), ...none };
    const windows = await this.deps.windows.plan(this.deps.db, zone, now);
    return {
      status: true,
      message: text.windowsListed(zone.name),
      zone: toDeliveryZone(zone),
      windows: windows.map(toWindow),
      noWindowMessage: windows.some((window) => window.remaining > 0) ? null : this.deps.windows.noWindowMessage(now),
    };
  }

  async move(orderId: string, windowId: string, now = new Date()): Promise<OrderResult> {
    const stored = await this.placedOrder(orderId);
    if (!stored) return refused(MESSAGES.orders.notFound);
    const { order } = stored;
    if (!MOVABLE.includes(order.status))
      return refused(text.window.cannotMove(MESSAGES.orders.statusName[order.status]));
    const zone = await this.zoneOf(order);
    if (!zone) return refused(text.notCovered(order.address?.zip ?? ''));
    const choice = await this.deps.windows.check(this.deps.db, zone, windowId, now);
    if (!choice.ok) return refused(choice.message);
    if (order.windowTemplateId === choice.template.id && order.windowDate === choice.date)
      return refused(text.window.sameWindow);
    try {
      await this.deps.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        const unchanged =
          locked?.status === order.status &&
          locked.windowTemplateId === order.windowTemplateId &&
          locked.windowDate === order.windowDate;
        if (!unchanged) throw new Refused(MESSAGES.orders.changedMeanwhile);
        if (!(await bookWindow(tx, choice.template.id, choice.date))) {
          throw new Refused(await this.deps.windows.fullMessage(zone, now));
        }
        await releaseOrderWindow(tx, locked);
        const [moved] = await tx
          .update(orders)
          .set({
            windowTemplateId: choice.template.id,
            windowDate: choice.date,
            windowStartMinute: choice.template.startMinute,
            windowEndMinute: choice.template.endMinute,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, order.id))
          .returning();
        await this.mailCustomer(tx, locked, moved!);
      });
    } catch (error) {
      if (error instanceof Refused) return refused(error.message);
      throw error;
    }
    this.deps.mailer.wake();
    this.deps.events?.dashboardChanged();
    const after = (await findOrder(this.deps.db, eq(orders.id, order.id))) as StoredOrder;
    const label = windowLabel(choice.date, choice.template.startMinute, choice.template.endMinute);
    return {
      status: true,
      message: text.window.moved(order.number, label),
      order: toOrder(after, this.deps.publicUrl),
    };
  }

  /** A placed order (not a declined attempt) by id; null for anything else. */
  private async placedOrder(orderId: string): Promise<StoredOrder | null> {
    const id = orderId.trim().toLowerCase();
    return isUuid(id) ? findOrder(this.deps.db, and(eq(orders.id, id), placedOrders)) : null;
  }

  /** The zone the order was placed in (older orders: their address's zone). */
  private zoneOf(order: OrderRow): Promise<DeliveryZoneRow | null> {
    if (order.deliveryZoneId) return findZoneById(this.deps.db, order.deliveryZoneId);
    const zip = order.address?.zip ?? '';
    return /^\d{5}$/.test(zip) ? findZoneByPostalCode(this.deps.db, zip) : Promise.resolve(null);
  }

  /** Queued in the move's transaction: the customer hears of it exactly when it happens. */
  private async mailCustomer(tx: Executor, before: OrderRow, after: OrderRow): Promise<void> {
    const [client] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, after.userId));
    if (!client) return;
    const from = orderWindow(before)?.label ?? 'sin horario';
    const to = orderWindow(after)!.label;
    const message = renderMail(
      {
        to: { name: client.name, address: client.email },
        subject: text.window.movedMailSubject(after.number),
        greeting: `Hola ${client.name}:`,
        paragraphs: [text.window.movedMailBody(after.number, from, to)],
        notes: ['Puedes seguir tu pedido en "Mis compras".'],
      },
      this.deps.shop,
    );
    await this.deps.mailer.enqueue(tx, 'order-window', message);
  }
}

function refused(message: string): OrderResult {
  return { status: false, message, order: null };
}
