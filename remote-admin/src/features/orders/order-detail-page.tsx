import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Modal, Skeleton, Space, Table, Timeline } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { formatDateTime, formatMXN, formatQuantity, MESSAGES, ROUTES } from 'shared';
import {
  AdminOrderDocument,
  type AdminOrderQuery,
  type OrderStatus,
  UpdateOrderStatusDocument,
} from '../../generated/graphql';
import { PhoneLink } from '../common/phone-link';
import { ChangeWindow } from './change-window';
import { OrderStatusTag } from './order-status-tag';
import { selectedOrderId } from './selected-order';

const text = MESSAGES.adminOrders;
const statusName = (status: OrderStatus) => MESSAGES.orders.statuses[status];

/** Orders not yet on their way may change window (the API's rule in moveOrderWindow; it checks again). */
const MOVABLE: readonly OrderStatus[] = ['PAID', 'PREPARING'];
/** Cancelling from these refunds the charge (the API's needsRefund); from PENDING_PAYMENT nothing was charged. */
const REFUNDED_ON_CANCEL: readonly OrderStatus[] = ['PAID', 'PREPARING'];

type Detail = NonNullable<AdminOrderQuery['adminOrder']['order']>;
type Line = Detail['lines'][number];

interface Outcome {
  ok: boolean;
  message: string;
}

/** One button per transition the API allows now; "Cancelar pedido" asks first, saying the payment is refunded. */
function Transitions({
  order,
  allowed,
  onDone,
}: {
  order: Detail;
  allowed: OrderStatus[];
  onDone: (outcome: Outcome) => void;
}) {
  const [update, { loading }] = useMutation(UpdateOrderStatusDocument);
  const move = async (status: OrderStatus) => {
    try {
      const { data } = await update({ variables: { id: order.id, status } });
      const result = data?.updateOrderStatus;
      onDone(result ? { ok: result.status, message: result.message } : { ok: false, message: text.saveFailed });
    } catch {
      onDone({ ok: false, message: text.saveFailed });
    }
  };
  const cancel = () =>
    Modal.confirm({
      title: text.cancelConfirmTitle(order.number),
      content: REFUNDED_ON_CANCEL.includes(order.status)
        ? text.cancelConfirmRefund(formatMXN(order.totals.total))
        : text.cancelConfirmUnpaid,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmKeep,
      onOk: () => move('CANCELLED'),
    });
  if (allowed.length === 0) return <p>{text.noActions}</p>;
  return (
    <Space wrap>
      {allowed.map((status) =>
        status === 'CANCELLED' ? (
          <Button key={status} danger disabled={loading} onClick={cancel}>
            {text.cancelOrder}
          </Button>
        ) : (
          <Button key={status} type="primary" disabled={loading} onClick={() => void move(status)}>
            {text.moveTo(statusName(status))}
          </Button>
        ),
      )}
      {loading && <span role="status">{MESSAGES.busy.saving}</span>}
    </Space>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(AdminOrderDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (loading && !data) {
    return (
      <div role="status" aria-label={MESSAGES.busy.loading}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.loadFailed}
        action={<Button onClick={() => void refetch()}>{MESSAGES.retry}</Button>}
      />
    );
  }
  const result = data?.adminOrder;
  const order = result?.order;
  if (!result || !order) return <Alert type="warning" showIcon title={result?.message ?? MESSAGES.loadFailed} />;
  const { address, totals } = order;
  const done = (next: Outcome) => {
    setOutcome(next);
    void refetch();
  };

  const movable = MOVABLE.includes(order.status);
  return (
    <>
      <h1 className="admin-title">{text.detailTitle(order.number)}</h1>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon role="alert" title={outcome.message} />}
      <Descriptions
        column={1}
        items={[
          {
            key: 'status',
            label: text.status,
            children: <OrderStatusTag status={order.status} paymentDeclined={order.paymentDeclined} />,
          },
          { key: 'date', label: text.date, children: formatDateTime(order.createdAt) },
        ]}
      />
      <h2>{text.sectionCustomer}</h2>
      <Descriptions
        column={1}
        items={[
          {
            key: 'customer',
            label: text.customer,
            children: order.customer ? `${order.customer.name} · ${order.customer.email}` : '',
          },
          {
            key: 'address',
            label: text.address,
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
          { key: 'phone', label: text.phone, children: <PhoneLink phone={order.phone} /> },
          ...(order.deliveryNote
            ? [
                {
                  key: 'note',
                  label: text.deliveryNote,
                  children: <span className="order-note">{order.deliveryNote}</span>,
                },
              ]
            : []),
          {
            key: 'window',
            label: MESSAGES.adminDeliveries.deliveryWindow,
            children: (
              <Space wrap>
                <span data-testid="order-window">
                  {order.deliveryWindow?.label ?? MESSAGES.adminDeliveries.noWindow}
                </span>
                {movable && (
                  <ChangeWindow
                    orderId={order.id}
                    orderNumber={order.number}
                    current={order.deliveryWindow ?? null}
                    onDone={done}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      <h2>{text.lines}</h2>
      <Table<Line>
        rowKey="productId"
        dataSource={order.lines}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: text.lines, dataIndex: 'name' },
          { title: text.quantity, render: (_, line) => formatQuantity(line.quantity, line.unit) },
          {
            title: text.unitPrice,
            align: 'right',
            render: (_, line) =>
              `${formatMXN(line.unitPrice)}${line.discountPercentage > 0 ? ` (-${line.discountPercentage}%)` : ''}`,
          },
          { title: text.lineTotal, align: 'right', render: (_, line) => formatMXN(line.lineTotal) },
        ]}
      />
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'subtotal', label: text.subtotal, children: formatMXN(totals.subtotal) },
          ...(totals.discount > 0
            ? [{ key: 'discount', label: text.discount, children: `-${formatMXN(totals.discount)}` }]
            : []),
          { key: 'tax', label: text.tax, children: formatMXN(totals.tax) },
          {
            key: 'shipping',
            label: text.shipping,
            children: totals.shipping === 0 ? text.freeShipping : formatMXN(totals.shipping),
          },
          { key: 'total', label: text.total, children: <strong>{formatMXN(totals.total)}</strong> },
        ]}
      />
      <h2>{text.sectionPayment}</h2>
      <Descriptions
        column={1}
        items={[
          {
            key: 'payment',
            label: text.payment,
            children: order.cardBrand && order.cardLast4 ? text.card(order.cardBrand, order.cardLast4) : text.noCard,
          },
          ...(order.refundedAt
            ? [
                {
                  key: 'refund',
                  label: MESSAGES.orders.refund,
                  children: text.refundedOn(formatDateTime(order.refundedAt)),
                },
              ]
            : []),
        ]}
      />
      <h2>{text.actions}</h2>
      <Transitions order={order} allowed={result.allowedTransitions} onDone={done} />
      <h2>{text.history}</h2>
      {result.history.length === 0 ? (
        <p>{text.historyEmpty}</p>
      ) : (
        <Timeline
          items={result.history.map((change, index) => ({
            key: index,
            title: formatDateTime(change.changedAt),
            content: (
              <span data-testid="history-entry">
                {statusName(change.from)} → <strong>{statusName(change.to)}</strong>{' '}
                {change.changedBy ? text.changedBy(change.changedBy) : text.bySystem}
              </span>
            ),
          }))}
        />
      )}
    </>
  );
}

/** custorderdet: the order chosen in the list (no id in the path); without a choice, the list. */
export default function AdminOrderDetailPage() {
  const id = selectedOrderId();
  if (!id) return <Navigate to={ROUTES.adminOrders} replace />;
  return (
    <section className="admin-order-detail">
      <Link to={ROUTES.adminOrders} className="dc-back-link">
        {text.back}
      </Link>
      <OrderDetail id={id} />
    </section>
  );
}
