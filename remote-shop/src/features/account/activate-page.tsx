import { useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { PlainForm, usePlainForm } from 'shared/forms';
import { ActivateAccountDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { AccountDone } from './components/account-done';
import { LinkGate } from './components/link-gate';
import { BirthdayField, NewPasswordFields } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

interface ActivateForm {
  password: string;
  passwordAgain: string;
  birthday: string;
}

/** active/:token — an account an admin created gets its password here. */
export default function ActivatePage() {
  const { token = '' } = useParams();
  const { run, isBusy, result } = useAccountMutation(ActivateAccountDocument);
  const form = usePlainForm<ActivateForm>({ defaultValues: { password: '', passwordAgain: '', birthday: '' } });
  if (result?.status) {
    return <AccountDone title={MESSAGES.account.activated} to={ROUTES.login} action={MESSAGES.nav.login} />;
  }
  return (
    <LinkGate token={token} purpose="activate" title="Activa tu cuenta">
      <AccountCard title="Activa tu cuenta">
        <PlainForm
          form={form}
          onSubmit={({ password, birthday }) => run({ token, password, birthday: birthday || null })}
        >
          <NewPasswordFields />
          <BirthdayField />
          <ResultAlert result={result} />
          <SubmitButton label="Activar cuenta" busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
        </PlainForm>
      </AccountCard>
    </LinkGate>
  );
}
