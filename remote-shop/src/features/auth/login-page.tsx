import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, returnPathAfterLogin, ROUTES } from 'shared';
import { PlainForm, usePlainForm } from 'shared/forms';
import { Alert } from 'shared/ui';
import { AccountCard } from '../account/components/account-card';
import { EmailField, PasswordField } from '../account/components/form-fields';
import { SubmitButton } from '../account/components/submit-button';
import { useLogin } from './use-login';

interface LoginForm {
  email: string;
  password: string;
}

/** login: e-mail and password; on success the user goes where a guard stopped them, or home. */
export default function LoginPage() {
  const { login, isBusy } = useLogin();
  const form = usePlainForm<LoginForm>({ defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const { state } = useLocation();
  // A guard sent the shopper here: the spec's login-required failure says why (issue 17 item 20).
  const stoppedByGuard = returnPathAfterLogin(state) !== null;

  const onSubmit = async ({ email, password }: LoginForm) => {
    const problem = await login(email.trim(), password);
    setFailure(problem);
    if (!problem) void navigate(returnPathAfterLogin(state) ?? ROUTES.root, { replace: true });
  };

  return (
    <AccountCard title={MESSAGES.nav.login}>
      {stoppedByGuard && (
        <Alert
          className="auth-alert"
          type="info"
          role="status"
          title={MESSAGES.loginRequired}
          data-testid="login-required"
        />
      )}
      <PlainForm form={form} onSubmit={onSubmit}>
        <EmailField />
        <PasswordField autoComplete="current-password" />
        {failure && <Alert className="auth-alert" type="error" title={failure} />}
        <SubmitButton label={MESSAGES.nav.login} busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
      </PlainForm>
      {/* Spec 1: the sign-in page states that only test cards are accepted. */}
      <p className="auth-note">{MESSAGES.testCardsOnly}</p>
      <p className="auth-links">
        <Link to={ROUTES.register}>{MESSAGES.nav.register}</Link> ·{' '}
        <Link to={ROUTES.forgot}>{MESSAGES.account.forgotTitle}</Link>
      </p>
    </AccountCard>
  );
}
