import { Dropdown, type MenuProps } from 'antd';
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

/** The session-dependent part of the navbar: login links, or the user's dropdown. */
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

  const items: MenuProps['items'] = [
    ...(isAdmin ? [] : [{ key: 'orders', label: MESSAGES.nav.myOrders }]),
    ...(isAdmin ? [] : [{ type: 'divider' as const }]),
    { key: 'logout', label: MESSAGES.nav.logout },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onNavigate();
    if (key === 'orders') void navigate(ROUTES.orders);
    if (key === 'logout') {
      void logout().then((ended) => (ended ? navigate(ROUTES.root) : undefined));
    }
  };

  return (
    <>
      {isAdmin && (
        <NavLink to={ROUTES.admin} onClick={onNavigate}>
          {MESSAGES.nav.adminPanel}
        </NavLink>
      )}
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <button type="button" className="navbar-user" data-testid="navbar-user">
          {label} ▾
        </button>
      </Dropdown>
    </>
  );
}
