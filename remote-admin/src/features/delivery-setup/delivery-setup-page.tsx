import { useQuery } from '@apollo/client/react';
import { Empty, message, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES, TOAST_SECONDS } from 'shared';
import { AdminDeliveryZonesDocument } from '../../generated/graphql';
import { listFallback } from '../common/list-fallback';
import { NewZoneForm } from './new-zone-form';
import { ZoneSetup } from './zone-setup';
import './delivery-setup.css';

/** Admin › Horarios de entrega: each zone with its weekly template and the days that differ, and a new zone (issue 18). */
export default function DeliverySetupPage() {
  const { data, loading, error, refetch } = useQuery(AdminDeliveryZonesDocument, { fetchPolicy: 'network-only' });
  const [notice, noticeHolder] = message.useMessage();
  const text = MESSAGES.adminDeliverySetup;
  const result = data?.adminDeliveryZones;
  const reload = () => void refetch().catch(() => notice.error(MESSAGES.loadFailed, TOAST_SECONDS.notice));
  // The zone just created: its card is brought into view with its first step (add a window) in focus.
  const [createdZoneId, setCreatedZoneId] = useState<string | null>(null);
  const saved = (answer: string) => {
    void notice.success(answer, TOAST_SECONDS.short);
    reload();
  };
  const created = (answer: string, zoneId: string | null) => {
    setCreatedZoneId(zoneId);
    saved(answer);
  };

  const fallback = listFallback({ loading, error, result, onRetry: reload });
  if (fallback || !result) return fallback;
  return (
    <section className="delivery-setup">
      {noticeHolder}
      <h1 className="admin-title">{text.title}</h1>
      <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
      {result.zones.length === 0 && <Empty description={text.empty} />}
      {result.zones.map((setup) => (
        <ZoneSetup key={setup.zone.id} setup={setup} onSaved={saved} justCreated={setup.zone.id === createdZoneId} />
      ))}
      <NewZoneForm onCreated={created} />
    </section>
  );
}
