import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from 'shared';
import { PHONE_SCREEN_QUERY } from 'shared/ui';

/** localStorage key of the side menu's open/closed state (ours; spec 2: "remembered"). */
export const SIDE_MENU_STORAGE_KEY = 'adminSideMenu';

export interface AdminLayoutState {
  isSideMenuOpen: boolean;
}

/**
 * The stored choice; open when nothing usable is stored (absent, corrupt, or no storage). On a
 * phone the menu covers the page, so it always starts closed there (the choice is a wide-screen one).
 */
export function loadSideMenuOpen(): boolean {
  if (window.matchMedia(PHONE_SCREEN_QUERY).matches) return false;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SIDE_MENU_STORAGE_KEY) ?? 'null');
    return typeof stored === 'boolean' ? stored : true;
  } catch {
    return true;
  }
}

export function saveSideMenuOpen(isOpen: boolean): void {
  try {
    localStorage.setItem(SIDE_MENU_STORAGE_KEY, JSON.stringify(isOpen));
  } catch {
    // A full or forbidden storage only costs the memory of the choice.
  }
}

/** The admin shell's state, shared through the one store: whether the side menu is open. */
export const adminLayoutSlice = createSlice({
  name: 'adminLayout',
  // A function: read from storage when a store first builds this slice, not at import time.
  initialState: (): AdminLayoutState => ({ isSideMenuOpen: loadSideMenuOpen() }),
  reducers: {
    sideMenuToggled(state) {
      state.isSideMenuOpen = !state.isSideMenuOpen;
    },
    sideMenuSet(state, action: PayloadAction<boolean>) {
      state.isSideMenuOpen = action.payload;
    },
  },
  selectors: { selectIsSideMenuOpen: (state) => state.isSideMenuOpen },
});

declare module 'shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, see shared's root-reducer
  interface LazyLoadedSlices extends WithSlice<typeof adminLayoutSlice> {}
}

// Injected when remote-admin loads (spec: the host's store, remotes add their own slices).
const injectedAdminLayoutSlice = adminLayoutSlice.injectInto(rootReducer);

export const { sideMenuToggled, sideMenuSet } = adminLayoutSlice.actions;
export const { selectIsSideMenuOpen } = injectedAdminLayoutSlice.selectors;
