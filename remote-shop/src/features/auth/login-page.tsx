import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EMAIL_PATTERN, MESSAGES, MIN_PASSWORD_LENGTH, ROUTES } from 'shared';
import { useLogin } from './use-login';

interface LoginForm {
  email: string;
  password: string;
}

/** login: e-mail and password; on success the user goes home. */
export default function LoginPage() {
  const { login, isBusy } = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  const onFinish = async ({ email, password }: LoginForm) => {
    const problem = await login(email.trim(), password);
    setFailure(problem);
    if (!problem) void navigate(ROUTES.root);
  };

  return (
    <Card className="auth-card" title={<h1 className="auth-title">{MESSAGES.nav.login}</h1>}>
      <Form<LoginForm> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label="Correo electrónico"
          name="email"
          rules={[
            { required: true, message: MESSAGES.validation.emailRequired },
            { pattern: EMAIL_PATTERN, message: MESSAGES.validation.emailFormat },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Contraseña"
          name="password"
          extra={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres`}
          rules={[{ required: true, min: MIN_PASSWORD_LENGTH, message: MESSAGES.validation.passwordMin }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {failure && <Alert className="auth-alert" type="error" title={failure} showIcon role="alert" />}
        <Button type="primary" htmlType="submit" block loading={isBusy}>
          {isBusy ? MESSAGES.busy.processing : MESSAGES.nav.login}
        </Button>
      </Form>
      <p className="auth-links">
        <Link to={ROUTES.register}>{MESSAGES.nav.register}</Link> ·{' '}
        <Link to={ROUTES.forgot}>¿Olvidaste tu contraseña?</Link>
      </p>
    </Card>
  );
}
