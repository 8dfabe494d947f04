import { Outlet } from 'react-router-dom';
import { RemoteComponent } from '../remotes/remote-component';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useSessionValidation } from '../session/use-session-validation';

/** Public shell: navbar, cart panel (remote-cart), content and footer. */
export function ShellLayout() {
  useSessionValidation();
  return (
    <div className="shell">
      <Navbar />
      <aside className="cart-slot" data-testid="cart-slot">
        <RemoteComponent remote="cart" module="CartPanel" compact />
      </aside>
      <main className="content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
