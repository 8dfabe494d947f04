import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ROLES, SESSION_CHECK, UI_ROLE, type UiRole } from '../constants/spec-constants';
import type {
  SessionCheckSucceededPayload,
  SessionEndReason,
  SessionStartedPayload,
  SessionState,
} from './session.types';
import { getTokenExpiry } from './token-expiry';

export type {
  SessionCheckSucceededPayload,
  SessionEndReason,
  SessionStartedPayload,
  SessionState,
  SessionUser,
} from './session.types';

const initialState: SessionState = {
  status: SESSION_CHECK.NONE,
  label: '',
  role: UI_ROLE.client,
  userId: null,
  token: null,
  expireTime: null,
  isEmailVerified: false,
  isChecking: false,
  isServerChecked: false,
  endedReason: null,
};

const toUiRole = (role: string | null | undefined): UiRole => (role === ROLES.ADMIN ? UI_ROLE.admin : UI_ROLE.client);

/** The lock outlives logouts: only `sessionUnlocked` lifts it. */
const loggedOut = (state: SessionState): SessionState => ({
  ...initialState,
  status: state.status === SESSION_CHECK.BLOCKED ? SESSION_CHECK.BLOCKED : SESSION_CHECK.NONE,
});

/** Session slice (spec 4): logged out / active, the session check and the "no session lock". */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: {
      reducer(state, { payload }: PayloadAction<Required<SessionStartedPayload>>) {
        if (state.status === SESSION_CHECK.BLOCKED || !payload.token) return;
        return {
          ...initialState,
          status: SESSION_CHECK.ACTIVE,
          label: payload.user.name ?? '',
          role: toUiRole(payload.user.role),
          userId: payload.user.id ?? null,
          token: payload.token,
          expireTime: payload.expireTime,
          isEmailVerified: payload.user.isEmailVerified ?? false,
          isServerChecked: !payload.fromStorage,
        };
      },
      // Decoding happens in the action creator so the reducer stays pure (it reads the clock).
      prepare: (payload: SessionStartedPayload) => ({
        payload: {
          ...payload,
          expireTime: payload.expireTime ?? getTokenExpiry(payload.token),
          fromStorage: payload.fromStorage ?? false,
        },
      }),
    },
    sessionCheckStarted(state) {
      state.isChecking = true;
    },
    sessionCheckSucceeded(state, { payload }: PayloadAction<SessionCheckSucceededPayload>) {
      state.isChecking = false;
      // A logout or lock that happened while the check ran wins over its late answer.
      if (state.status === SESSION_CHECK.BLOCKED || !state.token) return;
      const { user, dataInToken } = payload;
      state.status = SESSION_CHECK.ACTIVE;
      state.label = user?.name ?? dataInToken.name ?? state.label;
      state.role = toUiRole(dataInToken.role ?? user?.role);
      state.userId = dataInToken.id ?? state.userId;
      state.expireTime = dataInToken.expireTime ?? state.expireTime;
      state.isEmailVerified = user?.isEmailVerified ?? state.isEmailVerified;
      state.isServerChecked = true;
    },
    sessionEnded(state, { payload }: PayloadAction<{ reason: SessionEndReason }>) {
      return { ...loggedOut(state), endedReason: payload.reason };
    },
    sessionEndNoticeShown(state) {
      state.endedReason = null;
    },
    sessionLocked() {
      return { ...initialState, status: SESSION_CHECK.BLOCKED };
    },
    sessionUnlocked(state) {
      if (state.status === SESSION_CHECK.BLOCKED) state.status = SESSION_CHECK.NONE;
    },
  },
});

export const {
  sessionStarted,
  sessionCheckStarted,
  sessionCheckSucceeded,
  sessionEnded,
  sessionEndNoticeShown,
  sessionLocked,
  sessionUnlocked,
} = sessionSlice.actions;

// Selectors live with the slice (Redux style guide); they take any state holding `session`.

type WithSession = { session: SessionState };

const nowInSeconds = () => Date.now() / 1000;

/** The whole session. */
export const selectSession = (state: WithSession): SessionState => state.session;

/** True when a user is logged in (the session is active and holds a token). */
export const selectIsLoggedIn = (state: WithSession): boolean =>
  state.session.status === SESSION_CHECK.ACTIVE && state.session.token !== null;

/** The user's name, or '' when logged out. */
export const selectSessionLabel = (state: WithSession): string => state.session.label;

/** The token to send as `Authorization`, or null. */
export const selectToken = (state: WithSession): string | null => state.session.token;

/** True while the stored token is being validated (session-dependent links stay hidden). */
export const selectIsCheckingSession = (state: WithSession): boolean => state.session.isChecking;

/**
 * True when there is no usable session: no token, no known expiry, or the expiry has passed.
 * `nowSeconds` defaults to the clock; pass it to evaluate at a fixed time.
 */
export const selectIsSessionExpired = (state: WithSession, nowSeconds: number = nowInSeconds()): boolean => {
  const { token, expireTime } = state.session;
  return token === null || expireTime === null || expireTime <= nowSeconds;
};

/** True when the server has vouched for the session in this page (login or token validation). */
export const selectIsServerChecked = (state: WithSession): boolean => state.session.isServerChecked;

/** An admin session (spec 4, 6): logged in with role ADMIN and not expired. */
export const selectIsAdmin = (state: WithSession): boolean =>
  selectIsLoggedIn(state) && state.session.role === UI_ROLE.admin && !selectIsSessionExpired(state);
