import type { ShopInfo } from '../../config.js';
import { renderMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-sender.js';
import type { ContactMessage } from './contact-input.js';

/** The message for the shop's inbox: answering it goes straight to the person who wrote. */
export function buildContactMail(contact: ContactMessage, shop: ShopInfo): MailMessage {
  return renderMail(
    {
      to: { name: shop.name, address: shop.email },
      replyTo: { name: contact.name, address: contact.email },
      subject: `Mensaje de contacto de ${contact.name}`,
      greeting: 'Nuevo mensaje desde el formulario de contacto de la tienda.',
      paragraphs: [`De: ${contact.name} (${contact.email})`, 'Mensaje:'],
      quote: contact.message,
      notes: ['Responde a este correo para contestarle directamente.'],
    },
    shop,
  );
}
