import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useState } from 'react';
import { ACCOUNT_LIMITS, answerToast, GLOBAL_SKIP_FLAG, MESSAGES } from 'shared';
import { emailGivenSchema, quickUserSchema, ruleOf } from 'shared/forms';
import { CreateUserQuickDocument } from '../../generated/graphql';

interface Props {
  open: boolean;
  notice: MessageInstance;
  onClose(): void;
  /** Called after the API created the user, to load the list again. */
  onCreated(): void;
}

const fields = quickUserSchema.entries;

/**
 * The API's checks of createUserQuick's fields (shared's ruleOf over the `rules` schema). Spec: the
 * e-mail's format is not checked here while the global skip flag is on; the API still refuses a bad
 * one, and its answer shows in the dialog.
 */
const RULES = {
  name: [ruleOf(fields.name)],
  lastname: [ruleOf(fields.lastname)],
  email: [ruleOf(GLOBAL_SKIP_FLAG ? emailGivenSchema : fields.email)],
};

interface QuickUserValues {
  name: string;
  lastname: string;
  email: string;
}

/** The quick-user dialog (spec): name, last name and e-mail; the API e-mails the activation link. */
export function QuickUserDialog({ open, notice, onClose, onCreated }: Props) {
  const [form] = Form.useForm<QuickUserValues>();
  const [createUserQuick] = useMutation(CreateUserQuickDocument);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = MESSAGES.adminUsers;

  const close = () => {
    form.resetFields();
    setRefusal(null);
    onClose();
  };

  const save = async (values: QuickUserValues) => {
    const key = 'quick-user';
    setSaving(true);
    setRefusal(null);
    void notice.open({ key, type: 'loading', content: MESSAGES.busy.adding, duration: 0 });
    try {
      const input = { name: values.name.trim(), lastname: values.lastname.trim(), email: values.email.trim() };
      const { data } = await createUserQuick({ variables: { input, include: false } });
      const answer = data?.createUserQuick;
      if (!answer) throw new Error('no answer');
      void notice.open({ key, ...answerToast(answer.status), content: answer.message });
      if (answer.status) {
        onCreated();
        close();
      } else {
        setRefusal(answer.message);
      }
    } catch {
      void notice.open({ key, ...answerToast(false), content: text.saveFailed });
      setRefusal(text.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={text.newUserTitle}
      okText={saving ? MESSAGES.busy.adding : text.create}
      cancelText={text.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      <Typography.Paragraph type="secondary">{text.newUserHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="quick-user" onFinish={(values) => void save(values)} noValidate>
        <Form.Item name="name" label={text.fieldName} rules={RULES.name}>
          <Input maxLength={ACCOUNT_LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastname" label={text.fieldLastname} rules={RULES.lastname}>
          <Input maxLength={ACCOUNT_LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={text.fieldEmail} rules={RULES.email}>
          <Input type="email" maxLength={ACCOUNT_LIMITS.emailMax} autoComplete="off" />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Form>
    </Modal>
  );
}
