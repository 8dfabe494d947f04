import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 (random port) that parses and keeps what the API sends. */
export class SmtpInbox {
  readonly received: ParsedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Parse before acknowledging: once the sender's promise resolves the message is in `received`.
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          this.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  /** Starts listening (on `port`, or a free one) and answers the SMTP_URL to give the API. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  clear(): void {
    this.received.length = 0;
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => recipients(mail).includes(address));
  }

  /** The only message to `address`; fails when there is none or more than one. */
  only(address: string): ParsedMail {
    const found = this.to(address);
    if (found.length !== 1) throw new Error(`expected one e-mail to ${address}, got ${found.length}`);
    return found[0] as ParsedMail;
  }
}

function recipients(mail: ParsedMail): string[] {
  const fields = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return fields.flatMap((field) => field.value.map((entry) => entry.address ?? ''));
}

/** The token of the link to `${appUrl}/${route}/<token>` in the plain-text body. */
export function tokenFromMail(mail: ParsedMail, appUrl: string, route: 'confirm' | 'active' | 'reset'): string {
  const prefix = `${appUrl}/${route}/`;
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return link.slice(prefix.length);
}
