import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Radio } from 'antd';
import { DELIVERY_LIMITS, MESSAGES, shopDay } from 'shared';
import { dayExceptionSchema, ruleOf } from 'shared/forms';
import { SaveDeliveryDayExceptionDocument } from '../../generated/graphql';
import { NumberInput } from '../common/number-input';
import { refusalProps, useAdminAnswer } from './use-admin-answer';

// Room past the limit, so an over-long note meets the rule's message instead of a silent cut.
const NOTE_INPUT_MAX = DELIVERY_LIMITS.noteMax + 20;

interface Values {
  date: string;
  kind: 'closed' | 'extra';
  extraCapacity: number | null;
  note: string;
}

/** The API's checks of a special day, with today as the shop's calendar says now. */
function rulesOf(today: string) {
  const fields = dayExceptionSchema(today).entries;
  return { date: [ruleOf(fields.date)], extraCapacity: [ruleOf(fields.extraCapacity)], note: [ruleOf(fields.note)] };
}

/** Closes a date (a holiday) or adds places to each of its windows; the API's refusal shows under the date. */
export function ExceptionForm({ zoneId, onSaved }: { zoneId: string; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const rules = rulesOf(shopDay(new Date()));
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
      <Form.Item label={text.date} name="date" rules={rules.date} {...refusalProps(problem)}>
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
        <Form.Item label={text.extraPlaces} name="extraCapacity" rules={rules.extraCapacity}>
          <NumberInput min={0} precision={0} />
        </Form.Item>
      )}
      <Form.Item label={text.note} name="note" rules={rules.note}>
        <Input maxLength={NOTE_INPUT_MAX} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" type="primary" loading={busy}>
          {text.addException}
        </Button>
      </Form.Item>
    </Form>
  );
}
