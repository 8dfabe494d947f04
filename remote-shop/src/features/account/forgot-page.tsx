import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { PlainForm, usePlainForm } from 'shared/forms';
import { ForgotPasswordDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { EmailField } from './components/form-fields';
import { ResultAlert } from './components/result-alert';
import { SubmitButton } from './components/submit-button';
import { useAccountMutation } from './use-account-mutation';

/** forgot: asks for a reset link; the answer is the same whether or not the account exists. */
export default function ForgotPage() {
  const { run, isBusy, result } = useAccountMutation(ForgotPasswordDocument);
  const form = usePlainForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <AccountCard title={MESSAGES.account.forgotTitle}>
      <p>Escribe tu correo y te enviaremos un enlace para cambiarla.</p>
      <PlainForm form={form} onSubmit={({ email }) => run({ email: email.trim() })}>
        <EmailField />
        <ResultAlert result={result} />
        <SubmitButton label="Enviar enlace" busyLabel={MESSAGES.busy.mailing} isBusy={isBusy} />
      </PlainForm>
      <p className="auth-links">
        <Link to={ROUTES.login}>{MESSAGES.nav.login}</Link>
      </p>
    </AccountCard>
  );
}
