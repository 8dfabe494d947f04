import { ROLES, SESSION_STORAGE_HOURS, STORAGE_KEYS, UI_ROLE, type UiRole } from '../constants/spec-constants';
import { getLocalStorage, readItem, writeItem } from '../storage/local-storage';
import type { SessionStartedPayload, SessionState } from './session.slice';
import { getTokenExpiry } from './token-expiry';

/** The part of the session kept in localStorage 'session'. */
export interface StoredSession {
  token: string;
  label: string;
  role: UiRole;
  userId: string | null;
  /** Epoch seconds. */
  expireTime: number;
  isEmailVerified: boolean;
}

const STORED_FOR_MS = SESSION_STORAGE_HOURS * 60 * 60 * 1000;

/** The persisted part of a session state; null when logged out (nothing to store). */
export function storedSessionOf(state: SessionState): StoredSession | null {
  if (!state.token) return null;
  const { token, label, role, userId, isEmailVerified } = state;
  return { token, label, role, userId, isEmailVerified, expireTime: state.expireTime ?? getTokenExpiry(token) };
}

/** The stored text: `{ value, storedUntil }` with storedUntil = now + 24 h in epoch ms. */
export function serializeStoredSession(value: StoredSession, nowMs: number = Date.now()): string {
  return JSON.stringify({ value, storedUntil: nowMs + STORED_FOR_MS });
}

/** Reads stored text; null when invalid, past its 24 h, or when the token itself has expired. */
export function parseStoredSession(raw: string | null, nowMs: number = Date.now()): StoredSession | null {
  if (!raw) return null;
  try {
    const { value, storedUntil } = JSON.parse(raw) as { value?: Partial<StoredSession>; storedUntil?: unknown };
    if (typeof storedUntil !== 'number' || storedUntil <= nowMs) return null;
    if (!value || typeof value.token !== 'string' || !value.token) return null;
    const expireTime =
      typeof value.expireTime === 'number' ? value.expireTime : getTokenExpiry(value.token, nowMs / 1000);
    if (expireTime <= nowMs / 1000) return null;
    return {
      token: value.token,
      label: typeof value.label === 'string' ? value.label : '',
      role: value.role === UI_ROLE.admin ? UI_ROLE.admin : UI_ROLE.client,
      userId: typeof value.userId === 'string' ? value.userId : null,
      expireTime,
      isEmailVerified: value.isEmailVerified === true,
    };
  } catch {
    return null;
  }
}

/**
 * True when the stored text holds a session whose token has expired (or whose 24 h have passed):
 * the shopper comes back to a session that ended while away, and is told so (spec section 4).
 */
export function isStoredSessionEnded(raw: string | null, nowMs: number = Date.now()): boolean {
  if (!raw) return false;
  try {
    const { value } = JSON.parse(raw) as { value?: Partial<StoredSession> };
    return typeof value?.token === 'string' && value.token !== '' && parseStoredSession(raw, nowMs) === null;
  } catch {
    return false;
  }
}

/** The stored session, if any is usable; an unusable one is removed so it is not read again. */
export function loadStoredSession(
  storage: Storage | undefined = getLocalStorage(),
  nowMs: number = Date.now(),
): StoredSession | null {
  const raw = readItem(storage, STORAGE_KEYS.session);
  const session = parseStoredSession(raw, nowMs);
  if (raw !== null && session === null) writeItem(storage, STORAGE_KEYS.session, null);
  return session;
}

/** Stores the session, or removes the key when logged out. */
export function saveSession(
  state: SessionState,
  storage: Storage | undefined = getLocalStorage(),
  nowMs: number = Date.now(),
): void {
  const value = storedSessionOf(state);
  writeItem(storage, STORAGE_KEYS.session, value && serializeStoredSession(value, nowMs));
}

/** The `sessionStarted` payload that restores a stored session. */
export function sessionStartedFromStored(stored: StoredSession): SessionStartedPayload {
  return {
    token: stored.token,
    expireTime: stored.expireTime,
    fromStorage: true,
    user: {
      id: stored.userId,
      name: stored.label,
      role: stored.role === UI_ROLE.admin ? ROLES.ADMIN : ROLES.CLIENT,
      isEmailVerified: stored.isEmailVerified,
    },
  };
}
