import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { MESSAGES, ROUTES, selectIsAdmin, selectSession, useAppSelector, useSessionRefresh } from 'shared';

type Verdict = 'allowed' | 'checking' | 'admin' | 'unverified';

/**
 * checkout by URL (spec section 5, as "Tramitar pedido" refuses): an admin, or a client whose
 * e-mail is not verified, is refused before any field shows. An unverified e-mail is asked of the
 * server first: it may have been confirmed in another tab since the session started.
 */
export function CheckoutGuard() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const { isEmailVerified } = useAppSelector(selectSession);
  const refresh = useSessionRefresh();
  const [verdict, setVerdict] = useState<Verdict>(isAdmin ? 'admin' : isEmailVerified ? 'allowed' : 'checking');

  useEffect(() => {
    if (verdict !== 'checking') return;
    let live = true;
    void refresh().then((user) => {
      if (live) setVerdict(user?.isEmailVerified ? 'allowed' : 'unverified');
    });
    return () => {
      live = false;
    };
  }, [verdict, refresh]);

  if (verdict === 'allowed') return <Outlet />;
  if (verdict === 'checking') return <p role="status">{MESSAGES.busy.processing}</p>;
  return (
    <section className="checkout-refused" data-testid="checkout-refused">
      <p role="alert">{verdict === 'admin' ? MESSAGES.checkoutAdminRefused : MESSAGES.checkoutUnverified}</p>
      <Link to={ROUTES.root}>{MESSAGES.adminNoAccessBack}</Link>
    </section>
  );
}
