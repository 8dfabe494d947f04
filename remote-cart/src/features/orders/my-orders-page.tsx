import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, ORDER_SIDES, orderRowView, ROUTES, useOrderList } from 'shared';
import { Alert, Button, Empty, ListPaging, OrderList, PageIntro, PageSkeleton } from 'shared/ui';
import { MyOrdersDocument, type PaginationInput } from '../../generated/graphql';

const text = ORDER_SIDES.shopper.text;

/** orders: the client's own orders, newest first: the shared order list in the kit's vocabulary (no antd). */
export default function MyOrdersPage() {
  const list = useOrderList('shopper', useNavigate());
  const query = useQuery(MyOrdersDocument, { variables: { page: list.page as PaginationInput } });
  // Apollo hands its answer over in a synchronous update: drawn then, the whole list would be one
  // long task on a phone. Deferred, React draws it in a transition's short slices (docs/performance.md).
  const { data, loading, error, refetch } = useDeferredValue(query);
  const result = data?.myOrders;
  const position = result?.paginationRes;
  const rows = result?.orders.map((order) => orderRowView(order, 'shopper')) ?? [];

  return (
    <section className="my-orders">
      <h1>{text.title}</h1>
      <PageIntro>{MESSAGES.orders.intro}</PageIntro>
      {loading && <PageSkeleton label={MESSAGES.busy.loading} rows={4} />}
      {error && (
        <Alert
          type="error"
          title={MESSAGES.loadFailed}
          action={<Button onClick={() => void refetch()}>{MESSAGES.retry}</Button>}
        />
      )}
      {result && !result.status && <Alert type="warning" title={result.message} />}
      {result?.status && rows.length === 0 && (
        <Empty description={text.empty}>
          <Link to={ROUTES.root}>{MESSAGES.checkout.goShopping}</Link>
        </Empty>
      )}
      {rows.length > 0 && (
        <>
          <OrderList side="shopper" rows={rows} onOpen={list.open} />
          <ListPaging
            shown={position}
            label={text.pagingLabel}
            busy={loading}
            onMove={(move) => list.move(move, position)}
            pageSize={list.pageSize}
            onPageSize={list.setPageSize}
          />
        </>
      )}
    </section>
  );
}
