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

/**
 * On entering the shell the stored token is validated with the server; a rejected or failed
 * check ends the session. Its end while the page is open, and the alert, are SessionExpiryWatch's
 * (every route, the admin's too).
 */
export function useSessionValidation(): void {
  const dispatch = useAppDispatch();
  const validate = useValidateToken();
  const { token } = useAppSelector(selectSession);

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
}
