import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { MESSAGES, ROUTES, TOAST_MS } from 'shared';

/** The spec's 10-second notice, then the login page (whose form loads antd anyway). */
export function RedirectToLogin() {
  useEffect(() => {
    void import('antd').then(({ message }) =>
      message.warning(MESSAGES.loginRequiredToast, TOAST_MS.loginRequired / 1000),
    );
  }, []);
  return <Navigate to={ROUTES.login} replace />;
}
