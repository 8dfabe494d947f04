import { useMutation } from '@apollo/client/react';
import { Button, Form, Tag } from 'antd';
import { useState } from 'react';
import { MESSAGES } from 'shared';
import { SaveDeliveryWindowTemplateDocument, type AdminWindowTemplateFieldsFragment } from '../../generated/graphql';
import { NumberInput } from '../common/number-input';
import { refusalProps, useAdminAnswer } from './use-admin-answer';

interface Props {
  template: AdminWindowTemplateFieldsFragment;
  dayName: string;
  onSaved(message: string): void;
}

/** One window of the week: its hours, its capacity (changeable) and the switch that turns it off or on. */
export function WindowCell({ template, dayName, onSaved }: Props) {
  const text = MESSAGES.adminDeliverySetup;
  const [saveTemplate] = useMutation(SaveDeliveryWindowTemplateDocument);
  const [capacity, setCapacity] = useState<number | null>(template.capacity);
  const { run, busy, problem } = useAdminAnswer(onSaved);
  const hours = text.window(template.start, template.end);

  const save = (change: { capacity?: number; isActive?: boolean }) =>
    run(async () => {
      const { id, zoneId, weekday, start, end, isActive } = template;
      const input = { id, zoneId, weekday, start, end, capacity: template.capacity, isActive, ...change };
      const { data } = await saveTemplate({ variables: { input } });
      return data?.saveDeliveryWindowTemplate;
    });

  return (
    <div className={template.isActive ? 'delivery-window' : 'delivery-window delivery-window-off'}>
      <strong className="delivery-window-hours">{hours}</strong> {!template.isActive && <Tag>{text.off}</Tag>}
      <Form.Item label={text.capacity} layout="vertical" {...refusalProps(problem)}>
        <NumberInput
          aria-label={text.capacityOf(dayName, hours)}
          min={0}
          precision={0}
          value={capacity}
          onChange={(value) => setCapacity(typeof value === 'number' ? value : null)}
          disabled={busy}
        />
      </Form.Item>
      <div className="delivery-window-actions">
        <Button
          size="small"
          type="primary"
          disabled={busy || capacity === null}
          onClick={() => void save({ capacity: capacity ?? 0 })}
        >
          {text.saveCapacity}
        </Button>
        <Button
          size="small"
          loading={busy}
          aria-label={template.isActive ? text.switchOff(dayName, hours) : text.switchOn(dayName, hours)}
          onClick={() => void save({ isActive: !template.isActive })}
        >
          {template.isActive ? text.turnOff : text.turnOn}
        </Button>
      </div>
    </div>
  );
}
