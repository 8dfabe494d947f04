import { useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { PlainForm, usePlainForm } from 'shared/forms';
import { ResetPasswordDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { AccountDone } from './components/account-done';
import { LinkGate } from './components/link-gate';
import { NewPasswordFields } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

/** reset/:token — sets a new password through the link of the reset e-mail. */
export default function ResetPage() {
  const { token = '' } = useParams();
  const { run, isBusy, result } = useAccountMutation(ResetPasswordDocument);
  const form = usePlainForm<{ password: string; passwordAgain: string }>({
    defaultValues: { password: '', passwordAgain: '' },
  });
  if (result?.status) {
    return <AccountDone title={MESSAGES.account.passwordChanged} to={ROUTES.login} action={MESSAGES.nav.login} />;
  }
  return (
    <LinkGate token={token} purpose="reset" title="Cambia tu contraseña">
      <AccountCard title="Cambia tu contraseña">
        <PlainForm form={form} onSubmit={({ password }) => run({ token, password })}>
          <NewPasswordFields />
          <ResultAlert result={result} />
          <SubmitButton label="Cambiar contraseña" busyLabel={MESSAGES.busy.processing} isBusy={isBusy} />
        </PlainForm>
      </AccountCard>
    </LinkGate>
  );
}
