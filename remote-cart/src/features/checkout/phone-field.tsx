import { useQuery } from '@apollo/client/react';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { CHECKOUT_LIMITS, formatPhone, MESSAGES } from 'shared';
import { MyLastOrderPhoneDocument } from '../../generated/graphql';
import { RULES } from './checkout-rules';
import type { CheckoutValues } from './use-place-order';

const text = MESSAGES.checkout;

/**
 * The contact phone the driver calls. It starts with the phone of the shopper's last order (asked
 * every time, never kept in the client's cache: it is private), unless something is typed already.
 */
export function PhoneField() {
  const form = Form.useFormInstance<CheckoutValues>();
  const { data } = useQuery(MyLastOrderPhoneDocument, { fetchPolicy: 'no-cache' });
  const last = data?.myLastOrderPhone;
  useEffect(() => {
    if (last && !form.isFieldTouched('phone') && !form.getFieldValue('phone')) {
      form.setFieldValue('phone', formatPhone(last));
    }
  }, [form, last]);
  return (
    <Form.Item name="phone" label={text.phone} rules={RULES.phone} extra={text.phoneHint}>
      <Input type="tel" autoComplete="tel-national" inputMode="tel" maxLength={CHECKOUT_LIMITS.phoneTextMax} />
    </Form.Item>
  );
}
