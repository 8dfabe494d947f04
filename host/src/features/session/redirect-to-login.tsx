import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginReturnState, ROUTES } from 'shared';

/**
 * The spec's 10-second notice (the kit's toast, in a chunk of its own), then the login page, which
 * sends the shopper back here once logged in.
 */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void import('./login-required-toast').then(({ showLoginRequiredToast }) => showLoginRequiredToast());
  }, []);
  return <Navigate to={ROUTES.login} replace state={loginReturnState(pathname + search)} />;
}
