import { Collapse } from 'antd';

const QUESTIONS = [
  {
    key: 'shipping',
    label: '¿A dónde entregan?',
    children: 'Entregamos en toda la zona metropolitana, al día siguiente de tu compra.',
  },
  {
    key: 'payment',
    label: '¿Cómo pago?',
    children: 'Con tarjeta. Esta tienda es una demostración: solo acepta tarjetas de prueba (ver Info).',
  },
  {
    key: 'freshness',
    label: '¿Qué tan frescos son los productos?',
    children: 'Compramos cada mañana a productores locales y empacamos el mismo día.',
  },
  {
    key: 'returns',
    label: '¿Y si algo no llega bien?',
    children: 'Escríbenos el mismo día de la entrega y te reponemos el producto o te devolvemos tu dinero.',
  },
];

/** faq: shipping, payment with test cards, freshness and returns. */
export default function FaqPage() {
  return (
    <section className="content-page">
      <h1 className="shop-title">Preguntas frecuentes</h1>
      <Collapse items={QUESTIONS} />
    </section>
  );
}
