import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { MESSAGES, cartPanelToggled, selectCartCount, useAppDispatch, useAppSelector } from 'shared';

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
      <Badge count={count} size="small" showZero={false}>
        <ShoppingCartOutlined className="cart-icon" aria-hidden="true" />
      </Badge>
      <span className="cart-count" data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
