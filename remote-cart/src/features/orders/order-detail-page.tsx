import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, Skeleton } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { MyOrderDocument } from '../../generated/graphql';
import { OrderSummary } from '../checkout/order-summary';
import { OrderStatusTag } from './order-status-tag';
import { selectedOrderId } from './selected-order';

const text = MESSAGES.orders;

function OrderDetail({ id }: { id: string }) {
  const { data, loading, error } = useQuery(MyOrderDocument, { variables: { id } });
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} aria-label={MESSAGES.busy.loading} />;
  if (error) return <Alert type="error" showIcon title={MESSAGES.loadFailed} />;
  const order = data?.myOrder.order;
  if (!order) return <Alert type="warning" showIcon title={data?.myOrder.message} />;
  const { address } = order;
  return (
    <>
      <h1>{text.detailTitle(order.number)}</h1>
      <Descriptions
        column={1}
        items={[
          { key: 'status', label: text.status, children: <OrderStatusTag status={order.status} /> },
          { key: 'date', label: text.date, children: new Date(order.createdAt).toLocaleString('es-MX') },
          {
            key: 'address',
            label: MESSAGES.checkout.address,
            children: [
              address.street1,
              address.street2,
              `${address.zip} ${address.city}`,
              address.state,
              address.country,
            ]
              .filter(Boolean)
              .join(', '),
          },
          ...(order.cardBrand && order.cardLast4
            ? [
                {
                  key: 'card',
                  label: MESSAGES.checkout.card,
                  children: text.paidWith(order.cardBrand, order.cardLast4),
                },
              ]
            : []),
        ]}
      />
      <OrderSummary lines={order.lines} totals={order.totals} />
    </>
  );
}

/** orderdet: the order chosen in "Mis compras" (no id in the path); without a choice, the list. */
export default function OrderDetailPage() {
  const id = selectedOrderId();
  if (!id) return <Navigate to={ROUTES.orders} replace />;
  return (
    <section className="order-detail">
      <Link to={ROUTES.orders}>{text.back}</Link>
      <OrderDetail id={id} />
    </section>
  );
}
