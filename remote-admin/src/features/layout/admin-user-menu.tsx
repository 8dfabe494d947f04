import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, ROUTES, selectIsLoggedIn, selectSessionLabel, useAppSelector, useLogout } from 'shared';

const LOGOUT_KEY = 'logout';

/** The user's name as a dropdown with 'Salir de la sesión' (spec 2); nothing when logged out. */
export function AdminUserMenu({ onNavigate }: { onNavigate: () => void }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const label = useAppSelector(selectSessionLabel);
  const logout = useLogout();
  const navigate = useNavigate();

  if (!isLoggedIn) return null;

  const items: MenuProps['items'] = [{ key: LOGOUT_KEY, label: MESSAGES.admin.logout }];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== LOGOUT_KEY) return;
    onNavigate();
    // The same confirm-then-logout as the host's navbar: it clears the label and the stored
    // session (every tab follows); then the shop's home.
    void logout().then((ended) => (ended ? navigate(ROUTES.root) : undefined));
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <button type="button" className="admin-user" data-testid="admin-user">
        {label} <span aria-hidden="true">▾</span>
      </button>
    </Dropdown>
  );
}
