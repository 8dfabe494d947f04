import { Button, Form, Result } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { ResetPasswordDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { LinkGate } from './components/link-gate';
import { NewPasswordFields } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

/** reset/:token — sets a new password through the link of the reset e-mail. */
export default function ResetPage() {
  const { token = '' } = useParams();
  const { run, isBusy, result } = useAccountMutation(ResetPasswordDocument);
  if (result?.status) {
    return (
      <Result
        status="success"
        title={MESSAGES.account.passwordChanged}
        extra={
          <Link to={ROUTES.login}>
            <Button type="primary">{MESSAGES.nav.login}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <LinkGate token={token} purpose="reset" title="Cambia tu contraseña">
      <AccountCard title="Cambia tu contraseña">
        <Form<{ password: string }>
          noValidate
          layout="vertical"
          requiredMark={false}
          onFinish={({ password }) => run({ token, password })}
        >
          <NewPasswordFields />
          <ResultAlert result={result} />
          <SubmitButton label="Cambiar contraseña" busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
        </Form>
      </AccountCard>
    </LinkGate>
  );
}
