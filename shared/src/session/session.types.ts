// Shapes of the session slice and of its action payloads.
import type { SessionCheck, UiRole } from '../constants/spec-constants';

/** Why a session ended; the host shows the "session ended" alert for all but `logout`. */
export type SessionEndReason = 'expired' | 'rejected' | 'missing' | 'logout';

/** The session of spec section 4, as the one store holds it. */
export interface SessionState {
  /** A `SESSION_CHECK` value: NONE logged out, ACTIVE logged in, BLOCKED the "no session lock". */
  status: SessionCheck;
  /** The user's name, or '' when logged out. */
  label: string;
  role: UiRole;
  userId: string | null;
  token: string | null;
  /** Token expiry in epoch seconds. */
  expireTime: number | null;
  isEmailVerified: boolean;
  /** True while the server validates the stored token. */
  isChecking: boolean;
  /**
   * True once the server has vouched for this session in this page: a login answer or a token
   * validation. A session read back from storage (or from another tab) is not, whatever role it says.
   */
  isServerChecked: boolean;
  endedReason: SessionEndReason | null;
}

/** The user fields a session needs; nullable because generated GraphQL types may be. */
export interface SessionUser {
  id?: string | null;
  name?: string | null;
  /** Server role (`CLIENT`, `ADMIN`, `SYSTEM`); only `ADMIN` makes an admin session. */
  role?: string | null;
  isEmailVerified?: boolean | null;
}

/** Payload of {@link sessionStarted}: the login result. */
export interface SessionStartedPayload {
  token: string;
  user: SessionUser;
  /** Epoch seconds; when omitted it is read from the token's `exp` claim. */
  expireTime?: number;
  /** True when it comes from storage, not from the server's answer (see SessionState.isServerChecked). */
  fromStorage?: boolean;
}

/** Payload of {@link sessionCheckSucceeded}: the validateTokenExt result. */
export interface SessionCheckSucceededPayload {
  user?: SessionUser | null;
  dataInToken: { id?: string | null; name?: string | null; role?: string | null; expireTime?: number | null };
}
