import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ChosenOrderPage, loadThemedAlert, MESSAGES, orderFactGroups, orderTotalRows } from 'shared';
import {
  Alert,
  Button,
  HeadingSkeleton,
  OrderFacts,
  OrderLines,
  OrderTotals,
  PageIntro,
  PageSkeleton,
} from 'shared/ui';
import { CancelMyOrderDocument, MyOrderDocument, type MyOrderQuery } from '../../generated/graphql';

const text = MESSAGES.orders;

type ShownOrder = NonNullable<MyOrderQuery['myOrder']['order']>;

interface Outcome {
  ok: boolean;
  message: string;
  /** The order as the cancel answered it (the site caches nothing: the query's copy is stale). */
  order?: ShownOrder | null;
}

/** The shop's themed confirmation (sweetalert2, fetched when first needed): true when the shopper confirms. */
async function confirmCancel(number: string): Promise<boolean> {
  const alert = await loadThemedAlert();
  const answer = await alert.fire({
    icon: 'warning',
    title: text.cancelConfirmTitle,
    text: text.cancelConfirmContent(number),
    showCancelButton: true,
    confirmButtonText: text.cancelConfirmOk,
    cancelButtonText: text.cancelConfirmKeep,
    focusCancel: true,
  });
  return answer.isConfirmed;
}

/**
 * "Cancelar pedido" while the order is PAID (the API refuses any other state). After a confirmation
 * it calls cancelMyOrder; the page then shows the order the answer carries, so the new state shows at once.
 */
function CancelOrder({ id, number, onOutcome }: { id: string; number: string; onOutcome: (outcome: Outcome) => void }) {
  const [cancel, { loading }] = useMutation(CancelMyOrderDocument);
  const run = async () => {
    if (!(await confirmCancel(number))) return;
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
  };
  return (
    <Button variant="danger" disabled={loading} aria-busy={loading} onClick={() => void run()}>
      {loading ? MESSAGES.busy.saving : text.cancel}
    </Button>
  );
}

function OrderDetail({ id }: { id: string }) {
  // Drawn in a transition's slices, not in the task that brings Apollo's answer (as Mis compras).
  const { data, loading, error } = useDeferredValue(useQuery(MyOrderDocument, { variables: { id } }));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (loading) {
    // As the server's frame drew it (host/src/ssr/page-frames.tsx): the heading's place, the intro, the rest.
    return (
      <>
        <HeadingSkeleton />
        <PageIntro>{text.detailIntro}</PageIntro>
        <PageSkeleton label={MESSAGES.busy.loading} rows={6} />
      </>
    );
  }
  if (error) return <Alert type="error" title={MESSAGES.loadFailed} />;
  const order = outcome?.order ?? data?.myOrder.order;
  if (!order) return <Alert type="warning" title={data?.myOrder.message} />;
  return (
    <>
      <h1>{text.detailTitle(order.number)}</h1>
      <PageIntro>{text.detailIntro}</PageIntro>
      {outcome && (
        <p role="status" className={`dc-outcome dc-outcome--${outcome.ok ? 'ok' : 'error'}`}>
          {outcome.message}
        </p>
      )}
      {orderFactGroups(order, 'shopper').map((group) => (
        <OrderFacts key={group.key} facts={group.facts} />
      ))}
      {order.status === 'PAID' && <CancelOrder id={order.id} number={order.number} onOutcome={setOutcome} />}
      <OrderLines lines={order.lines} />
      <OrderTotals rows={orderTotalRows(order.totals, 'shopper')} />
    </>
  );
}

/** orderdet: the order chosen in "Mis compras" (no id in the path); without a choice, the list. */
export default function OrderDetailPage() {
  return (
    <ChosenOrderPage side="shopper" className="order-detail" router={{ Link, Navigate }}>
      {(id) => <OrderDetail id={id} />}
    </ChosenOrderPage>
  );
}
