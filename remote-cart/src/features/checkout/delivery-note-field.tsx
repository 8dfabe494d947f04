import { Form, Input } from 'antd';
import { CHECKOUT_LIMITS, MESSAGES } from 'shared';
import { deliveryNoteSchema, ruleOf } from 'shared/forms';

const text = MESSAGES.checkout;

/**
 * The customer's optional note for the driver ("tocar el timbre, dejar con el portero"), shown on
 * the route sheet. Checked with the API's own schema (at most 200 characters once trimmed). The
 * counter shows the length against the limit; the field does not cut what is typed or pasted, so
 * an over-long note meets the rule's message instead of a silent cut.
 */
export function DeliveryNoteField() {
  return (
    <Form.Item
      name="deliveryNote"
      label={text.deliveryNote}
      rules={[ruleOf(deliveryNoteSchema)]}
      extra={text.deliveryNoteHint}
    >
      <Input.TextArea
        autoSize={{ minRows: 2, maxRows: 4 }}
        count={{ show: true, max: CHECKOUT_LIMITS.deliveryNoteMax }}
        autoComplete="off"
      />
    </Form.Item>
  );
}
