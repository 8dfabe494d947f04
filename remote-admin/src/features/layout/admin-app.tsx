import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './admin-layout';

const Dashboard = lazy(() => import('../dashboard/dashboard-page'));
const Categories = lazy(() => import('../categories/categories-page'));
const Users = lazy(() => import('../users/users-page'));
const ComingSoon = lazy(() => import('../coming-soon/coming-soon-page'));
const Orders = lazy(() => import('../orders/orders-page'));
const OrderDetail = lazy(() => import('../orders/order-detail-page'));

/** The admin area's own nested routes (spec section 2), rendered under the host's admin/*. */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Dashboard />} />
        <Route path="users" element={<Users />} />
        <Route path="categories" element={<Categories />} />
        <Route path="prods" element={<ComingSoon />} />
        <Route path="product/:id" element={<ComingSoon />} />
        <Route path="custorders" element={<Orders />} />
        <Route path="custorderdet" element={<OrderDetail />} />
      </Route>
    </Routes>
  );
}
