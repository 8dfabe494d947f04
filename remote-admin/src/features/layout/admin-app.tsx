import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from 'shared';
import { AntdScope } from 'shared/antd';
import { PageSkeleton } from 'shared/ui';
import { AdminLayout } from './admin-layout';

const Dashboard = lazy(() => import('../dashboard/dashboard-page'));
const Categories = lazy(() => import('../categories/categories-page'));
const Users = lazy(() => import('../users/users-page'));
const Products = lazy(() => import('../products/products-page'));
const ProductEdit = lazy(() => import('../products/product-edit-page'));
const Orders = lazy(() => import('../orders/orders-page'));
const OrderDetail = lazy(() => import('../orders/order-detail-page'));
const Deliveries = lazy(() => import('../deliveries/deliveries-page'));
const RouteSheet = lazy(() => import('../deliveries/route-sheet-page'));
const DeliverySetup = lazy(() => import('../delivery-setup/delivery-setup-page'));

/**
 * The admin area's own nested routes (spec section 2), rendered under the host's admin/*. Every
 * admin screen uses antd: the whole area renders inside AntdScope (theme + es_ES).
 */
export function AdminApp() {
  return (
    <AntdScope fallback={<PageSkeleton label={MESSAGES.busy.loading} />}>
      <AdminRoutes />
    </AntdScope>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Dashboard />} />
        <Route path="users" element={<Users />} />
        <Route path="categories" element={<Categories />} />
        <Route path="prods" element={<Products />} />
        <Route path="product/:id" element={<ProductEdit />} />
        <Route path="custorders" element={<Orders />} />
        <Route path="custorderdet" element={<OrderDetail />} />
        <Route path="deliveries" element={<Deliveries />} />
        <Route path="deliveries/:windowId" element={<RouteSheet />} />
        <Route path="delivery-setup" element={<DeliverySetup />} />
      </Route>
    </Routes>
  );
}
