import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailSender } from './mail-sender.js';

/**
 * Sends e-mails in the background. The answer to "forgot password" must not wait for the SMTP
 * round trip: its timing would tell whether the address has an account, and a slow relay would
 * hold the request. Failures are logged without the message (it carries a one-time link).
 */
export class MailDispatcher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sender: MailSender,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** `kind` names the message in logs (e.g. "reset"), in place of its content. */
  dispatch(kind: string, message: MailMessage): void {
    const sending = this.sender.send(message).catch((error: unknown) => {
      this.log.error({ mailKind: kind, reason: describeFailure(error) }, 'E-mail could not be sent');
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Resolves once every dispatched message was handed over (or failed): before shutdown, and in tests. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.whenIdle();
    await this.sender.close();
  }
}

// Only codes and the relay's reply: a database error's text would include the query parameters.
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode, command } = error as Error & { code?: string; responseCode?: number; command?: string };
  const cause = (error as { cause?: { code?: string } }).cause;
  return { type: error.name, code: code ?? cause?.code, responseCode, command };
}
