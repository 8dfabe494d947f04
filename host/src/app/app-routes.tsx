import { Navigate, Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../features/shell/shell-layout';
import { RemoteComponent } from '../features/remotes/remote-component';
import { SessionGuard } from '../features/session/session.guard';
import { AdminGuard } from '../features/session/admin.guard';
import { CheckoutGuard } from '../features/session/checkout.guard';
import { SessionExpiryWatch } from '../features/session/session-expiry-watch';

const shopPage = (page: string) => <RemoteComponent remote="shop" module="pages" page={page} />;
const cartPage = (page: string) => <RemoteComponent remote="cart" module="pages" page={page} />;

/** Every top-level route of the spec's route table; remotes render the pages, lazily. */
export function AppRoutes() {
  return (
    <>
      <SessionExpiryWatch />
      <Routes>
        <Route element={<ShellLayout />}>
          <Route index element={shopPage('home')} />
          <Route path="inicio" element={shopPage('home')} />
          <Route path="demoinfo" element={shopPage('demoinfo')} />
          <Route path="prods/details/:id" element={shopPage('productDetail')} />
          <Route path="prods/:category" element={shopPage('productList')} />
          <Route path="faq" element={shopPage('faq')} />
          <Route path="contact" element={shopPage('contact')} />
          <Route path="login" element={shopPage('login')} />
          <Route path="register" element={shopPage('register')} />
          <Route path="confirm/:token" element={shopPage('confirm')} />
          <Route path="active/:token" element={shopPage('activate')} />
          <Route path="forgot" element={shopPage('forgot')} />
          <Route path="reset/:token" element={shopPage('reset')} />
          <Route element={<SessionGuard />}>
            <Route element={<CheckoutGuard />}>
              <Route path="checkout" element={cartPage('checkout')} />
            </Route>
            <Route path="orders" element={cartPage('orders')} />
            <Route path="orderdet" element={cartPage('orderDetail')} />
          </Route>
        </Route>
        <Route
          path="admin/*"
          element={
            <AdminGuard>
              <RemoteComponent remote="admin" module="AdminApp" />
            </AdminGuard>
          }
        />
        {/* The root router sends every unknown path (including /home) to the empty path. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
