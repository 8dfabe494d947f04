import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMXN, MESSAGES, ROUTES } from 'shared';
import { PlainForm, usePlainForm, useWatch } from 'shared/forms';
import { Alert, Button, Empty, SkeletonLines } from 'shared/ui';
import { DeliveryWindowsDocument, type OrderFieldsFragment } from '../../generated/graphql';
import { useCartQuote } from '../cart-sync/use-cart-quote';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';
import { isDeliverable, payBlock, type PayFacts } from './pay-block';
import { usePlaceOrder, type CheckoutValues, type PlaceOrderAnswer } from './use-place-order';
import { WindowPicker } from './window-picker';

const text = MESSAGES.checkout;

function Refusal({ answer }: { answer: PlaceOrderAnswer }) {
  const problems = answer.problems.map((problem) => problem.message);
  return (
    <Alert type="error" title={answer.message} description={problems.length > 0 ? problems.join(' ') : undefined} />
  );
}

/** The typed postal code once it is 5 digits: the summary then prices delivery with its zone. */
function fiveDigits(zip: unknown): string | undefined {
  const code = typeof zip === 'string' ? zip.trim() : '';
  return /^\d{5}$/.test(code) ? code : undefined;
}

/** What the form starts with: every box empty, the country México (spec: the shop delivers in Mexico). */
const EMPTY_CHECKOUT: CheckoutValues = {
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country: 'México',
  phone: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
  deliveryNote: '',
  deliveryWindowId: undefined,
};

/** checkout: the server-priced summary, delivery address and card; pays and confirms. */
export default function CheckoutPage() {
  const form = usePlainForm<CheckoutValues>({ defaultValues: EMPTY_CHECKOUT });
  const zip = fiveDigits(useWatch({ control: form.control, name: 'zip' }));
  const { quote, previousData, lines, notices, loading, error, refetch } = useCartQuote({ postalCode: zip });
  // While the typed postal code's price loads, "Pagar" keeps the last one: a quick "Pagar" is still
  // checked (and the API prices the order itself); the summary shows the new price when it comes.
  const payQuote = quote ?? previousData?.quoteCart;
  // The picker's own query (same document and variables): answered from the same cache entry.
  const windowsQuery = useQuery(DeliveryWindowsDocument, { variables: { postalCode: zip ?? '' }, skip: !zip });
  const facts: PayFacts = { zip, quote, windows: zip ? windowsQuery.data?.deliveryWindows : undefined };
  const blocked = payBlock(facts);
  const deliverable = isDeliverable(facts);
  const { placeOrder, loading: paying } = usePlaceOrder();
  const [refusal, setRefusal] = useState<PlaceOrderAnswer | null>(null);
  const [placed, setPlaced] = useState<OrderFieldsFragment | null>(null);
  const apollo = useApolloClient();

  if (placed) return <OrderConfirmation order={placed} />;
  if (lines.length === 0) {
    return (
      <Empty description={text.emptyCart}>
        <Link to={ROUTES.root}>{text.goShopping}</Link>
      </Empty>
    );
  }

  const submit = async (values: CheckoutValues) => {
    if (blocked) return;
    setRefusal(null);
    const answer = await placeOrder(values, lines);
    if (answer?.status && answer.order) setPlaced(answer.order);
    else if (answer) {
      setRefusal(answer);
      void refetch();
      // A window that filled meanwhile: show the places as they are now, and let the shopper choose again.
      if (answer.code === 'WINDOW_FULL' || answer.code === 'WINDOW_INVALID') {
        form.setValue('deliveryWindowId', undefined);
        void apollo.refetchQueries({ include: [DeliveryWindowsDocument] });
      }
    }
  };

  return (
    <section className="checkout">
      <h1 className="checkout-title">{text.title}</h1>
      <div className="checkout-columns">
        <PlainForm form={form} className="checkout-form" onSubmit={submit} disabled={paying}>
          <AddressFields />
          <WindowPicker />
          <CardFields />
          {refusal && <Refusal answer={refusal} />}
          {blocked && <Alert id="pay-blocked" type="warning" role="status" title={blocked} data-testid="pay-blocked" />}
          <Button
            type="submit"
            variant="primary"
            size="large"
            block
            aria-busy={paying}
            disabled={!payQuote?.lines.length || blocked !== null}
            aria-describedby={blocked ? 'pay-blocked' : undefined}
          >
            {paying
              ? text.paying
              : deliverable
                ? text.pay(formatMXN(payQuote?.totals.total ?? 0))
                : text.payWithoutTotal}
          </Button>
        </PlainForm>
        <aside className="checkout-summary" aria-labelledby="summary-title" aria-busy={loading}>
          <h2 id="summary-title">{text.summary}</h2>
          {loading && (
            <div role="status" aria-label={MESSAGES.busy.loading}>
              <SkeletonLines rows={5} />
            </div>
          )}
          {error && <Alert type="error" title={MESSAGES.loadFailed} />}
          {notices.length > 0 && <Alert type="warning" title={text.cartChanged} description={notices.join(' ')} />}
          {quote && !quote.status && <Alert type="warning" role="status" title={quote.message} />}
          {quote && (
            <OrderSummary
              lines={quote.lines}
              totals={quote.totals}
              delivery={deliverable ? { zone: quote.deliveryZone, missingForMinimum: quote.missingForMinimum } : null}
              nextWindow={facts.windows?.windows.find((window) => window.available)}
            />
          )}
        </aside>
      </div>
    </section>
  );
}
