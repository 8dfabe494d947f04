import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { message } from 'antd';
import { MESSAGES, ROUTES, TOAST_MS } from 'shared';

/** The spec's 10-second notice, then the login page. */
export function RedirectToLogin() {
  useEffect(() => {
    void message.warning(MESSAGES.loginRequiredToast, TOAST_MS.loginRequired / 1000);
  }, []);
  return <Navigate to={ROUTES.login} replace />;
}
