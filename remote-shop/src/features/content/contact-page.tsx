/** contact: how to reach the shop (the contact form arrives with the catalogue issue). */
export default function ContactPage() {
  return (
    <section className="content-page">
      <h1 className="shop-title">Contacto</h1>
      <p>Escríbenos o llámanos: los datos de contacto están al pie de cada página.</p>
    </section>
  );
}
