import { useQuery } from '@apollo/client/react';
import { Alert, Button, DatePicker, Empty, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  formatDateTime,
  formatMXN,
  MESSAGES,
  ORDER_STATUSES,
  PAGED_LISTS,
  pageRequestFor,
  ROUTES,
  usePageSize,
  VisuallyHidden,
} from 'shared';
import { OrderCards, usePhoneScreen } from 'shared/ui';
import {
  AdminOrdersDocument,
  type AdminOrdersQuery,
  type OrderStatus,
  type PaginationInput,
} from '../../generated/graphql';
import { AdminToolbar } from '../common/admin-toolbar';
import { ListPaging } from '../common/list-paging';
import { OrderStatusTag } from './order-status-tag';
import { rememberSelectedOrder } from './selected-order';

const text = MESSAGES.adminOrders;
type Row = AdminOrdersQuery['adminOrders']['orders'][number];

const firstPage = (nPerPage: number): PaginationInput => ({ requestedPage: 'FIRST', nPerPage });

/** The status filter's extra choice: the declined payment attempts, kept apart from the orders. */
const DECLINED = 'PAYMENT_DECLINED';
type StatusChoice = OrderStatus | typeof DECLINED | '';

interface Filters {
  status: OrderStatus | typeof DECLINED | null;
  from: string | null;
  to: string | null;
}

/** custorders: every customer's orders, newest first, filtered by state and dates, keyset-paged. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const phone = usePhoneScreen();
  const [filters, setFilters] = useState<Filters>({ status: null, from: null, to: null });
  const [pageSize, setPageSizeState] = usePageSize(PAGED_LISTS.adminOrders);
  const [page, setPage] = useState<PaginationInput>(() => firstPage(pageSize));
  const { data, loading, error, refetch } = useQuery(AdminOrdersDocument, {
    variables: {
      page,
      status: filters.status === DECLINED ? null : filters.status,
      paymentDeclined: filters.status === DECLINED,
      from: filters.from,
      to: filters.to,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.adminOrders;
  const position = result?.paginationRes;
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(firstPage(pageSize));
  };
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    setPage(firstPage(size));
  };
  const open = (id: string) => {
    rememberSelectedOrder(id);
    void navigate(ROUTES.adminOrderDetail);
  };

  return (
    <section className="admin-orders">
      <h1 className="admin-title">{text.title}</h1>
      <AdminToolbar className="admin-orders-filters">
        <Select<StatusChoice>
          aria-label={text.filterStatus}
          style={{ minWidth: 200 }}
          value={filters.status ?? ''}
          onChange={(value) => filter({ status: value === '' ? null : value })}
          options={[
            { value: '', label: text.allStatuses },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: MESSAGES.orders.statuses[status] })),
            { value: DECLINED, label: text.paymentDeclined },
          ]}
        />
        <DatePicker.RangePicker
          aria-label={text.filterDates}
          placeholder={[text.dateFrom, text.dateTo]}
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          onChange={(_, [from, to]) => filter({ from: from || null, to: to || null })}
        />
        {position?.totalDocs != null && <span data-testid="orders-count">{text.totalCount(position.totalDocs)}</span>}
      </AdminToolbar>
      {loading && !data && (
        <div role="status" aria-label={MESSAGES.busy.loading}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.loadFailed}
          action={<Button onClick={() => void refetch()}>{MESSAGES.retry}</Button>}
        />
      )}
      {result && !result.status && <Alert type="warning" showIcon title={result.message} />}
      {result?.status && result.orders.length === 0 && <Empty description={text.empty} />}
      {result && result.orders.length > 0 && phone && (
        <OrderCards
          orders={result.orders}
          label={text.title}
          numberLabel={text.number}
          viewLabel={text.view}
          status={(order) => <OrderStatusTag status={order.status} paymentDeclined={order.paymentDeclined} />}
          detail={(order) => order.customer && <span title={order.customer.email}>{order.customer.name}</span>}
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
              title: text.customer,
              render: (_, order) =>
                order.customer ? <span title={order.customer.email}>{order.customer.name}</span> : null,
            },
            {
              title: text.status,
              render: (_, order) => <OrderStatusTag status={order.status} paymentDeclined={order.paymentDeclined} />,
            },
            {
              title: text.total,
              align: 'right',
              render: (_, order) => <span data-testid="order-total">{formatMXN(order.totals.total)}</span>,
            },
            {
              title: <VisuallyHidden>{text.actions}</VisuallyHidden>,
              render: (_, order) => (
                <Button type="link" onClick={() => open(order.id)} aria-label={`${text.view} ${order.number}`}>
                  {text.view}
                </Button>
              ),
            },
          ]}
        />
      )}
      {/* Primera / Anterior / "Página x de y" / Siguiente / Última, as products and users. */}
      <ListPaging
        shown={position ?? undefined}
        label={text.pagingLabel}
        busy={loading}
        onMove={(move) => position && setPage(pageRequestFor(move, position, { nPerPage: pageSize }))}
        pageSize={result && result.orders.length > 0 ? pageSize : undefined}
        onPageSize={setPageSize}
      />
    </section>
  );
}
