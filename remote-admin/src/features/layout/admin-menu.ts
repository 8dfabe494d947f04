import { MESSAGES, ROUTES } from 'shared';

/** Spec "Menu item": url, icon, label. The icon is a name that admin-menu-icon.tsx draws. */
export interface MenuItem {
  url: string;
  icon: 'dashboard' | 'users' | 'categories' | 'products' | 'orders' | 'deliveries' | 'delivery-setup' | 'shop';
  label: string;
}

export const ADMIN_MENU: MenuItem[] = [
  { url: ROUTES.admin, icon: 'dashboard', label: MESSAGES.admin.panel },
  { url: ROUTES.adminUsers, icon: 'users', label: MESSAGES.admin.users },
  { url: ROUTES.adminCategories, icon: 'categories', label: MESSAGES.admin.categories },
  { url: ROUTES.adminProducts, icon: 'products', label: MESSAGES.admin.products },
  { url: ROUTES.adminOrders, icon: 'orders', label: MESSAGES.admin.orders },
  { url: ROUTES.adminDeliveries, icon: 'deliveries', label: MESSAGES.admin.deliveries },
  { url: ROUTES.adminDeliverySetup, icon: 'delivery-setup', label: MESSAGES.adminDeliverySetup.title },
];

export const SHOP_LINK: MenuItem = { url: ROUTES.home, icon: 'shop', label: MESSAGES.admin.goToShop };
