import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LAYOUT, MESSAGES } from 'shared';
import { ADMIN_MENU, SHOP_LINK } from './admin-menu';
import { AdminMenuLinks } from './admin-menu-links';
import { ADMIN_MENU_ID, AdminTopBar } from './admin-top-bar';
import { useSideMenu } from './use-side-menu';

const MENU_LINKS = [...ADMIN_MENU, SHOP_LINK];

/**
 * Admin shell (spec 2): top bar, the side menu (wide screens; 170px, content offset 15rem) or
 * the collapsible menu (small screens), and the content area of the child routes.
 */
export function AdminLayout() {
  const menu = useSideMenu();
  const showSideMenu = menu.isOpen && !menu.isSmallScreen;
  const showMobileMenu = menu.isOpen && menu.isSmallScreen;

  return (
    <div className="admin">
      <AdminTopBar
        isMenuOpen={menu.isOpen}
        isSmallScreen={menu.isSmallScreen}
        onToggle={menu.toggle}
        onNavigate={menu.onNavigate}
      />
      {showMobileMenu && (
        <nav id={ADMIN_MENU_ID} className="admin-mobilemenu" aria-label={MESSAGES.admin.topMenu}>
          <AdminMenuLinks items={MENU_LINKS} onNavigate={menu.onNavigate} />
        </nav>
      )}
      <div className="admin-body">
        {showSideMenu && (
          <nav
            id={ADMIN_MENU_ID}
            className="admin-sidemenu"
            aria-label={MESSAGES.admin.sideMenu}
            style={{ width: LAYOUT.adminBarWidthPx }}
          >
            <AdminMenuLinks items={MENU_LINKS} onNavigate={menu.onNavigate} />
          </nav>
        )}
        <main className="admin-content" style={{ marginLeft: showSideMenu ? LAYOUT.adminSideMenuOffset : undefined }}>
          <Suspense fallback={<Skeleton active aria-label={MESSAGES.busy.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
