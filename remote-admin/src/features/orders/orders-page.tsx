import { useQuery } from '@apollo/client/react';
import { Alert, Button, DatePicker, Empty, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  ORDER_SIDES,
  ORDER_STATUSES,
  orderCell,
  orderColumns,
  orderRowView,
  useOrderList,
  VisuallyHidden,
  type OrderRowView,
} from 'shared';
import { OrderCards, usePhoneScreen } from 'shared/ui';
import { AdminOrdersDocument, type OrderStatus, type PaginationInput } from '../../generated/graphql';
import { AdminToolbar } from '../common/admin-toolbar';
import { ListPaging } from '../common/list-paging';
import { OrderStatusTag } from './order-status-tag';

const text = MESSAGES.adminOrders;

/** The status filter's extra choice: the declined payment attempts, kept apart from the orders. */
const DECLINED = 'PAYMENT_DECLINED';
type StatusChoice = OrderStatus | typeof DECLINED | '';

interface Filters {
  status: OrderStatus | typeof DECLINED | null;
  from: string | null;
  to: string | null;
}

/** The admin's columns (shared: which, their titles, their alignment) as antd Table columns. */
const tableColumns = (open: (id: string) => void) =>
  orderColumns('admin').map((column) => ({
    key: column.key,
    title: column.hiddenTitle ? <VisuallyHidden>{column.title}</VisuallyHidden> : column.title,
    align: column.align,
    className: column.key === 'number' ? 'nowrap-cell' : undefined,
    render: (_: unknown, row: OrderRowView) =>
      orderCell(column.key, row, {
        status: (shown) => <OrderStatusTag view={shown.status} />,
        open: (shown) => (
          <Button type="link" onClick={() => open(shown.id)} aria-label={shown.open.name}>
            {shown.open.caption}
          </Button>
        ),
      }),
  }));

/** custorders: every customer's orders, newest first, filtered by state and dates, keyset-paged. */
export default function OrdersPage() {
  const phone = usePhoneScreen();
  const list = useOrderList('admin', useNavigate());
  const [filters, setFilters] = useState<Filters>({ status: null, from: null, to: null });
  const { data, loading, error, refetch } = useQuery(AdminOrdersDocument, {
    variables: {
      page: list.page as PaginationInput,
      status: filters.status === DECLINED ? null : filters.status,
      paymentDeclined: filters.status === DECLINED,
      from: filters.from,
      to: filters.to,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.adminOrders;
  const position = result?.paginationRes;
  const rows = result?.orders.map((order) => orderRowView(order, 'admin')) ?? [];
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    list.startOver();
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
      {result?.status && rows.length === 0 && <Empty description={text.empty} />}
      {rows.length > 0 && phone && <OrderCards side="admin" rows={rows} onOpen={list.open} />}
      {rows.length > 0 && !phone && (
        <Table<OrderRowView>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          scroll={{ x: true }}
          columns={tableColumns(list.open)}
        />
      )}
      <ListPaging
        shown={position ?? undefined}
        label={ORDER_SIDES.admin.text.pagingLabel}
        busy={loading}
        onMove={(move) => list.move(move, position)}
        pageSize={rows.length > 0 ? list.pageSize : undefined}
        onPageSize={list.setPageSize}
      />
    </section>
  );
}
