// The only place allowed to use the raw react-redux hooks: everyone else gets the typed ones.
// eslint-disable-next-line no-restricted-imports -- typed wrappers are defined here
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './create-app-store';

/** `useDispatch` typed for the app store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with {@link RootState}. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the app store. */
export const useAppStore = useStore.withTypes<AppStore>();
