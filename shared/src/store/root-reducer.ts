import { combineSlices } from '@reduxjs/toolkit';
import { liveChannelSlice } from '../apollo/live-channel.slice';
import { cartSlice } from '../cart/cart.slice';
import { sessionSlice } from '../session/session.slice';

/**
 * Slices that remotes inject at run time. A remote declares its slice here by declaration
 * merging, so `RootState` knows it (as optional: it exists only once the remote has loaded):
 *
 * ```ts
 * declare module 'shared' {
 *   interface LazyLoadedSlices extends WithSlice<typeof adminSlice> {}
 * }
 * rootReducer.inject(adminSlice);
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in remotes
export interface LazyLoadedSlices {}

/** The one root reducer: session, cart and the live channel, plus whatever slices remotes inject later. */
export const rootReducer = combineSlices(
  sessionSlice,
  cartSlice,
  liveChannelSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** State of the one store. */
export type RootState = ReturnType<typeof rootReducer>;
