import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Button, Modal, Radio, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { MESSAGES } from 'shared';
import {
  MoveOrderWindowDocument,
  OrderWindowChoicesDocument,
  type OrderWindowChoicesQuery,
} from '../../generated/graphql';

const text = MESSAGES.adminOrders;

type Choice = OrderWindowChoicesQuery['orderDeliveryWindows']['windows'][number];

interface Props {
  orderId: string;
  orderNumber: string;
  /** The order's window now (date and start), shown as the current one and not offered. */
  current: { date: string; start: string } | null;
  onDone(outcome: { ok: boolean; message: string }): void;
}

/** "jueves, 26 de noviembre, 09:00 a 12:00" -> the day part, to group the windows by date. */
const dayOf = (choice: Choice) => choice.label.replace(/, \d{2}:\d{2} a \d{2}:\d{2}$/, '');

function byDate(windows: Choice[]): [string, Choice[]][] {
  const days = new Map<string, Choice[]>();
  for (const choice of windows) days.set(choice.date, [...(days.get(choice.date) ?? []), choice]);
  return [...days.values()].map((list) => [dayOf(list[0]!), list]);
}

/**
 * "Cambiar horario" (issue 29): the open windows of the zone the order was booked in (its stored
 * zone, whatever zone its postal code falls in today) with their places, grouped by day; the chosen one is booked with moveOrderWindow (the API checks the rules and e-mails the
 * customer in the same transaction).
 */
export function ChangeWindow({ orderId, orderNumber, current, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadWindows, windows] = useLazyQuery(OrderWindowChoicesDocument, { fetchPolicy: 'network-only' });
  const [move, { loading: moving }] = useMutation(MoveOrderWindowDocument);
  const isCurrent = (choice: Choice) => current?.date === choice.date && current.start === choice.start;

  const show = () => {
    setChosen(null);
    setProblem(null);
    setOpen(true);
    void loadWindows({ variables: { orderId } }).catch(() => undefined);
  };
  const confirm = async () => {
    if (!chosen) return setProblem(text.changeWindowChoose);
    try {
      const { data } = await move({ variables: { orderId, windowId: chosen } });
      const answer = data?.moveOrderWindow;
      if (!answer?.status) return setProblem(answer?.message ?? text.changeWindowFailed);
      setOpen(false);
      onDone({ ok: true, message: answer.message });
    } catch {
      setProblem(text.changeWindowFailed);
    }
  };

  const answer = windows.data?.orderDeliveryWindows;
  const offered = answer?.windows ?? [];
  return (
    <>
      <Button onClick={show}>{text.changeWindow}</Button>
      <Modal
        open={open}
        title={text.changeWindowTitle(orderNumber)}
        okText={text.changeWindow}
        cancelText={text.changeWindowKeep}
        okButtonProps={{ disabled: offered.length === 0, loading: moving }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{text.changeWindowIntro}</p>
        {windows.loading && (
          <div role="status" aria-label={MESSAGES.busy.loading}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        )}
        {windows.error && <Alert type="error" showIcon title={MESSAGES.loadFailed} />}
        {answer && !answer.status && <Alert type="warning" showIcon title={answer.message} />}
        {answer?.status && offered.length === 0 && <Alert type="info" showIcon title={text.changeWindowNone} />}
        {offered.length > 0 && (
          <Radio.Group
            className="change-window-days"
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value as string);
              setProblem(null);
            }}
          >
            {byDate(offered).map(([day, list]) => (
              <fieldset key={day} className="change-window-day">
                <legend>{day}</legend>
                {list.map((choice) => (
                  <Radio key={choice.id} value={choice.id} disabled={!choice.available || isCurrent(choice)}>
                    {choice.start} a {choice.end}{' '}
                    {isCurrent(choice) ? (
                      <Tag color="green">{text.currentWindow}</Tag>
                    ) : choice.available ? (
                      <Tag>{text.placesLeft(choice.remaining)}</Tag>
                    ) : (
                      <Tag color="red">{text.windowFull}</Tag>
                    )}
                  </Radio>
                ))}
              </fieldset>
            ))}
          </Radio.Group>
        )}
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Modal>
    </>
  );
}
