import { NavLink, useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  ROUTES,
  selectIsAdmin,
  selectIsLoggedIn,
  selectSessionLabel,
  useAppSelector,
  useLogout,
} from 'shared';
import { UserMenu } from './user-menu';

/** The session-dependent part of the navbar: login links, or the user's menu. */
export function SessionMenu({ onNavigate }: { onNavigate: () => void }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const label = useAppSelector(selectSessionLabel);
  const navigate = useNavigate();
  const logout = useLogout();

  if (!isLoggedIn) {
    return (
      <>
        <NavLink to={ROUTES.login} onClick={onNavigate}>
          {MESSAGES.nav.login}
        </NavLink>
        <NavLink to={ROUTES.register} onClick={onNavigate}>
          {MESSAGES.nav.register}
        </NavLink>
      </>
    );
  }

  const onLogout = () => void logout().then((ended) => (ended ? navigate(ROUTES.root) : undefined));
  return (
    <>
      {isAdmin && (
        <NavLink to={ROUTES.admin} onClick={onNavigate}>
          {MESSAGES.nav.adminPanel}
        </NavLink>
      )}
      <UserMenu label={label} showOrders={!isAdmin} onNavigate={onNavigate} onLogout={onLogout} />
    </>
  );
}
