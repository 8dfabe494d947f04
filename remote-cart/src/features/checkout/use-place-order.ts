import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { cartCleared, useAppDispatch } from 'shared';
import { cardNumberDigits, readExpiry } from 'shared/forms';
import { PlaceOrderDocument, type PlaceOrderMutation } from '../../generated/graphql';
import { newIdempotencyKey } from './idempotency-key';

export interface CheckoutValues {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  /** As typed: the API keeps its 10 digits. */
  phone: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  /** The optional note for the driver; the API keeps it as one trimmed line. */
  deliveryNote?: string;
  /** DeliveryWindow.id from the window picker. */
  deliveryWindowId?: string;
}

export type PlaceOrderAnswer = PlaceOrderMutation['placeOrder'];

export function toPlaceOrderInput(
  values: CheckoutValues,
  lines: { productId: string; quantity: number }[],
  idempotencyKey: string,
) {
  const expiry = readExpiry(values.expiry ?? '') ?? { expMonth: 0, expYear: 0 };
  const trim = (text: string | undefined) => text?.trim() ?? '';
  return {
    idempotencyKey,
    lines,
    address: {
      country: trim(values.country),
      street1: trim(values.street1),
      street2: trim(values.street2) || null,
      city: trim(values.city),
      state: trim(values.state),
      zip: trim(values.zip),
    },
    card: { number: cardNumberDigits(values.cardNumber ?? ''), ...expiry, cvc: trim(values.cvc) },
    deliveryWindowId: values.deliveryWindowId ?? null,
    phone: trim(values.phone),
    deliveryNote: trim(values.deliveryNote) || null,
  };
}

/**
 * Sends the order. One idempotency key per attempt: a request that got no answer (or whose payment
 * is still unsettled) is sent again with the same key, never a second charge; after a final answer,
 * the next attempt takes a new key.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const key = useRef(newIdempotencyKey());
  const [mutate, { loading }] = useMutation(PlaceOrderDocument);

  const placeOrder = async (values: CheckoutValues, lines: { productId: string; quantity: number }[]) => {
    const { data } = await mutate({ variables: { input: toPlaceOrderInput(values, lines, key.current) } });
    const answer = data?.placeOrder;
    if (!answer) return null;
    // PAYMENT_FAILED: the outcome is not known yet, so a retry must ask about the same charge.
    if (answer.code !== 'PAYMENT_FAILED') key.current = newIdempotencyKey();
    if (answer.status) dispatch(cartCleared());
    return answer;
  };
  return { placeOrder, loading };
}
