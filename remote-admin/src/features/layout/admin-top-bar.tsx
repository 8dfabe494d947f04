import { MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LAYOUT, MESSAGES, ROUTES } from 'shared';
import { ADMIN_MENU, SHOP_LINK } from './admin-menu';
import { AdminLogo } from './admin-logo';
import { AdminMenuLinks } from './admin-menu-links';
import { AdminUserMenu } from './admin-user-menu';

/** Id of the menu the toggle opens and closes (the side menu, or the mobile menu). */
export const ADMIN_MENU_ID = 'admin-menu';

interface AdminTopBarProps {
  isMenuOpen: boolean;
  isSmallScreen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/**
 * Top bar (spec 2): logo, the menu toggle, the shop link and the menu items, and the user's
 * dropdown, on one row. On wide screens the items show here only while the side menu is closed
 * (open, it already lists them: no second copy pushing the user's menu onto another row); the
 * shop link always does. On small screens the items move into the collapsible menu below the bar.
 */
export function AdminTopBar({ isMenuOpen, isSmallScreen, onToggle, onNavigate }: AdminTopBarProps) {
  const toggle = (
    <button
      type="button"
      className="admin-toggle"
      aria-label={MESSAGES.admin.menuToggle}
      aria-expanded={isMenuOpen}
      aria-controls={ADMIN_MENU_ID}
      onClick={onToggle}
    >
      <MenuOutlined aria-hidden="true" />
    </button>
  );

  return (
    <header className="admin-topbar">
      {!isSmallScreen && toggle}
      <Link
        to={ROUTES.admin}
        className="admin-brand"
        style={{ width: isSmallScreen ? undefined : LAYOUT.adminBarWidthPx }}
        title={MESSAGES.admin.brand}
        onClick={onNavigate}
      >
        <AdminLogo />
      </Link>
      {!isSmallScreen && (
        <nav className="admin-topmenu" aria-label={MESSAGES.admin.topMenu}>
          <AdminMenuLinks items={isMenuOpen ? [SHOP_LINK] : [...ADMIN_MENU, SHOP_LINK]} onNavigate={onNavigate} />
        </nav>
      )}
      <span className="admin-spacer" />
      <AdminUserMenu onNavigate={onNavigate} />
      {isSmallScreen && toggle}
    </header>
  );
}
