import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { buttonClassName, Result } from 'shared/ui';
import type { OrderFieldsFragment } from '../../generated/graphql';
import { OrderSummary } from './order-summary';

/** What a client sees after paying: the order number, what was bought and what comes next. */
export function OrderConfirmation({ order }: { order: OrderFieldsFragment }) {
  return (
    <Result
      title={MESSAGES.checkout.thanksTitle(order.number)}
      subTitle={MESSAGES.checkout.thanksText}
      extra={
        <Link className={buttonClassName({ variant: 'primary' })} to={ROUTES.orders}>
          {MESSAGES.checkout.seeOrders}
        </Link>
      }
    >
      {order.deliveryWindow && (
        <p className="order-window">{MESSAGES.checkout.deliveryWindowOf(order.deliveryWindow.label)}</p>
      )}
      {/* Paid: no "Envío gratis en compras desde..." upsell any more. */}
      <OrderSummary lines={order.lines} totals={{ ...order.totals, freeShippingFrom: null }} />
    </Result>
  );
}
