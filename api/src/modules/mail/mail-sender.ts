/** One e-mail, already rendered. Both bodies are required: some people read mail as plain text. */
export interface MailMessage {
  to: { name: string; address: string };
  /** Where answers go when it is not the sender (the contact form: the person who wrote). */
  replyTo?: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row: the SMTP sender turns it into the Message-ID, so a repeat after a crash is recognisable. */
  key?: string;
}

/** How the outbox worker delivers: SMTP when SMTP_URL is set, otherwise nowhere (the row stays readable on /dev/mail). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** "Name <address>" for storing and showing; the SMTP sender passes name and address to nodemailer apart. */
export function formatRecipient(to: MailMessage['to']): string {
  return to.name ? `${to.name} <${to.address}>` : to.address;
}
