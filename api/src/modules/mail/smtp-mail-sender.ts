import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.js';

// Fail within seconds when the relay is down instead of nodemailer's minutes-long defaults.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers through the relay named by SMTP_URL (smtp://user:pass@host:587 or smtps://host:465). */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(message);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
