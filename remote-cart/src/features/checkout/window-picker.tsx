import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { MESSAGES } from 'shared';
import { useController, useFormContext, useWatch } from 'shared/forms';
import { Alert, SkeletonLines } from 'shared/ui';
import { DeliveryWindowsDocument } from '../../generated/graphql';
import type { CheckoutValues } from './use-place-order';
import { WindowChoices } from './window-choices';

const text = MESSAGES.checkout;
const isPostalCode = (zip: string) => /^\d{5}$/.test(zip);
const ERROR_ID = 'delivery-window-error';

/** The radio a "choose a window" problem takes the focus to: the chosen one, else the first open time shown. */
function focusChoice(fieldset: HTMLElement) {
  const shown = 'fieldset.window-times:not([hidden]) input:not(:disabled)';
  const radio =
    fieldset.querySelector<HTMLInputElement>(`${shown}:checked`) ??
    fieldset.querySelector<HTMLInputElement>(shown) ??
    fieldset.querySelector<HTMLInputElement>('input:not(:disabled)');
  radio?.focus();
}

/**
 * The delivery window (issues 18, 29): the next 7 days of the address's zone, read as soon as the
 * postal code has 5 digits and offered as a day, then a time (`WindowChoices`); a postal code
 * outside every zone shows the API's "Por ahora no entregamos..." before the shopper reaches the
 * card. The chosen window is the form's `deliveryWindowId`.
 */
export function WindowPicker() {
  const { getValues } = useFormContext<CheckoutValues>();
  const zip = (useWatch<CheckoutValues, 'zip'>({ name: 'zip' }) ?? '').trim();
  const ready = isPostalCode(zip);
  const { data, loading, error } = useQuery(DeliveryWindowsDocument, {
    variables: { postalCode: zip },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  const answer = ready ? data?.deliveryWindows : undefined;
  const windows = answer?.windows ?? [];
  const none = answer?.status === true && !windows.some((window) => window.available);
  // What the last answer says a postal code needs; read when the form is checked, which can come
  // before the watched postal code re-renders this picker (a quick "Pagar" after typing it).
  const known = useRef<{ zip: string; needsWindow: boolean } | null>(null);
  if (answer) known.current = { zip, needsWindow: answer.status && !none };
  const requireWindow = (value: string | undefined) => {
    const typed = String(getValues('zip') ?? '').trim();
    if (value || !isPostalCode(typed)) return undefined;
    if (known.current?.zip === typed && !known.current.needsWindow) return undefined;
    return text.chooseWindow;
  };
  const { field, fieldState } = useController<CheckoutValues, 'deliveryWindowId'>({
    name: 'deliveryWindowId',
    rules: { validate: requireWindow },
  });
  const problem = fieldState.error?.message;

  return (
    <fieldset
      className="checkout-fieldset"
      aria-busy={loading}
      aria-describedby={problem ? ERROR_ID : undefined}
      // The form focuses here when no window is chosen: the radio to choose with.
      ref={(element) => field.ref(element && { focus: () => focusChoice(element) })}
    >
      <legend>{text.deliveryWindow}</legend>
      {!ready && <p className="checkout-hint">{text.windowsNeedZip}</p>}
      {ready && loading && !answer && (
        <div role="status" aria-label={MESSAGES.busy.loading} className="window-picker-loading">
          <SkeletonLines rows={2} />
        </div>
      )}
      {ready && error && <Alert type="error" title={MESSAGES.loadFailed} />}
      {answer?.status === false && <Alert type="warning" title={answer.message} />}
      {none && <Alert type="warning" title={text.noWindows} />}
      <WindowChoices windows={answer?.status ? windows : []} value={field.value} onChange={field.onChange} />
      {problem && (
        <p id={ERROR_ID} className="dc-field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
