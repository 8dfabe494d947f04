import { useSyncExternalStore } from 'react';
import { LAYOUT } from 'shared';

/** Below the small breakpoint (576 px, the spec's phones) lists become cards instead of tables. */
const PHONE_QUERY = `(max-width: ${LAYOUT.smallBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => window.matchMedia(PHONE_QUERY).matches;

/** True while the window is phone-narrow; follows resizes and rotations. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
