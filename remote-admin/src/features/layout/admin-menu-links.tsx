import { NavLink } from 'react-router-dom';
import type { MenuItem } from './admin-menu';
import { AdminMenuIcon } from './admin-menu-icon';

interface AdminMenuLinksProps {
  items: MenuItem[];
  onNavigate: () => void;
}

/** Menu items as links with icon and label (spec "Menu item"); the current page is marked. */
export function AdminMenuLinks({ items, onNavigate }: AdminMenuLinksProps) {
  return items.map((item) => (
    <NavLink key={item.url} to={item.url} end onClick={onNavigate}>
      <AdminMenuIcon name={item.icon} /> {item.label}
    </NavLink>
  ));
}
