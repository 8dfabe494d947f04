import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  ROUTES,
  cartPanelClosed,
  selectIsAdmin,
  selectIsLoggedIn,
  selectSession,
  useAppDispatch,
  useAppSelector,
  useSessionRefresh,
  TOAST_MS,
} from 'shared';
import { showToast } from 'shared/ui';

/** Why checkout is refused to this shopper, or null for a client with a verified e-mail. */
function refusalFor(isLoggedIn: boolean, isAdmin: boolean, isEmailVerified: boolean): string | null {
  if (!isLoggedIn) return MESSAGES.checkoutNoSession;
  if (isAdmin) return MESSAGES.checkoutAdminRefused;
  if (!isEmailVerified) return MESSAGES.checkoutUnverified;
  return null;
}

/**
 * 'Tramitar pedido' (spec section 5): only a client with a verified e-mail goes to checkout. An
 * e-mail this tab still takes for unverified is asked of the server first: it may have been
 * confirmed in another tab.
 */
export function useCheckoutRequest() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const { isEmailVerified } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refresh = useSessionRefresh();

  return async () => {
    let verified = isEmailVerified;
    if (isLoggedIn && !isAdmin && !verified) verified = (await refresh())?.isEmailVerified ?? false;
    const refusal = refusalFor(isLoggedIn, isAdmin, verified);
    if (refusal) return void showToast(refusal, { ms: TOAST_MS.notice });
    dispatch(cartPanelClosed());
    void navigate(ROUTES.checkout);
  };
}
