import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Modal, Skeleton, Space, Table, Timeline } from 'antd';
import { Fragment, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  ChosenOrderPage,
  formatDateTime,
  formatMXN,
  MESSAGES,
  ORDER_LINE_COLUMNS,
  orderFactGroups,
  orderLineTexts,
  orderTotalRows,
  type OrderFact,
} from 'shared';
import {
  AdminOrderDocument,
  type AdminOrderQuery,
  type OrderStatus,
  UpdateOrderStatusDocument,
} from '../../generated/graphql';
import { PhoneLink } from '../common/phone-link';
import { ChangeWindow } from './change-window';
import { OrderStatusTag } from './order-status-tag';

const text = MESSAGES.adminOrders;
const statusName = (status: OrderStatus) => MESSAGES.orders.statuses[status];

/** Orders not yet on their way may change window (the API's rule in moveOrderWindow; it checks again). */
const MOVABLE: readonly OrderStatus[] = ['PAID', 'PREPARING'];
/** Cancelling from these refunds the charge (the API's needsRefund); from PENDING_PAYMENT nothing was charged. */
const REFUNDED_ON_CANCEL: readonly OrderStatus[] = ['PAID', 'PREPARING'];

type Detail = NonNullable<AdminOrderQuery['adminOrder']['order']>;

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

/** A fact of the shared detail view in antd's vocabulary: the state a tag, the phone a link, the window movable. */
function factContent(fact: OrderFact, order: Detail, onMoved: (outcome: Outcome) => void) {
  if (fact.status) return <OrderStatusTag view={fact.status} />;
  if (fact.key === 'phone') return <PhoneLink phone={fact.phone} />;
  if (fact.key !== 'window') return fact.text;
  return (
    <Space wrap>
      <span data-testid="order-window">{fact.text}</span>
      {MOVABLE.includes(order.status) && (
        <ChangeWindow
          orderId={order.id}
          orderNumber={order.number}
          current={order.deliveryWindow ?? null}
          onDone={onMoved}
        />
      )}
    </Space>
  );
}

const LINE_COLUMNS = ORDER_LINE_COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  align: column.align,
  render: (_: unknown, line: Detail['lines'][number]) => orderLineTexts(line)[column.key],
}));

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
  const done = (next: Outcome) => {
    setOutcome(next);
    void refetch();
  };
  const [head, customer, payment] = orderFactGroups(order, 'admin').map((group) => (
    <Fragment key={group.key}>
      {group.title && <h2>{group.title}</h2>}
      <Descriptions
        column={1}
        items={group.facts.map((fact) => ({
          key: fact.key,
          label: fact.label,
          children: factContent(fact, order, done),
        }))}
      />
    </Fragment>
  ));

  return (
    <>
      <h1 className="admin-title">{text.detailTitle(order.number)}</h1>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon role="alert" title={outcome.message} />}
      {head}
      {customer}
      <h2>{text.lines}</h2>
      <Table
        rowKey="productId"
        dataSource={order.lines}
        pagination={false}
        scroll={{ x: true }}
        columns={LINE_COLUMNS}
      />
      <Descriptions
        column={1}
        size="small"
        items={orderTotalRows(order.totals, 'admin').map((row) => ({
          key: row.key,
          label: row.label,
          children: row.strong ? <strong>{row.text}</strong> : row.text,
        }))}
      />
      {payment}
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
  return (
    <ChosenOrderPage side="admin" className="admin-order-detail" router={{ Link, Navigate }}>
      {(id) => <OrderDetail id={id} />}
    </ChosenOrderPage>
  );
}
