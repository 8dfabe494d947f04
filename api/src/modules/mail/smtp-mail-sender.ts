import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.js';

// Fail within seconds when the relay is down instead of nodemailer's minutes-long defaults.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers through the relay named by SMTP_URL (smtp://user:pass@host:587 or smtps://host:465). */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
    this.domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'delcampo.mx';
  }

  async send(message: MailMessage): Promise<void> {
    const { key, ...mail } = message;
    await this.transport.sendMail({ ...mail, ...(key && { messageId: `<${key}@${this.domain}>` }) });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
