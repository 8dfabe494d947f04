import { Form, Input } from 'antd';
import { MESSAGES, MIN_PASSWORD_LENGTH, shopDay } from 'shared';
import { birthdaySchema, emailSchema, newPasswordSchema, ruleOf } from 'shared/forms';

/** E-mail with the spec's required and format messages: the API's own check (`rules`). */
export function EmailField() {
  return (
    <Form.Item label="Correo electrónico" name="email" rules={[ruleOf(emailSchema)]}>
      <Input type="email" autoComplete="email" />
    </Form.Item>
  );
}

/** The password, required, with the minimum length shown (spec section 5). */
export function PasswordField({ autoComplete }: { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Form.Item
      label="Contraseña"
      name="password"
      extra={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres`}
      rules={[ruleOf(newPasswordSchema)]}
    >
      <Input.Password autoComplete={autoComplete} />
    </Form.Item>
  );
}

/** A new password typed twice; the minimum length is shown (spec section 5). */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField autoComplete="new-password" />
      <Form.Item
        label="Confirma la contraseña"
        name="passwordAgain"
        dependencies={['password']}
        rules={[
          { required: true, message: MESSAGES.validation.passwordRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.validation.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

const birthdayRules = [ruleOf(birthdaySchema())];

/** Optional birthday, a real day not after the shop's today: the API's check (`rules`). */
export function BirthdayField() {
  const today = shopDay(new Date());
  return (
    <Form.Item label="Fecha de nacimiento (opcional)" name="birthday" rules={birthdayRules}>
      <Input type="date" max={today} />
    </Form.Item>
  );
}
