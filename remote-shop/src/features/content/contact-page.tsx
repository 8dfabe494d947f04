import { useMutation } from '@apollo/client/react';
import { Card, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { CONTACT_LIMITS, isValidEmail, MESSAGES } from 'shared';
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
const { nameMin, nameMax, messageMin, messageMax } = CONTACT_LIMITS;

/** The name as the API measures it: trimmed, runs of white space counted as one. */
const cleanName = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A rule that fails with `message` when `isWrong` holds for the typed value (blank is left to `required`). */
function check(isWrong: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value?: string) =>
      !value?.trim() || !isWrong(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

const RULES: Record<keyof ContactForm, FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: MESSAGES.validation.nameRequired },
    check((value) => cleanName(value).length < nameMin, TEXT.nameTooShort),
    check((value) => cleanName(value).length > nameMax, TEXT.nameTooLong),
  ],
  email: [
    { required: true, whitespace: true, message: MESSAGES.validation.emailRequired },
    check((value) => !isValidEmail(value.trim()), MESSAGES.validation.emailFormat),
  ],
  message: [
    { required: true, whitespace: true, message: TEXT.messageRequired },
    check((value) => value.trim().length < messageMin, TEXT.messageTooShort),
    check((value) => value.trim().length > messageMax, TEXT.messageTooLong),
  ],
};

/**
 * contact: how to reach the shop, and a form whose message the API e-mails to the shop.
 * The form keeps what was typed when sending fails and empties itself once the message is sent.
 */
export default function ContactPage() {
  const [form] = Form.useForm<ContactForm>();
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const [result, setResult] = useState<AccountResult | null>(null);

  const onFinish = async ({ name, email, message }: ContactForm) => {
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
    if (answer.status) form.resetFields();
  };

  return (
    <section className="content-page">
      <h1 className="shop-title">{TEXT.title}</h1>
      <p>{TEXT.intro}</p>
      <Card title={<h2 className="content-card-title">{TEXT.formTitle}</h2>}>
        <p className="shop-lead">{TEXT.formIntro}</p>
        <Form<ContactForm> noValidate form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item label={TEXT.name} name="name" rules={RULES.name} validateFirst>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label={TEXT.email} name="email" rules={RULES.email} validateFirst>
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label={TEXT.message} name="message" rules={RULES.message} validateFirst extra={TEXT.messageHint}>
            <Input.TextArea rows={6} count={{ show: true, max: messageMax }} />
          </Form.Item>
          <ResultAlert result={result} />
          <SubmitButton label={TEXT.send} busyLabel={MESSAGES.busy.mailing} isBusy={loading} />
        </Form>
      </Card>
    </section>
  );
}
