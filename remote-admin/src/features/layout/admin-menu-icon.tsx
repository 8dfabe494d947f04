import {
  AppstoreOutlined,
  CarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  FileTextOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuItem } from './admin-menu';

const ICONS = {
  dashboard: DashboardOutlined,
  users: TeamOutlined,
  categories: AppstoreOutlined,
  products: ShoppingOutlined,
  orders: FileTextOutlined,
  deliveries: CarOutlined,
  'delivery-setup': ClockCircleOutlined,
  shop: ShopOutlined,
} satisfies Record<MenuItem['icon'], unknown>;

export function AdminMenuIcon({ name }: { name: MenuItem['icon'] }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" />;
}
