import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { MESSAGES } from 'shared';
import { SaveDeliveryZoneDocument } from '../../generated/graphql';
import { NumberInput } from '../common/number-input';
import { useAdminAnswer } from './use-admin-answer';
import type { ZoneSetupData } from './zone-setup';

interface Values {
  fee: number | null;
  freeShippingFrom: number | null;
  cutoffDaysBefore: number | null;
  cutoffTime: string;
  postalRanges: string;
}

/** "44100-44990" or "44100" per line -> ranges; the API checks each code and answers in Spanish. */
function rangesOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [first = '', last = first] = line.split(/\s*(?:-|–|\ba\b)\s*/);
      return { first, last };
    });
}

/** A zone's fee, free-delivery threshold, cutoff and postal codes; a refusal shows under its field. */
export function ZoneForm({ setup, onSaved }: { setup: ZoneSetupData; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<Values>();
  const [saveZone] = useMutation(SaveDeliveryZoneDocument);
  const { run, busy, problem, clearProblem } = useAdminAnswer(onSaved);

  const save = (values: Values) =>
    run(async () => {
      const input = {
        id: setup.zone.id,
        fee: values.fee ?? -1,
        freeShippingFrom: values.freeShippingFrom,
        cutoffDaysBefore: values.cutoffDaysBefore ?? -1,
        cutoffTime: values.cutoffTime,
        postalRanges: rangesOf(values.postalRanges),
      };
      const { data } = await saveZone({ variables: { input } });
      const answer = data?.saveDeliveryZone;
      if (answer?.field) {
        form.setFields([{ name: answer.field as keyof Values, errors: [answer.message] }]);
        return { status: false, message: '' };
      }
      return answer;
    });

  return (
    <Form
      form={form}
      name={`zone-${setup.zone.id}`}
      layout="inline"
      noValidate
      className="delivery-zone-form"
      disabled={busy}
      onValuesChange={clearProblem}
      initialValues={{
        fee: setup.zone.fee,
        freeShippingFrom: setup.zone.freeShippingFrom ?? null,
        cutoffDaysBefore: setup.cutoffDaysBefore,
        cutoffTime: setup.cutoffTime,
        postalRanges: setup.postalRanges.map((range) => `${range.first}-${range.last}`).join('\n'),
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item label={text.fee} name="fee">
        <NumberInput min={0} step={1} />
      </Form.Item>
      <Form.Item label={text.freeFrom} name="freeShippingFrom" extra={text.freeFromHint}>
        <NumberInput min={0} step={50} />
      </Form.Item>
      <Form.Item label={text.cutoffDays} name="cutoffDaysBefore">
        <NumberInput min={0} max={6} precision={0} />
      </Form.Item>
      <Form.Item label={text.cutoffTime} name="cutoffTime">
        <Input placeholder="20:00" style={{ width: 90 }} />
      </Form.Item>
      <Form.Item label={text.postalRanges} name="postalRanges" extra={text.postalRangesHint}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} style={{ minWidth: 220 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" type="primary" loading={busy}>
          {text.saveZone}
        </Button>
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Form>
  );
}
