import { Form, Input } from 'antd';
import { emailSchema, MESSAGES, MIN_PASSWORD_LENGTH, newPasswordSchema, ruleOf } from 'shared';

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

/** Optional birthday, never in the future. */
export function BirthdayField() {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Form.Item
      label="Fecha de nacimiento (opcional)"
      name="birthday"
      rules={[
        {
          validator: (_rule, value?: string) =>
            !value || value <= today
              ? Promise.resolve()
              : Promise.reject(new Error(MESSAGES.validation.birthdayFuture)),
        },
      ]}
    >
      <Input type="date" max={today} />
    </Form.Item>
  );
}
