import { Alert, Card, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { formatMXN, MESSAGES } from 'shared';
import type { AdminDeliveryZonesQuery } from '../../generated/graphql';
import { addWindowFormName } from './add-window-form';
import { DayExceptions } from './day-exceptions';
import { WeekGrid } from './week-grid';
import { ZoneForm } from './zone-form';
import { ZoneSwitch } from './zone-switch';

export type ZoneSetupData = AdminDeliveryZonesQuery['adminDeliveryZones']['zones'][number];

interface Props {
  setup: ZoneSetupData;
  /** Called with the API's message after any accepted change. */
  onSaved(message: string): void;
  /** Created a moment ago: scrolled into view with the form to add its first window in focus. */
  justCreated?: boolean;
}

/** Brings a zone just created into view and puts the focus on its next step, the new window's day. */
function useNextStepFocus(justCreated: boolean, zoneId: string) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!justCreated) return;
    card.current?.scrollIntoView({ block: 'start' });
    document.getElementById(`${addWindowFormName(zoneId)}_weekday`)?.focus({ preventScroll: true });
  }, [justCreated, zoneId]);
  return card;
}

/** One zone: its name, fee and cutoff, its switch, its weekly template and its special days. */
export function ZoneSetup({ setup, onSaved, justCreated = false }: Props) {
  const text = MESSAGES.adminDeliverySetup;
  const { zone } = setup;
  const card = useNextStepFocus(justCreated, zone.id);
  const free = zone.freeShippingFrom == null ? null : formatMXN(zone.freeShippingFrom);
  const title = (
    <h2 className="delivery-zone-name">
      {zone.name} {!setup.isActive && <Tag>{text.zoneIsOff}</Tag>}
    </h2>
  );
  return (
    <Card
      ref={card}
      className={setup.isActive ? 'delivery-zone' : 'delivery-zone delivery-zone-off'}
      title={title}
      extra={<ZoneSwitch setup={setup} onSaved={onSaved} />}
      role="region"
      aria-label={zone.name}
    >
      {!setup.isActive && <Typography.Paragraph strong>{text.zoneOffNote}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">
        {text.feeLine(formatMXN(zone.fee), free)}.{' '}
        {zone.minimumOrder > 0 && `${text.minimumLine(formatMXN(zone.minimumOrder))}. `}
        {text.cutoff(setup.cutoffDaysBefore, setup.cutoffTime)}.
      </Typography.Paragraph>
      <h3>{text.zoneSettings}</h3>
      <ZoneForm setup={setup} onSaved={onSaved} />
      <h3>{text.week}</h3>
      {setup.templates.length === 0 && (
        <Alert className="delivery-next-step" type="info" showIcon title={text.addFirstWindow} />
      )}
      <WeekGrid zoneId={zone.id} templates={setup.templates} onSaved={onSaved} />
      <h3>{text.exceptions}</h3>
      <DayExceptions zoneId={zone.id} exceptions={setup.exceptions} onSaved={onSaved} />
    </Card>
  );
}
