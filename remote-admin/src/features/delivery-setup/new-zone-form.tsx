import { useMutation } from '@apollo/client/react';
import { Card, Form, Typography } from 'antd';
import { useRef } from 'react';
import { MESSAGES } from 'shared';
import { CreateDeliveryZoneDocument } from '../../generated/graphql';
import { useAdminAnswer } from './use-admin-answer';
import { showZoneRefusal, zoneInputOf, ZoneSettingsForm, type ZoneValues } from './zone-fields';

const EMPTY: ZoneValues = {
  name: '',
  fee: null,
  freeShippingFrom: null,
  minimumOrder: null,
  cutoffDaysBefore: 1,
  cutoffTime: '20:00',
  postalRanges: '',
};

interface Props {
  /** Called with the API's message and the new zone's id once it exists. */
  onCreated(message: string, zoneId: string | null): void;
}

/** A new zone (issue 18): the server gives it its id; it starts without windows. */
export function NewZoneForm({ onCreated }: Props) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<ZoneValues>();
  const [createZone] = useMutation(CreateDeliveryZoneDocument);
  const createdId = useRef<string | null>(null);
  const { run, busy, problem, clearProblem } = useAdminAnswer((answer) => {
    form.resetFields();
    onCreated(answer, createdId.current);
  });

  const create = (values: ZoneValues) =>
    run(async () => {
      const { data } = await createZone({ variables: { input: zoneInputOf(values) } });
      createdId.current = data?.createDeliveryZone.zone?.zone.id ?? null;
      return showZoneRefusal(form, data?.createDeliveryZone);
    });

  return (
    <Card
      className="delivery-zone delivery-new-zone"
      title={<h2 className="delivery-zone-name">{text.newZone}</h2>}
      role="region"
      aria-label={text.newZone}
    >
      <Typography.Paragraph type="secondary">{text.newZoneIntro}</Typography.Paragraph>
      <ZoneSettingsForm
        form={form}
        name="new-zone"
        initialValues={EMPTY}
        busy={busy}
        problem={problem}
        clearProblem={clearProblem}
        submitLabel={text.createZone}
        onSubmit={(values) => void create(values)}
      />
    </Card>
  );
}
