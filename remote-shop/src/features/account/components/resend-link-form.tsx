import { MESSAGES } from 'shared';
import { PlainForm, usePlainForm } from 'shared/forms';
import { ResendConfirmationDocument } from '../../../generated/graphql';
import { useAccountMutation } from '../use-account-mutation';
import { EmailField } from './form-fields';
import { ResultAlert } from './result-alert';
import { SubmitButton } from './submit-button';

/** Asks for a new confirmation or activation link (resendConfirmation) for the e-mail typed. */
export function ResendLinkForm() {
  const resend = useAccountMutation(ResendConfirmationDocument);
  const form = usePlainForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <>
      <p>{MESSAGES.account.askNewLink}</p>
      <PlainForm form={form} onSubmit={({ email }) => resend.run({ email: email.trim() })}>
        <EmailField />
        <ResultAlert result={resend.result} />
        <SubmitButton label="Enviar un nuevo enlace" busyLabel={MESSAGES.busy.mailing} isBusy={resend.isBusy} />
      </PlainForm>
    </>
  );
}
