import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDateTime,
  formatMXN,
  MESSAGES,
  PAGED_LISTS,
  pageRequestFor,
  ROUTES,
  usePageSize,
  VisuallyHidden,
} from 'shared';
import { OrderCards, PageSizeSelect, PrevNextPaging, usePhoneScreen } from 'shared/ui';
import { MyOrdersDocument, type MyOrdersQuery, type PaginationInput } from '../../generated/graphql';
import { OrderStatusTag } from './order-status-tag';
import { rememberSelectedOrder } from './selected-order';

const text = MESSAGES.orders;
type Row = MyOrdersQuery['myOrders']['orders'][number];

const itemCount = (order: Row) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** orders: the client's own orders, newest first. */
export default function MyOrdersPage() {
  const navigate = useNavigate();
  const phone = usePhoneScreen();
  const [pageSize, setPageSizeState] = usePageSize(PAGED_LISTS.myOrders);
  const [page, setPage] = useState<PaginationInput>(() => ({ requestedPage: 'FIRST', nPerPage: pageSize }));
  const { data, loading, error, refetch } = useQuery(MyOrdersDocument, { variables: { page } });
  const result = data?.myOrders;
  const position = result?.paginationRes;
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    setPage({ requestedPage: 'FIRST', nPerPage: size });
  };
  const open = (id: string) => {
    rememberSelectedOrder(id);
    void navigate(ROUTES.orderDetail);
  };

  return (
    <section className="my-orders">
      <h1>{text.title}</h1>
      {loading && <Skeleton active paragraph={{ rows: 4 }} aria-label={MESSAGES.busy.loading} />}
      {error && (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.loadFailed}
          action={<Button onClick={() => void refetch()}>{MESSAGES.retry}</Button>}
        />
      )}
      {result && !result.status && <Alert type="warning" showIcon title={result.message} />}
      {result?.status && result.orders.length === 0 && (
        <Empty description={text.empty}>
          <Link to={ROUTES.root}>{MESSAGES.checkout.goShopping}</Link>
        </Empty>
      )}
      {result && result.orders.length > 0 && phone && (
        <OrderCards
          orders={result.orders}
          label={text.title}
          numberLabel={text.number}
          viewLabel={text.view}
          status={(order) => <OrderStatusTag status={order.status} />}
          detail={(order) => (
            <span>
              {text.items}: {itemCount(order)}
            </span>
          )}
          extra={(order) =>
            order.deliveryWindow && (
              <span>
                {MESSAGES.checkout.deliveryWindow}: {order.deliveryWindow.label}
              </span>
            )
          }
          onOpen={open}
        />
      )}
      {result && result.orders.length > 0 && !phone && (
        <Table<Row>
          rowKey="id"
          dataSource={result.orders}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: text.number, dataIndex: 'number', className: 'nowrap-cell' },
            { title: text.date, dataIndex: 'createdAt', render: formatDateTime },
            {
              title: text.status,
              dataIndex: 'status',
              render: (status: Row['status']) => <OrderStatusTag status={status} />,
            },
            {
              title: MESSAGES.checkout.deliveryWindow,
              render: (_, order) => order.deliveryWindow?.label ?? '—',
            },
            { title: text.items, render: (_, order) => itemCount(order) },
            {
              title: text.total,
              align: 'right',
              render: (_, order) => <span data-testid="order-total">{formatMXN(order.totals.total)}</span>,
            },
            {
              title: <VisuallyHidden>{text.colActions}</VisuallyHidden>,
              render: (_, order) => (
                <Button type="link" onClick={() => open(order.id)} aria-label={`${text.view} ${order.number}`}>
                  {text.view}
                </Button>
              ),
            },
          ]}
        />
      )}
      <PrevNextPaging
        label={MESSAGES.catalogue.pagingLabel}
        position={position}
        onMove={(move) => position && setPage(pageRequestFor(move, position, { nPerPage: pageSize }))}
      />
      {result && result.orders.length > 0 && (
        <PageSizeSelect value={pageSize} onChange={setPageSize} disabled={loading} />
      )}
    </section>
  );
}
