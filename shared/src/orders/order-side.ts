import { ROUTES } from '../constants/routes';
import { MESSAGES } from '../messages/messages';
import { PAGED_LISTS, type PagedList } from '../paging/page-size';

/** Who looks at orders: the shopper (Mis compras, their own) or the admin (Pedidos, everyone's). */
export type OrderSide = 'shopper' | 'admin';

/** The words, list, route and storage key each side uses for the same order view. */
export interface OrderSideTexts {
  title: string;
  empty: string;
  number: string;
  date: string;
  status: string;
  customer: string;
  window: string;
  items: string;
  total: string;
  /** The open button's caption; its accessible name adds the number. */
  view: string;
  /** The (visually hidden) header of the column with the open buttons. */
  actions: string;
  pagingLabel: string;
  back: string;
}

interface SideSettings {
  text: OrderSideTexts;
  pagedList: PagedList;
  detailRoute: string;
  listRoute: string;
  /** sessionStorage key of the order chosen in the list (the detail has no id in its path, spec 2). */
  selectedKey: string;
}

const shopper = MESSAGES.orders;
const admin = MESSAGES.adminOrders;

export const ORDER_SIDES: Record<OrderSide, SideSettings> = {
  shopper: {
    text: {
      ...shopper,
      customer: admin.customer,
      window: MESSAGES.checkout.deliveryWindow,
      actions: shopper.colActions,
      pagingLabel: admin.pagingLabel,
    },
    pagedList: PAGED_LISTS.myOrders,
    detailRoute: ROUTES.orderDetail,
    listRoute: ROUTES.orders,
    selectedKey: 'selectedOrder',
  },
  admin: {
    text: { ...admin, window: MESSAGES.adminDeliveries.deliveryWindow, items: admin.lines },
    pagedList: PAGED_LISTS.adminOrders,
    detailRoute: ROUTES.adminOrderDetail,
    listRoute: ROUTES.adminOrders,
    selectedKey: 'adminSelectedOrder',
  },
};

/** Keeps the order chosen in the list for this tab, so a reload of the detail still shows it. */
export function rememberSelectedOrder(side: OrderSide, id: string): void {
  sessionStorage.setItem(ORDER_SIDES[side].selectedKey, id);
}

/** The order chosen in the list in this tab, or null. */
export function selectedOrderId(side: OrderSide): string | null {
  return sessionStorage.getItem(ORDER_SIDES[side].selectedKey);
}
