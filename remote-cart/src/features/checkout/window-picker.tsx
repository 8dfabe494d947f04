import { useQuery } from '@apollo/client/react';
import { Alert, Form, Radio, Skeleton } from 'antd';
import { useRef } from 'react';
import { MESSAGES } from 'shared';
import { DeliveryWindowsDocument } from '../../generated/graphql';

const text = MESSAGES.checkout;
const isPostalCode = (zip: string) => /^\d{5}$/.test(zip);

/**
 * The delivery window (issue 18): the next 7 days of the address's zone, read as soon as the
 * postal code has 5 digits; full windows are shown disabled, and a postal code outside every zone
 * shows the API's "Por ahora no entregamos..." before the shopper reaches the card.
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
      {ready && loading && !answer && <Skeleton active paragraph={{ rows: 3 }} aria-label={MESSAGES.busy.loading} />}
      {ready && error && <Alert type="error" showIcon title={MESSAGES.loadFailed} />}
      {answer?.status === false && <Alert type="warning" showIcon role="alert" title={answer.message} />}
      {none && <Alert type="warning" showIcon title={text.noWindows} />}
      <Form.Item name="deliveryWindowId" rules={[{ validator: requireWindow }]}>
        <Radio.Group className="window-options" aria-label={text.deliveryWindow}>
          {answer?.status &&
            windows.map((window) => (
              <Radio key={window.id} value={window.id} disabled={!window.available}>
                <span className="window-label">{window.label}</span>{' '}
                <small className="window-places">
                  {window.available ? text.placesLeft(window.remaining) : text.windowFull}
                </small>
              </Radio>
            ))}
        </Radio.Group>
      </Form.Item>
    </fieldset>
  );
}
