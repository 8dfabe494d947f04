import { and, asc, count, eq, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { formatRecipient, type MailMessage, type MailSender } from './mail-sender.js';
import { outboxMail, type OutboxMailRow } from './outbox-mail.table.js';

/** Whatever can insert: the database or the transaction of the change that causes the message. */
export type MailExecutor = Pick<Database, 'insert'>;

export interface MailWorkerOptions {
  /** How often the worker looks for due rows besides its wake-ups (MAIL_WORKER_INTERVAL_MS). */
  intervalMs: number;
  /** Rows claimed per statement. */
  batchSize?: number;
  /** After this many failed attempts a message is `failed` (logged) and never tried again. */
  maxAttempts?: number;
  /** How long a claim hides a row from other workers; a worker that died mid-send is retried after it. */
  leaseMs?: number;
}

const DEFAULTS = { batchSize: 5, maxAttempts: 10, leaseMs: 10 * 60_000 };
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 5 * 60_000;

/** Delay before attempt `failedAttempts + 1`: 1 s, 2 s, 4 s ... capped at 5 min. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), BACKOFF_CAP_MS);
}

type OutboxMailColumns = ReturnType<typeof outboxRow>;

/** What a queued message stores, by column. */
function outboxRow(kind: string, message: MailMessage) {
  return {
    purpose: kind,
    recipient: formatRecipient(message.to),
    toName: message.to.name,
    toAddress: message.to.address,
    replyToName: message.replyTo?.name ?? null,
    replyToAddress: message.replyTo?.address ?? null,
    subject: message.subject,
    html: message.html,
    text: message.text,
  };
}

const EMPTY_MESSAGE: MailMessage = { to: { name: '', address: '' }, subject: '', html: '', text: '' };

/**
 * `MailDispatcher.enqueueFor` with the message's texts as placeholders (named `mail_<column>`,
 * values from `queuedMailValues`): for a statement prepared once and run for every order. Call
 * the dispatcher's `wake()` after it.
 */
export function queuedMailFor(source: SQLWrapper): SQL {
  const keys = Object.keys(outboxRow('', EMPTY_MESSAGE)) as (keyof OutboxMailColumns)[];
  const columns = sql.join(
    keys.map((key) => sql.identifier(outboxMail[key].name)),
    sql`, `,
  );
  const values = sql.join(
    keys.map((key) => sql`${sql.placeholder(`mail_${key}`)}::text`),
    sql`, `,
  );
  return sql`insert into ${outboxMail} (${columns}) select ${values} from ${source}`;
}

/** The placeholders' values of `queuedMailFor` for one message. */
export function queuedMailValues(kind: string, message: MailMessage): Record<string, string | null> {
  return Object.fromEntries(Object.entries(outboxRow(kind, message)).map(([key, value]) => [`mail_${key}`, value]));
}

const intervalOf = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * The e-mail outbox and its worker. Callers `enqueue` a message with the transaction of the
 * change that causes it (so a refused or rolled-back change leaves no message, and a committed
 * one always has its message), then `wake()` the worker after the commit. The worker claims due
 * `pending` rows (`FOR UPDATE SKIP LOCKED`, pushing `next_attempt_at` forward by a lease so no
 * other worker takes them), hands each to the MailSender, and marks it `sent`, or counts the
 * failure and retries with exponential backoff until `maxAttempts`, then `failed`.
 *
 * Delivery is at least once, in practice exactly once: a process that dies after the relay
 * accepted a message but before the row is marked sent mails it again once the lease expires.
 * Each message carries a stable Message-ID (`<outbox-<id>.<created>@<MAIL_FROM domain>>`) so the
 * receiving side can recognise such a repeat. Answer times never depend on the relay, and
 * failures are logged with the kind and error code only (the message holds one-time links).
 */
export class MailDispatcher {
  private readonly options: Required<MailWorkerOptions>;
  private readonly backgroundJobs = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wokenWhileRunning = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly sender: MailSender,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: MailWorkerOptions,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Stores the message as `pending` in the caller's transaction. Call `wake()` once it committed. */
  async enqueue(executor: MailExecutor, kind: string, message: MailMessage): Promise<void> {
    await executor.insert(outboxMail).values(outboxRow(kind, message));
  }

  /**
   * The same row as `enqueue`, as the body of a CTE: one message per row of `source` (a CTE of the
   * same statement), so a change and its e-mail commit as one statement. Call `wake()` after it.
   */
  enqueueFor(source: SQLWrapper, kind: string, message: MailMessage): SQL {
    const entries = Object.entries(outboxRow(kind, message)) as [keyof OutboxMailColumns, string | null][];
    const columns = sql.join(
      entries.map(([key]) => sql.identifier(outboxMail[key].name)),
      sql`, `,
    );
    const values = sql.join(
      entries.map(([, value]) => sql`${value}::text`),
      sql`, `,
    );
    return sql`insert into ${outboxMail} (${columns}) select ${values} from ${source}`;
  }

  /** For messages that belong to no database change (the contact form): stored now, then delivered. */
  async send(kind: string, message: MailMessage): Promise<void> {
    await this.enqueue(this.db, kind, message);
    this.wake();
  }

  /** Starts the worker (the services plugin does it when the app is ready). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /** Looks for due messages now: after a commit that enqueued one. */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.running) this.wokenWhileRunning = true;
    else this.schedule(0);
  }

  /**
   * Queues mail after the answer has gone: a form whose answer must not tell whether an account
   * exists answers at once, and the account's e-mail is written here. Failures are logged.
   */
  afterAnswer(kind: string, work: () => Promise<void>): void {
    const job = work()
      .then(() => this.wake())
      .catch((error: unknown) =>
        this.log.error({ mailKind: kind, reason: describeFailure(error) }, 'E-mail not queued'),
      )
      .finally(() => this.backgroundJobs.delete(job));
    this.backgroundJobs.add(job);
  }

  /** Resolves once no delivery round and no `afterAnswer` job is in flight (the relay may still be down). */
  async whenIdle(): Promise<void> {
    while (this.backgroundJobs.size > 0) await Promise.all(this.backgroundJobs);
    while (this.running) await this.running;
  }

  /** Tests: waits until no message is `pending` (delivered or failed), or throws after `timeoutMs`. */
  async whenDelivered(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.whenIdle();
      const [row] = await this.db.select({ pending: count() }).from(outboxMail).where(eq(outboxMail.status, 'pending'));
      if (!row?.pending) return;
      if (Date.now() > deadline) throw new Error(`${row.pending} e-mail(s) still pending after ${timeoutMs} ms`);
      this.wake();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops the worker after the round in flight; what is still pending is sent after the next start. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.whenIdle();
    await this.sender.close();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), delayMs);
    this.timer.unref();
  }

  private run(): void {
    this.timer = undefined;
    if (this.stopped || this.running) return;
    const round = this.deliverDue()
      // Woken meanwhile (orders keep coming): the next round starts at once, so no wait to compute.
      .then(() => (this.wokenWhileRunning ? 0 : this.delayUntilNextDue()))
      .catch((error: unknown) => {
        if (!this.stopped) this.log.error({ reason: describeFailure(error) }, 'E-mail outbox round failed');
        return this.options.intervalMs;
      })
      .then((delay) => {
        this.running = undefined;
        if (this.stopped) return;
        this.schedule(this.wokenWhileRunning ? 0 : delay);
        this.wokenWhileRunning = false;
      });
    this.running = round;
  }

  /** Claims and sends batches until no due row is left. */
  private async deliverDue(): Promise<void> {
    for (;;) {
      this.wokenWhileRunning = false;
      const claimed = await this.claim();
      const sent: number[] = [];
      for (const row of claimed) {
        if (this.stopped) break;
        if (await this.deliver(row)) sent.push(row.id);
      }
      await this.markSent(sent);
      if (claimed.length < this.options.batchSize || this.stopped) return;
    }
  }

  private claim(): Promise<OutboxMailRow[]> {
    const { db, options } = this;
    const due = db
      .select({ id: outboxMail.id })
      .from(outboxMail)
      .where(and(eq(outboxMail.status, 'pending'), lte(outboxMail.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxMail.nextAttemptAt), asc(outboxMail.id))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMail)
      .set({ nextAttemptAt: sql`now() + ${intervalOf(options.leaseMs)}` })
      .where(and(inArray(outboxMail.id, due), eq(outboxMail.status, 'pending')))
      .returning();
  }

  /** Hands one claimed row to the sender; true when it was accepted (markSent records it with its batch). */
  private async deliver(row: OutboxMailRow): Promise<boolean> {
    const mine = and(eq(outboxMail.id, row.id), eq(outboxMail.status, 'pending'));
    try {
      await this.sender.send(toMessage(row));
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = describeFailure(error);
      const failed = attempts >= this.options.maxAttempts;
      await this.db
        .update(outboxMail)
        .set({
          attempts,
          lastError: JSON.stringify(reason),
          ...(failed
            ? { status: 'failed' as const }
            : { nextAttemptAt: sql`now() + ${intervalOf(backoffMs(attempts))}` }),
        })
        .where(mine);
      if (failed) {
        this.log.error({ mailKind: row.purpose, outboxId: row.id, attempts, reason }, 'E-mail failed for good');
      } else {
        this.log.warn({ mailKind: row.purpose, outboxId: row.id, attempts, reason }, 'E-mail not sent, will retry');
      }
      return false;
    }
    return true;
  }

  /** One statement for the rows of a batch the relay accepted. */
  private async markSent(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outboxMail)
      .set({ status: 'sent', attempts: sql`${outboxMail.attempts} + 1`, sentAt: sql`now()`, lastError: null })
      .where(and(inArray(outboxMail.id, ids), eq(outboxMail.status, 'pending')));
  }

  /** Until the earliest pending row is due, at most the poll interval (rows other instances queued). */
  private async delayUntilNextDue(): Promise<number> {
    // Computed by the database: its clock is the one next_attempt_at was set with.
    const [row] = await this.db
      .select({
        wait: sql<number | null>`(extract(epoch from (min(${outboxMail.nextAttemptAt}) - now())) * 1000)::float8`,
      })
      .from(outboxMail)
      .where(eq(outboxMail.status, 'pending'));
    const wait = row?.wait === null || row?.wait === undefined ? this.options.intervalMs : Number(row.wait);
    return Math.max(0, Math.min(Math.ceil(wait), this.options.intervalMs));
  }
}

function toMessage(row: OutboxMailRow): MailMessage {
  return {
    to: { name: row.toName, address: row.toAddress },
    ...(row.replyToAddress && { replyTo: { name: row.replyToName ?? '', address: row.replyToAddress } }),
    subject: row.subject,
    html: row.html,
    text: row.text,
    key: `outbox-${row.id}.${row.createdAt.getTime()}`,
  };
}

// Only codes and the relay's reply: a database error's text would include the query parameters.
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, responseCode, command } = error as Error & { code?: string; responseCode?: number; command?: string };
  const cause = (error as { cause?: { code?: string } }).cause;
  return { type: error.name, code: code ?? cause?.code, responseCode, command };
}
