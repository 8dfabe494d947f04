import { useQuery } from '@apollo/client/react';
import { Form } from 'antd';
import { useRef } from 'react';
import { MESSAGES } from 'shared';
import { Alert, SkeletonLines } from 'shared/ui';
import { DeliveryWindowsDocument } from '../../generated/graphql';
import { WindowChoices } from './window-choices';

const text = MESSAGES.checkout;
const isPostalCode = (zip: string) => /^\d{5}$/.test(zip);

/**
 * The delivery window (issues 18, 29): the next 7 days of the address's zone, read as soon as the
 * postal code has 5 digits and offered as a day, then a time (`WindowChoices`); a postal code
 * outside every zone shows the API's "Por ahora no entregamos..." before the shopper reaches the
 * card. The chosen window is the form's `deliveryWindowId`.
 */
export function WindowPicker() {
  const form = Form.useFormInstance();
  const zip = (Form.useWatch<string | undefined>('zip') ?? '').trim();
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
  const requireWindow = async (_rule: unknown, value: string | undefined) => {
    const typed = String(form.getFieldValue('zip') ?? '').trim();
    if (value || !isPostalCode(typed)) return;
    if (known.current?.zip === typed && !known.current.needsWindow) return;
    throw new Error(text.chooseWindow);
  };

  return (
    <fieldset className="checkout-fieldset" aria-busy={loading}>
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
      <Form.Item name="deliveryWindowId" rules={[{ validator: requireWindow }]}>
        {/* Form.Item hands the chosen id (value) and its setter (onChange) to the choices. */}
        <WindowChoices windows={answer?.status ? windows : []} />
      </Form.Item>
    </fieldset>
  );
}
