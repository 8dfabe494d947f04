import type { FirstRenderData } from 'shared';

/** What the server cannot know of this visit (the browser's storage): it drew the page without them. */
export interface Visit {
  loggedIn: boolean;
  cartCount: number;
  /** The page was opened with an earlier page's navigation state (a guard's return path, kept over a reload). */
  carriesState: boolean;
}

/**
 * Whether the app adopts the server's markup of this page (hydrateRoot) instead of drawing it again
 * (issue 30: the take-over built the page twice, the server's copy as the fallback, then its own).
 * Only what the server drew for: its data block marks the page adoptable and names this URL, and
 * the visit is the one it drew the shell for (no session, an empty cart, no state carried from an
 * earlier page, such as the login page's "a guard sent you here"). Anything else, or a
 * markup that turns out different (another release of remote-shop), is drawn by the app as before:
 * React client-renders what does not match.
 */
export function adoptsServerPage(data: FirstRenderData | null, visit: Visit, url: string): boolean {
  return (
    data?.adoptable === true && data.url === url && !visit.loggedIn && visit.cartCount === 0 && !visit.carriesState
  );
}
