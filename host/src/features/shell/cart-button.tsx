import { MESSAGES, cartPanelToggled, selectCartCount, useAppDispatch, useAppSelector } from 'shared';
import { CartIcon } from './icons/icons';

/** Cart icon with the item-count badge; opens the cart side panel owned by remote-cart. */
export function CartButton({ className }: { className: string }) {
  const count = useAppSelector(selectCartCount);
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={`cart-button ${className}`}
      aria-label={`${MESSAGES.nav.cart}: ${count} ${MESSAGES.cart.countSuffix}`}
      onClick={() => dispatch(cartPanelToggled())}
    >
      <span className="cart-icon">
        <CartIcon />
        {count > 0 && (
          <span className="cart-badge" aria-hidden="true">
            {count}
          </span>
        )}
      </span>
      <span className="cart-count" data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
