import { useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import { MESSAGES } from 'shared';
import { SaveDeliveryZoneDocument } from '../../generated/graphql';
import { useAdminAnswer } from './use-admin-answer';
import { showZoneRefusal, zoneInputOf, ZoneSettingsForm, type ZoneValues } from './zone-fields';
import type { ZoneSetupData } from './zone-setup';

/** A zone's name, fee, free-delivery threshold, cutoff and postal codes; a refusal shows under its field. */
export function ZoneForm({ setup, onSaved }: { setup: ZoneSetupData; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [form] = Form.useForm<ZoneValues>();
  const [saveZone] = useMutation(SaveDeliveryZoneDocument);
  const { run, busy, problem, clearProblem } = useAdminAnswer(onSaved);

  const save = (values: ZoneValues) =>
    run(async () => {
      const input = { id: setup.zone.id, ...zoneInputOf(values) };
      const { data } = await saveZone({ variables: { input } });
      return showZoneRefusal(form, data?.saveDeliveryZone);
    });

  return (
    <ZoneSettingsForm
      form={form}
      name={`zone-${setup.zone.id}`}
      initialValues={{
        name: setup.zone.name,
        fee: setup.zone.fee,
        freeShippingFrom: setup.zone.freeShippingFrom ?? null,
        minimumOrder: setup.zone.minimumOrder,
        cutoffDaysBefore: setup.cutoffDaysBefore,
        cutoffTime: setup.cutoffTime,
        postalRanges: setup.postalRanges.map((range) => `${range.first}-${range.last}`).join('\n'),
      }}
      busy={busy}
      problem={problem}
      clearProblem={clearProblem}
      submitLabel={text.saveZone}
      onSubmit={(values) => void save(values)}
    />
  );
}
