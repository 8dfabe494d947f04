import { Card, Descriptions } from 'antd';
import { MESSAGES } from 'shared';

const TEST_CARDS = [
  { key: 'us', label: 'Tarjeta de prueba (EUA)', children: '4242 4242 4242 4242' },
  { key: 'mx', label: 'Tarjeta de prueba (México)', children: '4000 0048 4000 0008' },
  { key: 'exp', label: 'Vencimiento', children: 'Cualquier fecha futura (MM/AA)' },
  { key: 'cvc', label: 'CVC', children: 'Cualquier número de 3 dígitos' },
  { key: 'addr', label: 'Dirección', children: 'Texto libre, con una longitud mínima' },
];

const DEMO_ACCOUNTS = [
  { key: 'admin', label: 'Administrador', children: 'admin@delcampo.mx / admin123' },
  { key: 'client', label: 'Cliente', children: 'cliente@delcampo.mx / cliente123' },
];

/** demoinfo ("Info"): how to try the shop — test cards and demo accounts. */
export default function DemoInfoPage() {
  return (
    <section className="content-page">
      <h1 className="shop-title">Información de la demostración</h1>
      <p>{MESSAGES.testCardsOnly}</p>
      <Card title="Pagos con tarjeta">
        <Descriptions column={1} items={TEST_CARDS} />
      </Card>
      <Card title="Cuentas de demostración">
        <Descriptions column={1} items={DEMO_ACCOUNTS} />
      </Card>
    </section>
  );
}
