import { useSyncExternalStore } from 'react';
import { LAYOUT } from 'shared';

/**
 * Below the small breakpoint (where the host's navbar collapses too) the admin shell shows the
 * logo and a collapse toggle instead of the side menu.
 */
export const SMALL_SCREEN_QUERY = `(max-width: ${LAYOUT.smallBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmallScreenNow = () => window.matchMedia(SMALL_SCREEN_QUERY).matches;

/** True while the window is narrower than the small breakpoint; follows resizes and rotations. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmallScreenNow, () => false);
}
