import { notification } from 'antd';
import { useEffect } from 'react';
import { MESSAGES, TOAST_MS, notifyDismissed, selectCart, useAppDispatch, useAppSelector } from 'shared';

/**
 * The "added to cart" notice of spec section 2: shown for 5 s whenever the cart raises isNotify,
 * with the units added (notifyQty) and the product's name (notifyName).
 */
export function CartNotifier() {
  const { isNotify, notifyQty, notifyName } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const [api, contextHolder] = notification.useNotification({ placement: 'bottomRight' });

  useEffect(() => {
    if (!isNotify) return;
    api.success({
      title: MESSAGES.cart.added,
      description: MESSAGES.cart.addedLine(notifyQty, notifyName),
      duration: TOAST_MS.notice / 1000,
      props: { 'data-testid': 'cart-notice' } as Record<string, string>,
    });
    dispatch(notifyDismissed());
  }, [isNotify, notifyQty, notifyName, api, dispatch]);

  return contextHolder;
}
