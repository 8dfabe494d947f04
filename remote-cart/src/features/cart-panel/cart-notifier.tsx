import { useEffect, useState } from 'react';
import {
  MESSAGES,
  TOAST_MS,
  notifyDismissed,
  selectCart,
  selectIsCartPanelOpen,
  useAppDispatch,
  useAppSelector,
} from 'shared';
import { VisuallyHidden } from 'shared/ui';

interface Notice {
  id: number;
  text: string;
}

/**
 * The "added to cart" notice of spec section 2: shown for 5 s whenever the cart raises isNotify,
 * with the units added (notifyQty) and the product's name (notifyName). Plain elements: the first
 * "agregar" downloads no UI library. The live region is always in the page, so screen readers
 * announce each notice put into it. While the cart panel is open the notice is only announced:
 * the panel shows the lines itself, and a notice on top would cover its total and "Tramitar pedido".
 */
export function CartNotifier() {
  const { isNotify, notifyQty, notifyName } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const isPanelOpen = useAppSelector(selectIsCartPanelOpen);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Opening the panel shows what was added: the notice has done its job.
  useEffect(() => {
    if (isPanelOpen) setNotice(null);
  }, [isPanelOpen]);

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
      {notice && isPanelOpen && <VisuallyHidden>{notice.text}</VisuallyHidden>}
      {notice && !isPanelOpen && (
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
