import { useMutation } from '@apollo/client/react';
import { Card, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { CONTACT_LIMITS, MESSAGES } from 'shared';
import { contactMessageSchema, ruleOf } from 'shared/forms';
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

/** The API's checks of sendContactMessage, field by field (shared's ruleOf over the `rules` schema). */
const RULES: Record<keyof ContactForm, FormRule[]> = {
  name: [ruleOf(fields.name)],
  email: [ruleOf(fields.email)],
  message: [ruleOf(fields.message)],
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
            <Input.TextArea rows={6} count={{ show: true, max: CONTACT_LIMITS.messageMax }} />
          </Form.Item>
          <ResultAlert result={result} />
          <SubmitButton label={TEXT.send} busyLabel={MESSAGES.busy.mailing} isBusy={loading} />
        </Form>
      </Card>
    </section>
  );
}
