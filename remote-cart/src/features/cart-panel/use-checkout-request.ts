import { message } from 'antd';
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

/** 'Tramitar pedido' (spec section 5): only a client with a verified e-mail goes to checkout. */
export function useCheckoutRequest() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const { isEmailVerified } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return () => {
    const seconds = TOAST_MS.notice / 1000;
    if (!isLoggedIn) return void message.warning(MESSAGES.checkoutNoSession, seconds);
    if (isAdmin) return void message.warning(MESSAGES.checkoutAdminRefused, seconds);
    if (!isEmailVerified) return void message.warning(MESSAGES.checkoutUnverified, seconds);
    dispatch(cartPanelClosed());
    void navigate(ROUTES.checkout);
  };
}
