import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Select } from 'antd';
import { MESSAGES } from 'shared';
import { ruleOf, templateWindowFields } from 'shared/forms';
import { SaveDeliveryWindowTemplateDocument } from '../../generated/graphql';
import { NumberInput } from '../common/number-input';
import { refusalProps, useAdminAnswer } from './use-admin-answer';

interface Values {
  weekday: number;
  start: string;
  end: string;
  capacity: number | null;
}

// The API's checks of a window's hours and capacity (shared's ruleOf over the `rules` schema).
const RULES = { clock: [ruleOf(templateWindowFields.startMinute)], capacity: [ruleOf(templateWindowFields.capacity)] };

/** The form's name: its fields' ids are `<name>_weekday` etc. (a zone just created focuses the day). */
export const addWindowFormName = (zoneId: string) => `add-window-${zoneId}`;

/** Adds a window to the zone's week; the API checks overlaps and answers any refusal under the form. */
export function AddWindowForm({ zoneId, onSaved }: { zoneId: string; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<Values>();
  const [saveTemplate] = useMutation(SaveDeliveryWindowTemplateDocument);
  const { run, busy, problem } = useAdminAnswer((answer) => {
    form.resetFields();
    onSaved(answer);
  });

  const add = (values: Values) =>
    run(async () => {
      const input = {
        zoneId,
        ...values,
        start: values.start.trim(),
        end: values.end.trim(),
        capacity: values.capacity ?? 0,
      };
      const { data } = await saveTemplate({ variables: { input } });
      return data?.saveDeliveryWindowTemplate;
    });

  return (
    <Form
      form={form}
      name={addWindowFormName(zoneId)}
      layout="vertical"
      noValidate
      className="delivery-add-window delivery-fields"
      initialValues={{ weekday: 1, start: '', end: '', capacity: 10 }}
      onFinish={(values) => void add(values)}
      disabled={busy}
    >
      <Form.Item label={text.weekday} name="weekday">
        <Select options={text.weekdays.map((label, index) => ({ value: index + 1, label }))} />
      </Form.Item>
      <Form.Item label={text.start} name="start" rules={RULES.clock}>
        <Input placeholder="09:00" inputMode="numeric" />
      </Form.Item>
      <Form.Item label={text.end} name="end" rules={RULES.clock}>
        <Input placeholder="12:00" inputMode="numeric" />
      </Form.Item>
      <Form.Item label={text.capacity} name="capacity" rules={RULES.capacity} {...refusalProps(problem)}>
        <NumberInput min={0} precision={0} />
      </Form.Item>
      <Form.Item className="delivery-field-submit">
        <Button htmlType="submit" type="primary" loading={busy}>
          {text.addWindow}
        </Button>
      </Form.Item>
    </Form>
  );
}
