import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../constants/spec-constants';

/** Below the small breakpoint (576 px, the spec's phones): the navbar collapses, lists become cards. */
export const PHONE_SCREEN_QUERY = `(max-width: ${LAYOUT.smallBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => window.matchMedia(PHONE_SCREEN_QUERY).matches;

/** True while the window is phone-narrow; follows resizes and rotations. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
