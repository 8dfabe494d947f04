import { Typography } from 'antd';
import { MESSAGES } from 'shared';
import type { AdminWindowTemplateFieldsFragment } from '../../generated/graphql';
import { AddWindowForm } from './add-window-form';
import { WindowCell } from './window-cell';

interface Props {
  zoneId: string;
  templates: AdminWindowTemplateFieldsFragment[];
  onSaved(message: string): void;
}

/** The weekly template as a week: a column per weekday with its windows, then the form to add one. */
export function WeekGrid({ zoneId, templates, onSaved }: Props) {
  const text = MESSAGES.adminDeliverySetup;
  return (
    <>
      <div className="delivery-week">
        {text.weekdays.map((dayName, index) => {
          const windows = templates.filter((template) => template.weekday === index + 1);
          return (
            <div className="delivery-week-day" role="group" aria-label={dayName} key={dayName}>
              <h4>{dayName}</h4>
              {windows.length === 0 && <Typography.Text type="secondary">{text.noWindows}</Typography.Text>}
              {windows.map((template) => (
                <WindowCell key={template.id} template={template} dayName={dayName} onSaved={onSaved} />
              ))}
            </div>
          );
        })}
      </div>
      <AddWindowForm zoneId={zoneId} onSaved={onSaved} />
    </>
  );
}
