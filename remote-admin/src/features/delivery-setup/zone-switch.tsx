import { useMutation } from '@apollo/client/react';
import { Alert, Button, Popconfirm } from 'antd';
import { MESSAGES } from 'shared';
import { SetDeliveryZoneActiveDocument } from '../../generated/graphql';
import { useAdminAnswer } from './use-admin-answer';
import type { ZoneSetupData } from './zone-setup';

/**
 * Switches a zone off (after saying how many orders from today on it has: they keep their window)
 * or back on.
 */
export function ZoneSwitch({ setup, onSaved }: { setup: ZoneSetupData; onSaved(message: string): void }) {
  const text = MESSAGES.adminDeliverySetup;
  const [setActive] = useMutation(SetDeliveryZoneActiveDocument);
  const { run, busy, problem } = useAdminAnswer(onSaved);
  const { id, name } = setup.zone;

  const switchTo = (active: boolean) =>
    run(async () => {
      const { data } = await setActive({ variables: { id, active } });
      return data?.setDeliveryZoneActive;
    });

  return (
    <span className="delivery-zone-switch">
      {setup.isActive ? (
        <Popconfirm
          title={text.zoneOff}
          description={text.zoneOffConfirm(name, setup.upcomingBookings)}
          okText={text.zoneOffOk}
          cancelText={text.zoneKeepOn}
          onConfirm={() => void switchTo(false)}
        >
          <Button danger loading={busy}>
            {text.zoneOff}
          </Button>
        </Popconfirm>
      ) : (
        <Button loading={busy} onClick={() => void switchTo(true)}>
          {text.zoneOn}
        </Button>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
    </span>
  );
}
