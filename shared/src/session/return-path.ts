import { ROUTES } from '../constants/routes';

/** What a guard hands to the login page: where the shopper was going. */
export interface LoginReturnState {
  from: string;
}

/** The router state a guard sends with its redirect to login. */
export function loginReturnState(path: string): LoginReturnState {
  return { from: path };
}

/**
 * Where to go after logging in: the path a guard sent along, when it is one of this site's own
 * paths (never another origin, never the login page itself); null otherwise.
 */
export function returnPathAfterLogin(state: unknown): string | null {
  const from = (state as Partial<LoginReturnState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  if (from === ROUTES.login || from.startsWith(`${ROUTES.login}?`)) return null;
  return from;
}
