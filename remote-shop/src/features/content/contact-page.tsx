import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CONTACT_LIMITS, MESSAGES } from 'shared';
import { checkOf, contactMessageSchema, PlainForm, usePlainForm, useWatch, type FieldCheck } from 'shared/forms';
import { Card, TextAreaField, TextField } from 'shared/ui';
import { SendContactMessageDocument } from '../../generated/graphql';
import { ResultAlert } from '../account/components/result-alert';
import { SubmitButton } from '../account/components/submit-button';
import type { AccountResult } from '../account/use-account-mutation';

interface ContactForm {
  name: string;
  email: string;
  message: string;
}

const TEXT = MESSAGES.contact;
const fields = contactMessageSchema.entries;

/** The name as the API measures it: trimmed, runs of white space counted as one. */
const cleanName = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The API's checks of sendContactMessage, field by field (shared's checkOf over the `rules` schema). */
const CHECKS: Record<keyof ContactForm, FieldCheck> = {
  name: checkOf(fields.name),
  email: checkOf(fields.email),
  message: checkOf(fields.message),
};

const EMPTY: ContactForm = { name: '', email: '', message: '' };

/**
 * contact: how to reach the shop, and a form whose message the API e-mails to the shop.
 * The form keeps what was typed when sending fails and empties itself once the message is sent.
 */
export default function ContactPage() {
  const form = usePlainForm<ContactForm>({ defaultValues: EMPTY });
  const { register, formState, control } = form;
  const typed = useWatch({ control, name: 'message' }) ?? '';
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const [result, setResult] = useState<AccountResult | null>(null);

  const onSubmit = async ({ name, email, message }: ContactForm) => {
    setResult(null);
    let answer: AccountResult;
    try {
      const { data } = await send({
        variables: { input: { name: cleanName(name), email: email.trim(), message: message.trim() } },
      });
      answer = data?.sendContactMessage ?? { status: false, message: MESSAGES.loadFailed };
    } catch (error) {
      console.error(error);
      answer = { status: false, message: MESSAGES.loadFailed };
    }
    setResult(answer);
    if (answer.status) form.reset(EMPTY);
  };

  return (
    <section className="content-page">
      <h1 className="shop-title">{TEXT.title}</h1>
      <p>{TEXT.intro}</p>
      <Card title={<h2 className="content-card-title">{TEXT.formTitle}</h2>}>
        <p className="shop-lead">{TEXT.formIntro}</p>
        <PlainForm form={form} onSubmit={onSubmit}>
          <TextField
            label={TEXT.name}
            autoComplete="name"
            error={formState.errors.name?.message}
            {...register('name', { validate: CHECKS.name })}
          />
          <TextField
            label={TEXT.email}
            inputMode="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', { validate: CHECKS.email })}
          />
          <TextAreaField
            label={TEXT.message}
            rows={6}
            hint={TEXT.messageHint}
            extra={`${typed.length} / ${CONTACT_LIMITS.messageMax}`}
            error={formState.errors.message?.message}
            {...register('message', { validate: CHECKS.message })}
          />
          <ResultAlert result={result} />
          <SubmitButton label={TEXT.send} busyLabel={MESSAGES.busy.mailing} isBusy={loading} />
        </PlainForm>
      </Card>
    </section>
  );
}
