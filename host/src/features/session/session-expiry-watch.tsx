import { useEffect } from 'react';
import { selectSession, sessionEnded, useAppDispatch, useAppSelector } from 'shared';
import { useSessionEndNotice } from './use-session-end-notice';

/**
 * On every route, the shop's and the admin's: a session whose time passes while the page is open
 * ends then, with the spec's alert 'El tiempo de la sesión ha terminado' (as on return). The admin
 * pages sit outside the shop's shell, so this cannot live in the shell.
 */
export function SessionExpiryWatch(): null {
  const dispatch = useAppDispatch();
  const { token, expireTime } = useAppSelector(selectSession);
  useSessionEndNotice();

  useEffect(() => {
    if (!token || !expireTime) return;
    const msLeft = expireTime * 1000 - Date.now();
    const timer = setTimeout(() => dispatch(sessionEnded({ reason: 'expired' })), Math.max(0, msLeft));
    return () => clearTimeout(timer);
  }, [dispatch, token, expireTime]);
  return null;
}
