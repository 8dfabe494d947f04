import { formatPhone, MESSAGES, phoneHref } from 'shared';

/** An order's contact phone: a link that dials it (plain text in print, styles.css); "—" when the order has none. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (!phone) return <span>{MESSAGES.adminDeliveries.noPhone}</span>;
  return (
    <a className="phone-link" href={phoneHref(phone)}>
      {formatPhone(phone)}
    </a>
  );
}
