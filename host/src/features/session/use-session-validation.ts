import { useEffect } from 'react';
import {
  selectSession,
  sessionCheckStarted,
  sessionCheckSucceeded,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
} from 'shared';
import { useValidateToken } from './use-validate-token';
import { useSessionEndNotice } from './use-session-end-notice';

/**
 * On entering the shell the stored token is validated with the server; a rejected or failed
 * check ends the session. A timer ends it when it expires while the page is open.
 */
export function useSessionValidation(): void {
  const dispatch = useAppDispatch();
  const validate = useValidateToken();
  const { token, expireTime } = useAppSelector(selectSession);
  useSessionEndNotice();

  useEffect(() => {
    if (!token) return;
    dispatch(sessionCheckStarted());
    validate()
      .then((result) => {
        if (result?.status && result.dataInToken) {
          dispatch(sessionCheckSucceeded({ dataInToken: result.dataInToken, user: result.user ?? undefined }));
        } else {
          dispatch(sessionEnded({ reason: 'rejected' }));
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        dispatch(sessionEnded({ reason: 'rejected' }));
      });
    // Only the token that was there when the shell mounted is checked here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!token || !expireTime) return;
    const msLeft = expireTime * 1000 - Date.now();
    const timer = setTimeout(() => dispatch(sessionEnded({ reason: 'expired' })), Math.max(0, msLeft));
    return () => clearTimeout(timer);
  }, [dispatch, token, expireTime]);
}
