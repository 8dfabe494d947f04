import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { itemSet, selectCartCount } from '../cart/cart.slice';
import { cartItemFromProduct } from '../cart/cart-item';
import { createAppStore } from './create-app-store';
import { rootReducer } from './root-reducer';

// What a remote does when it loads: a slice of its own, injected into the existing store.
const adminMenuSlice = createSlice({
  name: 'adminMenu',
  initialState: { isCollapsed: false },
  reducers: {
    menuToggled(state) {
      state.isCollapsed = !state.isCollapsed;
    },
    menuSet(state, action: PayloadAction<boolean>) {
      state.isCollapsed = action.payload;
    },
  },
  selectors: { selectIsCollapsed: (state) => state.isCollapsed },
});

describe('lazily injected slices', () => {
  it('work on a store created before they were injected, next to session and cart', () => {
    const store = createAppStore({ persist: false, storage: sessionStorage });
    store.dispatch(
      itemSet(
        cartItemFromProduct(
          {
            id: 'p1',
            name: 'Uva',
            price: { base: 5, discountPercentage: 0, priceAfterDiscount: 5 },
            stock: 5,
            maxPerOrder: 5,
          },
          1,
        ),
      ),
    );
    expect('adminMenu' in store.getState()).toBe(false);

    const injected = rootReducer.inject(adminMenuSlice);
    // A remote would declare its slice in LazyLoadedSlices; without that, the state is cast here.
    const state = () => store.getState() as ReturnType<typeof injected>;
    const { selectIsCollapsed } = adminMenuSlice.injectInto(rootReducer).selectors;
    // Before any action reaches it, the injected selector falls back to the initial state.
    expect(selectIsCollapsed(state())).toBe(false);

    store.dispatch(adminMenuSlice.actions.menuToggled());
    expect(selectIsCollapsed(state())).toBe(true);
    expect(injected.selector((root) => root.adminMenu)(store.getState())).toEqual({ isCollapsed: true });
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('are present in stores created after the injection', () => {
    rootReducer.inject(adminMenuSlice);
    const store = createAppStore({ persist: false, storage: sessionStorage });
    store.dispatch(adminMenuSlice.actions.menuSet(true));
    expect((store.getState() as { adminMenu?: { isCollapsed: boolean } }).adminMenu).toEqual({ isCollapsed: true });
  });
});
