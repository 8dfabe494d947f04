import { Col, Form, Input, Row } from 'antd';
import { ADDRESS_MIN_LENGTH, CHECKOUT_LIMITS, MESSAGES } from 'shared';
import { RULES } from './checkout-rules';
import { DeliveryNoteField } from './delivery-note-field';
import { PhoneField } from './phone-field';

const text = MESSAGES.checkout;

/** Delivery address and contact phone; the minimum length is shown before anyone gets it wrong. */
export function AddressFields() {
  return (
    <fieldset className="checkout-fieldset">
      <legend>{text.address}</legend>
      <Form.Item
        name="street1"
        label={text.street1}
        rules={RULES.street1}
        extra={text.minLength(text.street1, ADDRESS_MIN_LENGTH)}
      >
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name="street2" label={text.street2}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="city" label={text.city} rules={RULES.city}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="state" label={text.state} rules={RULES.state}>
            <Input autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="zip" label={text.zip} rules={RULES.zip} dependencies={['country']}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={CHECKOUT_LIMITS.foreignZipMax} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="country" label={text.country} rules={RULES.country}>
            <Input autoComplete="country-name" />
          </Form.Item>
        </Col>
      </Row>
      <PhoneField />
      <DeliveryNoteField />
    </fieldset>
  );
}
