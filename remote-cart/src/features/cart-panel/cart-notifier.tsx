import { useEffect, useState } from 'react';
import { MESSAGES, TOAST_MS, notifyDismissed, selectCart, useAppDispatch, useAppSelector } from 'shared';

interface Notice {
  id: number;
  text: string;
}

/**
 * The "added to cart" notice of spec section 2: shown for 5 s whenever the cart raises isNotify,
 * with the units added (notifyQty) and the product's name (notifyName). Plain elements: the first
 * "agregar" downloads no UI library. The live region is always in the page, so screen readers
 * announce each notice put into it.
 */
export function CartNotifier() {
  const { isNotify, notifyQty, notifyName } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!isNotify) return;
    setNotice({ id: Date.now(), text: MESSAGES.cart.addedLine(notifyQty, notifyName) });
    dispatch(notifyDismissed());
  }, [isNotify, notifyQty, notifyName, dispatch]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TOAST_MS.notice);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="cart-notice-region" role="status" aria-live="polite">
      {notice && (
        <div className="cart-notice" data-testid="cart-notice" key={notice.id}>
          <span className="cart-notice-icon" aria-hidden="true">
            ✓
          </span>
          <div className="cart-notice-text">
            <strong>{MESSAGES.cart.added}</strong>
            <span>{notice.text}</span>
          </div>
          <button
            type="button"
            className="cart-notice-close"
            aria-label={MESSAGES.cart.close}
            onClick={() => setNotice(null)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
