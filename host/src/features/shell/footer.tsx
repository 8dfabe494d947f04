import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES, useAppConfig } from 'shared';

/** Shop name, tagline, city, phone and contact e-mail (config.json), and the links to FAQ and Contact. */
export function Footer() {
  const { shop } = useAppConfig();
  return (
    <footer className="footer">
      <strong>{shop.name}</strong>
      <span>{shop.tagline}</span>
      <span>{shop.city}</span>
      <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
      <a href={`mailto:${shop.email}`}>{shop.email}</a>
      <nav className="footer-links" aria-label={MESSAGES.nav.helpLinks}>
        <Link to={ROUTES.faq}>{MESSAGES.nav.faq}</Link>
        <Link to={ROUTES.contact}>{MESSAGES.nav.contact}</Link>
      </nav>
    </footer>
  );
}
