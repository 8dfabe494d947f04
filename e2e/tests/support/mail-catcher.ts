import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export class MailCatcher {
  readonly messages: ParsedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  /** Starts listening; returns the SMTP_URL for the API. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The first message to `to` whose subject matches, waiting for it to arrive. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 60_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => recipients(mail).includes(to) && subject.test(mail.subject ?? ''));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function recipients(mail: ParsedMail): string[] {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((address) => address.address ?? ''));
}

/** The link of a mail that points at `path` on the shop (e.g. '/confirm/'), read from its text. */
export function linkIn(mail: ParsedMail, path: string): string {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}
