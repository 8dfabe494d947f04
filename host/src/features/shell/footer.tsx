import { useAppConfig } from 'shared';

/** Shop name, tagline, city, phone and contact e-mail, all from config.json. */
export function Footer() {
  const { shop } = useAppConfig();
  return (
    <footer className="footer">
      <strong>{shop.name}</strong>
      <span>{shop.tagline}</span>
      <span>{shop.city}</span>
      <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
      <a href={`mailto:${shop.email}`}>{shop.email}</a>
    </footer>
  );
}
