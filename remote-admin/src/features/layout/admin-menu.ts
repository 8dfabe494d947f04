import { MESSAGES, ROUTES } from 'shared';

/** Spec "Menu item": url, icon, label. */
export interface MenuItem {
  url: string;
  icon: string;
  label: string;
}

export const ADMIN_MENU: MenuItem[] = [
  { url: ROUTES.admin, icon: '📊', label: MESSAGES.admin.panel },
  { url: ROUTES.adminUsers, icon: '👥', label: MESSAGES.admin.users },
  { url: ROUTES.adminCategories, icon: '🗂️', label: MESSAGES.admin.categories },
  { url: ROUTES.adminProducts, icon: '🥑', label: MESSAGES.admin.products },
  { url: ROUTES.adminOrders, icon: '🧾', label: MESSAGES.admin.orders },
];

export const SHOP_LINK: MenuItem = { url: ROUTES.home, icon: '🏪', label: MESSAGES.admin.goToShop };
