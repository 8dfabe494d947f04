import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { formatDateTime, formatPhone, MESSAGES, ROUTES } from 'shared';
import { CancelMyOrderDocument, MyOrderDocument, type MyOrderQuery } from '../../generated/graphql';
import { OrderSummary } from '../checkout/order-summary';
import { OrderStatusTag } from './order-status-tag';
import { selectedOrderId } from './selected-order';

const text = MESSAGES.orders;

type ShownOrder = NonNullable<MyOrderQuery['myOrder']['order']>;

interface Outcome {
  ok: boolean;
  message: string;
  /** The order as the cancel answered it (the site caches nothing: the query's copy is stale). */
  order?: ShownOrder | null;
}

/**
 * "Cancelar pedido" while the order is PAID (the API refuses any other state). After a confirmation
 * it calls cancelMyOrder; the page then shows the order the answer carries, so the new state shows at once.
 */
function CancelOrder({ id, number, onOutcome }: { id: string; number: string; onOutcome: (outcome: Outcome) => void }) {
  const [cancel, { loading }] = useMutation(CancelMyOrderDocument);
  const confirm = () =>
    Modal.confirm({
      title: text.cancelConfirmTitle,
      content: text.cancelConfirmContent(number),
      okText: text.cancelConfirmOk,
      okButtonProps: { danger: true },
      cancelText: text.cancelConfirmKeep,
      onOk: async () => {
        try {
          const { data } = await cancel({ variables: { id } });
          const result = data?.cancelMyOrder;
          onOutcome(
            result
              ? { ok: result.status, message: result.message, order: result.order }
              : { ok: false, message: text.cancelFailed },
          );
        } catch {
          onOutcome({ ok: false, message: text.cancelFailed });
        }
      },
    });
  return (
    <Button danger loading={loading} onClick={confirm}>
      {text.cancel}
    </Button>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { data, loading, error } = useQuery(MyOrderDocument, { variables: { id } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} aria-label={MESSAGES.busy.loading} />;
  if (error) return <Alert type="error" showIcon title={MESSAGES.loadFailed} />;
  const order = outcome?.order ?? data?.myOrder.order;
  if (!order) return <Alert type="warning" showIcon title={data?.myOrder.message} />;
  const { address } = order;
  return (
    <>
      <h1>{text.detailTitle(order.number)}</h1>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon role="status" title={outcome.message} />}
      <Descriptions
        column={1}
        items={[
          { key: 'status', label: text.status, children: <OrderStatusTag status={order.status} /> },
          { key: 'date', label: text.date, children: formatDateTime(order.createdAt) },
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
          ...(order.phone
            ? [{ key: 'phone', label: MESSAGES.checkout.phone, children: formatPhone(order.phone) }]
            : []),
          ...(order.deliveryWindow
            ? [{ key: 'window', label: MESSAGES.checkout.deliveryWindow, children: order.deliveryWindow.label }]
            : []),
          ...(order.deliveryNote
            ? [
                {
                  key: 'note',
                  label: text.deliveryNote,
                  children: <span className="order-note">{order.deliveryNote}</span>,
                },
              ]
            : []),
          ...(order.cardBrand && order.cardLast4
            ? [
                {
                  key: 'card',
                  label: MESSAGES.checkout.card,
                  children: text.paidWith(order.cardBrand, order.cardLast4),
                },
              ]
            : []),
          ...(order.refundedAt
            ? [
                {
                  key: 'refund',
                  label: text.refund,
                  children: text.refundedOn(formatDateTime(order.refundedAt)),
                },
              ]
            : []),
        ]}
      />
      {order.status === 'PAID' && <CancelOrder id={order.id} number={order.number} onOutcome={setOutcome} />}
      {/* A placed order is priced for good: no "Envío gratis en compras desde..." upsell on it. */}
      <OrderSummary lines={order.lines} totals={{ ...order.totals, freeShippingFrom: null }} />
    </>
  );
}

/** orderdet: the order chosen in "Mis compras" (no id in the path); without a choice, the list. */
export default function OrderDetailPage() {
  const id = selectedOrderId();
  if (!id) return <Navigate to={ROUTES.orders} replace />;
  return (
    <section className="order-detail">
      <Link to={ROUTES.orders} className="dc-back-link">
        {text.back}
      </Link>
      <OrderDetail id={id} />
    </section>
  );
}
