import type { ShopInfo } from '../../config.js';
import { renderMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-sender.js';
import type { AccountTokenPurpose } from './account-tokens.table.js';

export interface MailRecipient {
  name: string;
  lastname: string;
  email: string;
}

/** The storefront route that opens each kind of link (spec routes confirm/:token, active/:token, reset/:token). */
const LINK_ROUTES: Record<AccountTokenPurpose, string> = { confirm: 'confirm', activate: 'active', reset: 'reset' };

/** Spanish e-mails with a one-time link into the storefront. */
export class AccountMails {
  constructor(
    private readonly appPublicUrl: string,
    private readonly shop: ShopInfo,
    private readonly ttlSeconds: Record<AccountTokenPurpose, number>,
  ) {}

  build(purpose: AccountTokenPurpose, recipient: MailRecipient, token: string): MailMessage {
    const url = `${this.appPublicUrl}/${LINK_ROUTES[purpose]}/${token}`;
    const validity = `El enlace funciona una sola vez y vence en ${describeDuration(this.ttlSeconds[purpose])}.`;
    const shop = this.shop.name;
    // A self-registration's name is whatever a stranger typed: that mail carries none of it, so
    // the sign-up form cannot send chosen words (or URLs) to someone else's inbox.
    const named = purpose !== 'confirm';
    const common = {
      to: { name: named ? `${recipient.name} ${recipient.lastname}`.trim() : '', address: recipient.email },
      greeting: named ? `Hola, ${recipient.name}:` : 'Hola:',
    };
    const content = {
      confirm: {
        subject: `Confirma tu correo en ${shop}`,
        paragraphs: [
          `Gracias por crear tu cuenta en ${shop}.`,
          'Para confirmar tu correo electrónico abre este enlace:',
        ],
        action: { label: 'Confirmar mi correo', url },
        notes: [validity, 'Si no creaste esta cuenta, ignora este mensaje.'],
      },
      activate: {
        subject: `Activa tu cuenta de ${shop}`,
        paragraphs: [`Creamos una cuenta para ti en ${shop} con este correo.`, 'Para activarla, elige tu contraseña:'],
        action: { label: 'Activar mi cuenta', url },
        notes: [validity, 'Si no esperabas este mensaje, ignóralo.'],
      },
      reset: {
        subject: `Cambia tu contraseña de ${shop}`,
        paragraphs: [
          `Recibimos una solicitud para cambiar la contraseña de tu cuenta en ${shop}.`,
          'Elige una nueva aquí:',
        ],
        action: { label: 'Cambiar mi contraseña', url },
        notes: [validity, 'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.'],
      },
    }[purpose];
    return renderMail({ ...common, ...content }, this.shop);
  }

  /** Someone signed up with an address that has an account: its owner hears of it, the form says nothing. */
  accountExists(email: string): MailMessage {
    const shop = this.shop.name;
    return renderMail(
      {
        to: { name: '', address: email },
        greeting: 'Hola:',
        subject: `Ya tienes una cuenta en ${shop}`,
        paragraphs: [
          `Alguien intentó crear una cuenta en ${shop} con este correo, que ya tiene una.`,
          'Si fuiste tú, ingresa con tu contraseña; si la olvidaste, puedes cambiarla desde la página de ingreso.',
        ],
        action: { label: 'Ir a ingresar', url: `${this.appPublicUrl}/login` },
        notes: ['Si no fuiste tú, ignora este mensaje: tu cuenta no cambia.'],
      },
      this.shop,
    );
  }
}

/** "30 minutos", "1 hora", "24 horas", "3 días": days only from two on, else the largest whole unit. */
export function describeDuration(seconds: number): string {
  const units: [size: number, from: number, one: string, many: string][] = [
    [86_400, 2 * 86_400, 'día', 'días'],
    [3_600, 3_600, 'hora', 'horas'],
    [60, 60, 'minuto', 'minutos'],
  ];
  for (const [size, from, one, many] of units) {
    if (seconds >= from && seconds % size === 0) return `${seconds / size} ${seconds === size ? one : many}`;
  }
  return `${seconds} segundos`;
}
