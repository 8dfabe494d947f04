import { MenuOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Skeleton } from 'antd';
import { LAYOUT, MESSAGES, selectSessionLabel, useAppSelector } from 'shared';
import { ADMIN_MENU, SHOP_LINK } from './admin-menu';
import { AdminMenuIcon } from './admin-menu-icon';

/** Admin shell: top bar, collapsible side menu and the content area. */
export function AdminLayout() {
  const [isMenuOpen, setMenuOpen] = useState(true);
  const label = useAppSelector(selectSessionLabel);
  const links = [...ADMIN_MENU, SHOP_LINK];

  return (
    <div className="admin" style={{ ['--admin-menu-offset' as string]: LAYOUT.adminSideMenuOffset }}>
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-toggle"
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          <MenuOutlined aria-hidden="true" /> <span className="sr-only">Menú</span>
        </button>
        <strong>Del Campo · Administración</strong>
        <NavLink to={SHOP_LINK.url}>{SHOP_LINK.label}</NavLink>
        <span className="admin-user" data-testid="admin-user">
          {label}
        </span>
      </header>
      <div className="admin-body">
        {isMenuOpen && (
          <nav className="admin-sidemenu" aria-label={MESSAGES.admin.panel} style={{ width: LAYOUT.adminBarWidthPx }}>
            {links.map((item) => (
              <NavLink key={item.url} to={item.url} end>
                <AdminMenuIcon name={item.icon} /> {item.label}
              </NavLink>
            ))}
          </nav>
        )}
        <main className="admin-content">
          <Suspense fallback={<Skeleton active aria-label={MESSAGES.busy.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
