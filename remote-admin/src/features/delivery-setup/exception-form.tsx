import { useMutation } from '@apollo/client/react';
import { Button, DatePicker, Form, Input, Radio, type DatePickerProps } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { DELIVERY_LIMITS, formatCalendarDate, MESSAGES, shopDay } from 'shared';
import { dayExceptionSchema, ruleOf } from 'shared/forms';
import { SaveDeliveryDayExceptionDocument } from '../../generated/graphql';
import { NumberInput } from '../common/number-input';
import { refusalProps, useAdminAnswer } from './use-admin-answer';

// Room past the limit, so an over-long note meets the rule's message instead of a silent cut.
const NOTE_INPUT_MAX = DELIVERY_LIMITS.noteMax + 20;

/** The day chosen on the calendar (antd's date value; only its format is used). */
type PickedDay = { format(pattern: string): string } | null;

/** The API's form of a picked day: YYYY-MM-DD ('' when none is picked). */
const isoOf = (day: unknown) => (day ? (day as NonNullable<PickedDay>).format('YYYY-MM-DD') : '');

/**
 * How the picker shows the chosen day: "lunes, 30 de noviembre de 2026", never a format to type.
 * Typed, the usual Mexican 30/11/2026 is understood too.
 */
const DAY_FORMATS: NonNullable<DatePickerProps['format']> = [
  (day) => formatCalendarDate(day.format('YYYY-MM-DD')),
  'D/M/YYYY',
];

interface Values {
  date: PickedDay;
  kind: 'closed' | 'extra';
  extraCapacity: number | null;
  note: string;
}

/**
 * The date in the calendar's words: none picked, or a past day (the picker greys those out, but a
 * typed one gets here). The API's check follows (ruleOf), whose message speaks of its ISO form.
 */
function calendarRule(today: string): RuleObject {
  const text = MESSAGES.adminDeliverySetup;
  return {
    validator: async (_rule, day: unknown) => {
      if (!day) throw new Error(text.dateRequired);
      if (isoOf(day) < today) throw new Error(text.datePast);
    },
  };
}

/** The API's checks of a special day, with today as the shop's calendar says now. */
function rulesOf(today: string) {
  const fields = dayExceptionSchema(today).entries;
  return {
    date: [calendarRule(today), ruleOf(fields.date, isoOf)],
    extraCapacity: [ruleOf(fields.extraCapacity)],
    note: [ruleOf(fields.note)],
  };
}

/** Closes a date (a holiday) or adds places to each of its windows; the API's refusal shows under the date. */
export function ExceptionForm({ zoneId, onSaved }: { zoneId: string; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const today = shopDay(new Date());
  const rules = rulesOf(today);
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
        date: isoOf(values.date),
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
      layout="vertical"
      noValidate
      className="delivery-exception-form delivery-fields"
      initialValues={{ date: null, kind: 'closed', extraCapacity: 5, note: '' }}
      onFinish={(values) => void save(values)}
      disabled={busy}
    >
      <Form.Item label={text.date} name="date" rules={rules.date} validateFirst {...refusalProps(problem)}>
        <DatePicker
          // A typed day that the field shows in words is the form's value at once: the picker
          // itself hands it over only when its calendar closes, which a quick "Guardar" can beat
          // ("Elige el día en el calendario." under a date in plain sight).
          onCalendarChange={(day) => form.setFieldValue('date', day)}
          format={DAY_FORMATS}
          placeholder={text.datePlaceholder}
          disabledDate={(day) => isoOf(day) < today}
          showToday={false}
        />
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
      <Form.Item className="delivery-field-submit">
        <Button htmlType="submit" type="primary" loading={busy}>
          {text.addException}
        </Button>
      </Form.Item>
    </Form>
  );
}
