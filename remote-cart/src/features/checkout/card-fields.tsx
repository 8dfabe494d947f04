import { Col, Form, Input, Row } from 'antd';
import { MESSAGES, TEST_CARDS } from 'shared';
import { RULES } from './checkout-rules';

const text = MESSAGES.checkout;

/** Card number, expiry and cvc, with the note that only test cards are accepted. */
export function CardFields() {
  return (
    <fieldset className="checkout-fieldset">
      <legend>{text.card}</legend>
      <p className="checkout-note">
        {MESSAGES.testCardsOnly} {TEST_CARDS.us} · {TEST_CARDS.mx}
      </p>
      <Form.Item name="cardNumber" label={text.cardNumber} rules={RULES.cardNumber}>
        <Input autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="expiry" label={text.cardExpiry} rules={RULES.expiry}>
            <Input autoComplete="cc-exp" placeholder="MM/AA" maxLength={7} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cvc" label={text.cardCvc} rules={RULES.cvc}>
            <Input autoComplete="cc-csc" inputMode="numeric" maxLength={3} />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
