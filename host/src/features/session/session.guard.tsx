import { Outlet } from 'react-router-dom';
import { selectIsLoggedIn, selectIsSessionExpired, useAppSelector } from 'shared';
import { RedirectToLogin } from './redirect-to-login';

/** Lets checkout, orders and orderdet through only with a session that has not expired. */
export function SessionGuard() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isExpired = useAppSelector((state) => selectIsSessionExpired(state));
  return isLoggedIn && !isExpired ? <Outlet /> : <RedirectToLogin />;
}
