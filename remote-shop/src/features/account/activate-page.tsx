import { Button, Form, Result } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { ActivateAccountDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { LinkGate } from './components/link-gate';
import { BirthdayField, NewPasswordFields } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

interface ActivateForm {
  password: string;
  birthday?: string;
}

/** active/:token — an account an admin created gets its password here. */
export default function ActivatePage() {
  const { token = '' } = useParams();
  const { run, isBusy, result } = useAccountMutation(ActivateAccountDocument);
  if (result?.status) {
    return (
      <Result
        status="success"
        title={MESSAGES.account.activated}
        extra={
          <Link to={ROUTES.login}>
            <Button type="primary">{MESSAGES.nav.login}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <LinkGate token={token} purpose="activate" title="Activa tu cuenta">
      <AccountCard title="Activa tu cuenta">
        <Form<ActivateForm>
          noValidate
          layout="vertical"
          requiredMark={false}
          onFinish={({ password, birthday }) => run({ token, password, birthday: birthday || null })}
        >
          <NewPasswordFields />
          <BirthdayField />
          <ResultAlert result={result} />
          <SubmitButton label="Activar cuenta" busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
        </Form>
      </AccountCard>
    </LinkGate>
  );
}
