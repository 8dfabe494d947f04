import { useQuery } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { PageSkeleton } from 'shared/ui';
import { DeliveryRouteSheetDocument } from '../../generated/graphql';
import { BookingBar } from './booking-bar';
import { PickingList, RouteSheetOrders } from './route-sheet-orders';

const text = MESSAGES.adminDeliveries;

/** Admin › Entregas › a window's route sheet: its orders and the picking list, printable. */
export default function RouteSheetPage() {
  const { windowId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(DeliveryRouteSheetDocument, {
    variables: { windowId },
    fetchPolicy: 'network-only',
  });
  const answer = data?.deliveryRouteSheet;
  const back = (
    <Link to={ROUTES.adminDeliveries} className="dc-back-link no-print">
      {text.back}
    </Link>
  );

  if (loading && !answer) {
    return <PageSkeleton label={MESSAGES.busy.loading} />;
  }
  if (error || !answer?.sheet) {
    const retry = <Button onClick={() => void refetch().catch(() => undefined)}>{MESSAGES.retry}</Button>;
    return (
      <>
        {back}
        <Alert type="error" showIcon title={answer?.message ?? MESSAGES.loadFailed} action={error ? retry : null} />
      </>
    );
  }
  const { window, orders, picking } = answer.sheet;
  return (
    <section className="route-sheet" data-testid="route-sheet">
      {back}
      <div className="route-sheet-header">
        <h1 className="admin-title">{text.sheetTitle(window.label)}</h1>
        <Button className="no-print" type="primary" onClick={() => printSheet()}>
          {text.print}
        </Button>
      </div>
      <p>{window.zoneName}</p>
      <div className="no-print">
        <BookingBar slot={window} />
      </div>
      <h2>{text.ordersTitle}</h2>
      <RouteSheetOrders orders={orders} />
      <h2>{text.pickingTitle}</h2>
      <PickingList items={picking} />
    </section>
  );
}

/** The browser's print dialog; the print CSS (styles.css) leaves only the sheet. */
const printSheet = () => globalThis.print();
