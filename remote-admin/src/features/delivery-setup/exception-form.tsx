import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Radio } from 'antd';
import { MESSAGES } from 'shared';
import { SaveDeliveryDayExceptionDocument } from '../../generated/graphql';
import { NumberInput } from '../common/number-input';
import { refusalProps, useAdminAnswer } from './use-admin-answer';

interface Values {
  date: string;
  kind: 'closed' | 'extra';
  extraCapacity: number | null;
  note: string;
}

/** Closes a date (a holiday) or adds places to each of its windows; the API's refusal shows under the date. */
export function ExceptionForm({ zoneId, onSaved }: { zoneId: string; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const [saveException] = useMutation(SaveDeliveryDayExceptionDocument);
  const { run, busy, problem } = useAdminAnswer((answer) => {
    form.resetFields();
    onSaved(answer);
  });

  const save = (values: Values) =>
    run(async () => {
      const closed = values.kind === 'closed';
      const input = {
        zoneId,
        date: values.date,
        closed,
        extraCapacity: closed ? 0 : (values.extraCapacity ?? 0),
        note: values.note,
      };
      const { data } = await saveException({ variables: { input } });
      return data?.saveDeliveryDayException;
    });

  return (
    <Form
      form={form}
      name={`day-exception-${zoneId}`}
      layout="inline"
      noValidate
      className="delivery-exception-form"
      initialValues={{ date: '', kind: 'closed', extraCapacity: 5, note: '' }}
      onFinish={(values) => void save(values)}
      disabled={busy}
    >
      <Form.Item
        label={text.date}
        name="date"
        rules={[{ required: true, message: text.dateRequired }]}
        {...refusalProps(problem)}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item label={text.kind} name="kind">
        <Radio.Group
          options={[
            { value: 'closed', label: text.closeDay },
            { value: 'extra', label: text.extraPlaces },
          ]}
        />
      </Form.Item>
      {kind === 'extra' && (
        <Form.Item label={text.extraPlaces} name="extraCapacity">
          <NumberInput min={0} precision={0} />
        </Form.Item>
      )}
      <Form.Item label={text.note} name="note">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" type="primary" loading={busy}>
          {text.addException}
        </Button>
      </Form.Item>
    </Form>
  );
}
