import { MESSAGES, TEST_CARDS } from 'shared';
import { Card, DescriptionList } from 'shared/ui';
import { DeliveryFacts } from './delivery-guide/delivery-facts';

const TEXT = MESSAGES.demoInfo;

const PAYMENT = [
  { key: 'us', label: TEXT.cardUs, children: <span className="card-number">{TEST_CARDS.us}</span> },
  { key: 'mx', label: TEXT.cardMx, children: <span className="card-number">{TEST_CARDS.mx}</span> },
  { key: 'exp', label: TEXT.expiryLabel, children: TEXT.expiry },
  { key: 'cvc', label: TEXT.cvcLabel, children: TEXT.cvc },
  { key: 'addr', label: TEXT.addressLabel, children: TEXT.address },
];

// The demo data set's accounts (api/src/db/seed/users.seed.ts): data, not interface text.
const DEMO_ACCOUNTS = [
  { key: 'admin', label: TEXT.adminAccount, children: 'admin@delcampo.mx / admin123' },
  { key: 'client', label: TEXT.clientAccount, children: 'cliente@delcampo.mx / cliente123' },
];

/** demoinfo ("Info"): how to try the shop — test cards, checkout address, delivery zones and demo accounts. */
export default function DemoInfoPage() {
  return (
    <section className="content-page">
      <h1 className="shop-title">{TEXT.title}</h1>
      <p>{TEXT.intro}</p>
      <Card title={<h2 className="content-card-title">{TEXT.cardsTitle}</h2>}>
        <p>{MESSAGES.testCardsOnly}</p>
        <DescriptionList items={PAYMENT} />
      </Card>
      <DeliveryFacts />
      <Card title={<h2 className="content-card-title">{TEXT.accountsTitle}</h2>}>
        <DescriptionList items={DEMO_ACCOUNTS} />
      </Card>
    </section>
  );
}
