import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { quantityLimit, roundCentavos, type CartItem } from './cart-item';

/** The cart of spec section 3, plus whether its side panel is open. */
export interface CartState {
  items: CartItem[];
  /** Sum of quantities. */
  itemsCount: number;
  /** Sum of quantity x finalPrice. */
  total: number;
  subtotal: number;
  tax: number;
  shipping: number;
  discount: number;
  purchaseTotal: number;
  /** True after an addition until the notification is dismissed. */
  isNotify: boolean;
  /** Units added by the change that raised the notification. */
  notifyQty: number;
  notifyName: string;
  isPanelOpen: boolean;
}

const initialState: CartState = {
  items: [],
  itemsCount: 0,
  total: 0,
  subtotal: 0,
  tax: 0,
  shipping: 0,
  discount: 0,
  purchaseTotal: 0,
  isNotify: false,
  notifyQty: 0,
  notifyName: '',
  isPanelOpen: false,
};

/** Whole units; anything unreadable counts as 0, which removes the line. */
const wholeUnits = (quantity: number): number => (Number.isFinite(quantity) ? Math.floor(quantity) : 0);

/** The line with its quantity clamped to 1..limit and its total recomputed. */
function normalized(item: CartItem): CartItem {
  const quantity = Math.min(Math.max(wholeUnits(item.quantity), 1), quantityLimit(item));
  return { ...item, quantity, total: roundCentavos(quantity * item.finalPrice) };
}

function recomputeTotals(state: CartState): void {
  state.itemsCount = state.items.reduce((sum, item) => sum + item.quantity, 0);
  state.total = roundCentavos(state.items.reduce((sum, item) => sum + item.quantity * item.finalPrice, 0));
}

/** Cart slice (spec 3-4): lines, totals, the "added" notification and the panel. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adds, replaces or (quantity 0) removes a line. */
    itemSet(state, { payload }: PayloadAction<CartItem>) {
      const index = state.items.findIndex((item) => item.id === payload.id);
      const previousQty = index >= 0 ? state.items[index]!.quantity : 0;
      if (wholeUnits(payload.quantity) <= 0) {
        if (index >= 0) state.items.splice(index, 1);
        recomputeTotals(state);
        return;
      }
      const item = normalized(payload);
      if (index >= 0) state.items[index] = item;
      else state.items.push(item);
      recomputeTotals(state);
      if (item.quantity > previousQty) {
        state.isNotify = true;
        state.notifyQty = item.quantity - previousQty;
        state.notifyName = item.name;
      }
    },
    itemRemoved(state, { payload: id }: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== id);
      recomputeTotals(state);
    },
    /** Empties the cart (e.g. after a purchase); the panel stays as it is. */
    cartCleared(state) {
      return { ...initialState, isPanelOpen: state.isPanelOpen };
    },
    notifyDismissed(state) {
      state.isNotify = false;
    },
    cartPanelOpened(state) {
      state.isPanelOpen = true;
    },
    cartPanelClosed(state) {
      state.isPanelOpen = false;
    },
    cartPanelToggled(state) {
      state.isPanelOpen = !state.isPanelOpen;
    },
    /** Takes the lines another tab stored; no notification, since nothing was added here. */
    cartReplacedFromStorage(state, { payload }: PayloadAction<CartItem[]>) {
      state.items = payload.filter((item) => wholeUnits(item.quantity) > 0).map(normalized);
      state.isNotify = false;
      recomputeTotals(state);
    },
  },
});

export const {
  itemSet,
  itemRemoved,
  cartCleared,
  notifyDismissed,
  cartPanelOpened,
  cartPanelClosed,
  cartPanelToggled,
  cartReplacedFromStorage,
} = cartSlice.actions;

// Selectors live with the slice (Redux style guide); they take any state holding `cart`.

type WithCart = { cart: CartState };

/** The whole cart. */
export const selectCart = (state: WithCart): CartState => state.cart;
/** The cart lines. */
export const selectCartItems = (state: WithCart): CartItem[] => state.cart.items;
/** Units in the cart (the badge number). */
export const selectCartCount = (state: WithCart): number => state.cart.itemsCount;
/** Sum of the line totals in MXN. */
export const selectCartTotal = (state: WithCart): number => state.cart.total;
/** Whether the side panel is open. */
export const selectIsCartPanelOpen = (state: WithCart): boolean => state.cart.isPanelOpen;
