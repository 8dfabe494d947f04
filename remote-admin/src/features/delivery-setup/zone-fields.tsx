import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { fieldMessage, MESSAGES, ZONE_LIMITS } from 'shared';
import { ruleOf, zoneNameSchema, zoneSettingsSchema } from 'shared/forms';
import { NumberInput } from '../common/number-input';

export interface ZoneValues {
  name: string;
  fee: number | null;
  freeShippingFrom: number | null;
  minimumOrder: number | null;
  cutoffDaysBefore: number | null;
  cutoffTime: string;
  postalRanges: string;
}

/** "44100-44990" or "44100" per line -> ranges; the rules check each code and say which one is wrong. */
export function rangesOf(text: unknown) {
  return String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [first = '', last = first] = line.split(/\s*(?:-|–|\ba\b)\s*/);
      return { first, last };
    });
}

/** What the API receives for the form's values (checked before by the same rules). */
export function zoneInputOf(values: ZoneValues) {
  return {
    name: values.name,
    fee: values.fee ?? -1,
    freeShippingFrom: values.freeShippingFrom ?? null,
    minimumOrder: values.minimumOrder ?? 0,
    cutoffDaysBefore: values.cutoffDaysBefore ?? -1,
    cutoffTime: values.cutoffTime,
    postalRanges: rangesOf(values.postalRanges),
  };
}

/**
 * Shows the API's refusal under the field it names (a name or codes another zone has); an answer
 * without a field is returned for the form's alert.
 */
export function showZoneRefusal(
  form: FormInstance<ZoneValues>,
  answer: { status: boolean; message: string; field?: string | null } | null | undefined,
) {
  if (!answer?.field) return answer;
  form.setFields([{ name: answer.field as keyof ZoneValues, errors: [fieldMessage(answer.message)] }]);
  return { status: false, message: '' };
}

const fields = zoneSettingsSchema.entries;
// The API's checks of a zone, field by field (shared's ruleOf over the `rules` schemas).
const RULES = {
  name: [ruleOf(zoneNameSchema)],
  fee: [ruleOf(fields.fee)],
  freeShippingFrom: [ruleOf(fields.freeShippingFrom)],
  minimumOrder: [ruleOf(fields.minimumOrder)],
  cutoffDaysBefore: [ruleOf(fields.cutoffDaysBefore)],
  cutoffTime: [ruleOf(fields.cutoffTime)],
  postalRanges: [ruleOf(fields.postalRanges, rangesOf)],
};
// Room past the limit, so an over-long name meets the rule's message instead of a silent cut.
const NAME_INPUT_MAX = ZONE_LIMITS.nameMax + 20;

/** A zone's name, fee, free-delivery threshold, cutoff and postal codes, each with the API's rule. */
export function ZoneFields() {
  const text = MESSAGES.adminDeliverySetup;
  return (
    <>
      <Form.Item label={text.zoneName} name="name" rules={RULES.name}>
        <Input maxLength={NAME_INPUT_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item label={text.fee} name="fee" rules={RULES.fee}>
        <NumberInput min={0} step={1} />
      </Form.Item>
      <Form.Item label={text.freeFrom} name="freeShippingFrom" extra={text.freeFromHint} rules={RULES.freeShippingFrom}>
        <NumberInput min={0} step={50} />
      </Form.Item>
      <Form.Item label={text.minimumOrder} name="minimumOrder" extra={text.minimumOrderHint} rules={RULES.minimumOrder}>
        <NumberInput min={0} step={50} />
      </Form.Item>
      <Form.Item label={text.cutoffDays} name="cutoffDaysBefore" rules={RULES.cutoffDaysBefore}>
        <NumberInput min={0} max={ZONE_LIMITS.cutoffDaysMax} precision={0} />
      </Form.Item>
      <Form.Item label={text.cutoffTime} name="cutoffTime" rules={RULES.cutoffTime}>
        <Input placeholder="20:00" inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label={text.postalRanges}
        name="postalRanges"
        extra={text.postalRangesHint}
        rules={RULES.postalRanges}
        className="delivery-field-wide"
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
      </Form.Item>
    </>
  );
}

interface ZoneSettingsFormProps {
  form: FormInstance<ZoneValues>;
  name: string;
  initialValues: ZoneValues;
  busy: boolean;
  problem: string | null;
  clearProblem(): void;
  submitLabel: string;
  onSubmit(values: ZoneValues): void;
}

/** The zone's fields with their submit button and the refusal the form cannot pin on a field: new zone and existing zone alike. */
export function ZoneSettingsForm(props: ZoneSettingsFormProps) {
  const { form, name, initialValues, busy, problem, clearProblem, submitLabel, onSubmit } = props;
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      noValidate
      className="delivery-zone-form delivery-fields"
      disabled={busy}
      onValuesChange={clearProblem}
      initialValues={initialValues}
      onFinish={onSubmit}
    >
      <ZoneFields />
      <Form.Item className="delivery-field-submit">
        <Button htmlType="submit" type="primary" loading={busy}>
          {submitLabel}
        </Button>
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Form>
  );
}
