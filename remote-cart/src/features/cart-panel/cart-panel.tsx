import {
  MESSAGES,
  cartPanelClosed,
  formatMXN,
  selectCart,
  selectIsCartPanelOpen,
  useAppDispatch,
  useAppSelector,
} from 'shared';
import { Alert, Button, CoverageCheck } from 'shared/ui';
import { useCartQuote } from '../cart-sync/use-cart-quote';
import { CartDialog } from './cart-dialog';
import { CartLine } from './cart-line';
import { CartNotifier } from './cart-notifier';
import { useCheckoutRequest } from './use-checkout-request';

/** The cart side panel (spec section 2): slides in from the right over a darkened page. */
export function CartPanel() {
  const isOpen = useAppSelector(selectIsCartPanelOpen);
  return (
    <>
      <CartNotifier />
      {isOpen && <OpenCartPanel />}
    </>
  );
}

function OpenCartPanel() {
  const { items, itemsCount, total } = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const close = () => dispatch(cartPanelClosed());
  const requestCheckout = useCheckoutRequest();
  // Opening the panel re-prices the stored lines from the API.
  const { notices, quote } = useCartQuote();
  const missing = quote?.status && quote.deliveryZone ? quote.missingForMinimum : 0;

  const footer = total > 0 && (
    <div className="cart-footer">
      <Button onClick={close}>{MESSAGES.cart.close}</Button>
      <strong className="cart-total" data-testid="cart-total">
        {MESSAGES.cart.total}: {formatMXN(total)}
      </strong>
      <Button variant="primary" onClick={requestCheckout}>
        {MESSAGES.cart.checkout}
      </Button>
    </div>
  );

  return (
    <CartDialog
      onClose={close}
      footer={footer || null}
      title={
        <>
          {MESSAGES.cart.title}{' '}
          <small data-testid="cart-panel-count">
            ({itemsCount} {MESSAGES.cart.countSuffix})
          </small>
        </>
      }
    >
      {notices.length > 0 && (
        <Alert
          className="cart-notices"
          type="warning"
          title={MESSAGES.checkout.cartChanged}
          description={notices.join(' ')}
        />
      )}
      {total === 0 ? (
        <p className="cart-empty">{MESSAGES.cart.empty}</p>
      ) : (
        <ul className="cart-lines">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      )}
      {total > 0 && missing > 0 && quote?.deliveryZone && (
        <p className="cart-minimum" role="status">
          {MESSAGES.checkout.missingForMinimum(formatMXN(missing), formatMXN(quote.deliveryZone.minimumOrder))}
        </p>
      )}
      <CoverageCheck variant="panel" />
    </CartDialog>
  );
}
