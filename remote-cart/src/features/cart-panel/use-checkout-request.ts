import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  ROUTES,
  TOAST_MS,
  cartPanelClosed,
  selectIsAdmin,
  selectIsLoggedIn,
  selectSession,
  useAppDispatch,
  useAppSelector,
} from 'shared';

/** Why checkout is refused to this shopper, or null for a client with a verified e-mail. */
function refusalFor(isLoggedIn: boolean, isAdmin: boolean, isEmailVerified: boolean): string | null {
  if (!isLoggedIn) return MESSAGES.checkoutNoSession;
  if (isAdmin) return MESSAGES.checkoutAdminRefused;
  if (!isEmailVerified) return MESSAGES.checkoutUnverified;
  return null;
}

/** antd's toast, fetched on the first refusal: the cart panel itself is plain (no antd). */
async function warn(text: string): Promise<void> {
  const { message } = await import('antd');
  void message.warning(text, TOAST_MS.notice / 1000);
}

/** 'Tramitar pedido' (spec section 5): only a client with a verified e-mail goes to checkout. */
export function useCheckoutRequest() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const { isEmailVerified } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return () => {
    const refusal = refusalFor(isLoggedIn, isAdmin, isEmailVerified);
    if (refusal) return void warn(refusal);
    dispatch(cartPanelClosed());
    void navigate(ROUTES.checkout);
  };
}
