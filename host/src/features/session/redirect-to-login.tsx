import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginReturnState, MESSAGES, ROUTES, TOAST_MS } from 'shared';

/**
 * The spec's 10-second notice, then the login page (whose form loads antd anyway), which sends
 * the shopper back here once logged in.
 */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void import('antd').then(({ message }) =>
      message.warning(MESSAGES.loginRequiredToast, TOAST_MS.loginRequired / 1000),
    );
  }, []);
  return <Navigate to={ROUTES.login} replace state={loginReturnState(pathname + search)} />;
}
