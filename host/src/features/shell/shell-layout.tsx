import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RemoteComponent } from '../remotes/remote-component';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useSessionValidation } from '../session/use-session-validation';
import { useCartPanelWanted } from './use-cart-panel-wanted';

/** The shell's boxes: navbar, the cart panel's slot, the page and the footer (also rendered on the server). */
export function ShellFrame({ cart, children }: { cart: ReactNode; children: ReactNode }) {
  return (
    <div className="shell">
      <Navbar />
      <aside className="cart-slot" data-testid="cart-slot">
        {cart}
      </aside>
      <main className="content">{children}</main>
      <Footer />
    </div>
  );
}

/** Public shell: navbar, cart panel (remote-cart, from the cart's first use), content and footer. */
export function ShellLayout() {
  useSessionValidation();
  const cartWanted = useCartPanelWanted();
  return (
    <ShellFrame cart={cartWanted && <RemoteComponent remote="cart" module="CartPanel" compact />}>
      <Outlet />
    </ShellFrame>
  );
}
