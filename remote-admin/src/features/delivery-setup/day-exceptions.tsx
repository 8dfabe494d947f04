import { useMutation } from '@apollo/client/react';
import { Button, List, Typography } from 'antd';
import { formatCalendarDate, MESSAGES } from 'shared';
import { RemoveDeliveryDayExceptionDocument, type AdminDayExceptionFieldsFragment } from '../../generated/graphql';
import { ExceptionForm } from './exception-form';
import { useAdminAnswer } from './use-admin-answer';

interface Props {
  zoneId: string;
  exceptions: AdminDayExceptionFieldsFragment[];
  onSaved(message: string): void;
}

/** The zone's special days from today on (closed, or extra places) and the form to add one. */
export function DayExceptions({ zoneId, exceptions, onSaved }: Props) {
  const text = MESSAGES.adminDeliverySetup;
  const [removeException] = useMutation(RemoveDeliveryDayExceptionDocument);
  const { run, busy, problem } = useAdminAnswer(onSaved);

  const remove = (date: string) =>
    run(async () => {
      const { data } = await removeException({ variables: { zoneId, date } });
      return data?.removeDeliveryDayException;
    });

  return (
    <>
      <List
        className="delivery-exceptions"
        aria-label={text.exceptions}
        dataSource={exceptions}
        locale={{ emptyText: text.noExceptions }}
        renderItem={(day) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                disabled={busy}
                aria-label={text.remove(formatCalendarDate(day.date))}
                onClick={() => void remove(day.date)}
              >
                {text.removeShort}
              </Button>,
            ]}
          >
            <span>
              <strong>{formatCalendarDate(day.date)}</strong>:{' '}
              {day.closed ? text.closed : text.extraOf(day.extraCapacity)}
              {day.note && <Typography.Text type="secondary"> ({day.note})</Typography.Text>}
            </span>
          </List.Item>
        )}
      />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      <ExceptionForm zoneId={zoneId} onSaved={onSaved} />
    </>
  );
}
