import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { accountsClient } from '../../test/accounts-client.js';
import { DEMO_CLIENT, TestApi, testConfig, useTestApi } from '../../test/helper.js';
import { SHOP_URL } from '../../test/mail-test-api.js';
import { SmtpInbox } from '../../test/smtp-inbox.js';
import { CARD, orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';
import { backoffMs } from './mail-dispatcher.js';
import type { MailMessage } from './mail-sender.js';
import { outboxMail, type OutboxMailRow } from './outbox-mail.table.js';
import { needPostgres, serviceTest } from '../../test/services.js';

// The API points at an SMTP address where nothing listens until a test starts an inbox there.
let smtpUrl = '';
let inbox: SmtpInbox | undefined;
const config = async () => {
  if (!smtpUrl) {
    const probe = new SmtpInbox();
    smtpUrl = await probe.start();
    await probe.stop();
  }
  return testConfig({ SMTP_URL: smtpUrl, APP_PUBLIC_URL: SHOP_URL, MAIL_WORKER_INTERVAL_MS: '50' });
};
const api = useTestApi(config);
const accounts = accountsClient(api);

async function startSmtp(): Promise<SmtpInbox> {
  const started = new SmtpInbox();
  await started.start(Number(new URL(smtpUrl).port));
  inbox = started;
  return started;
}
async function stopSmtp(): Promise<void> {
  await inbox?.stop();
  inbox = undefined;
}
after(stopSmtp);

const outbox = (): Promise<OutboxMailRow[]> =>
  api.app.database.db.select().from(outboxMail).orderBy(asc(outboxMail.id));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const message = (n: number): MailMessage => ({
  to: { name: `Persona ${n}`, address: `persona${n}@example.com` },
  subject: `Mensaje ${n}`,
  html: `<p>Mensaje ${n}</p>`,
  text: `Mensaje ${n}`,
});

test('backoff doubles from 1 s and stops growing at 5 min', () => {
  assert.deepEqual([1, 2, 3, 4, 5].map(backoffMs), [1000, 2000, 4000, 8000, 16000]);
  assert.equal(backoffMs(9), 256_000);
  assert.equal(backoffMs(10), 300_000);
  assert.equal(backoffMs(30), 300_000);
});

test('with the SMTP server down, sign-up and checkout succeed; once it is back each e-mail arrives exactly once', async (t) => {
  t.after(async () => {
    await stopSmtp();
    await api.resetData();
  });
  const registered = await accounts.register({
    name: 'Lucía',
    lastname: 'Pérez',
    email: 'lucia@example.com',
    password: 'aguacate7',
  });
  assert.equal(registered.status, true, registered.message);
  const product = await pickProduct(api, 0, { stock: 10, maxPerOrder: 5 });
  const order = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 2 }]),
  );
  assert.equal(order.status, true, order.message);

  // The worker tried, failed, and keeps both messages pending with the reason and a later attempt.
  const tried = await until('a failed attempt on every row', async () => {
    const rows = await outbox();
    return rows.length === 2 && rows.every((row) => row.attempts >= 1) && rows;
  });
  for (const row of tried) {
    assert.equal(row.status, 'pending');
    assert.match(row.lastError ?? '', /ECONNREFUSED|ESOCKET|ECONNECTION/);
    assert.equal(row.sentAt, null);
  }
  assert.deepEqual(
    tried.map((row) => [row.purpose, row.toAddress]),
    [
      ['confirm', 'lucia@example.com'],
      ['order', DEMO_CLIENT.email],
    ],
  );

  const smtp = await startSmtp();
  await api.app.services.mail.whenDelivered(20_000);
  // Give a second delivery every chance to show up.
  api.app.services.mail.wake();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await api.app.services.mail.whenIdle();

  assert.equal(smtp.received.length, 2);
  assert.equal(smtp.to('lucia@example.com').length, 1);
  assert.match(smtp.only('lucia@example.com').subject ?? '', /Confirma tu correo/);
  assert.equal(smtp.to(DEMO_CLIENT.email).length, 1);
  assert.match(smtp.only(DEMO_CLIENT.email).subject ?? '', new RegExp(order.order!.number));
  const rows = await outbox();
  assert.deepEqual(
    rows.map((row) => row.status),
    ['sent', 'sent'],
  );
  for (const row of rows) {
    assert.ok(row.sentAt, 'sent_at stamped');
    assert.ok(row.attempts >= 2, 'failed at least once, then sent');
  }
  // A stable Message-ID per row lets a mail system recognise a repeat after a crash.
  assert.match(smtp.only('lucia@example.com').messageId ?? '', /^<outbox-1\.\d+@delcampo\.mx>$/);
});

test('the e-mail is part of the change: refused or rolled back changes leave no outbox row', async (t) => {
  t.after(() => api.resetData());
  const person = { name: 'Lucía', lastname: 'Pérez', email: 'lucia@example.com', password: 'aguacate7' };
  assert.equal((await accounts.register(person)).status, true);
  assert.equal((await accounts.register({ ...person, email: 'no es correo' })).status, false, 'invalid');

  const product = await pickProduct(api, 0, { stock: 10, maxPerOrder: 5 });
  const declined = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 1 }], { card: { ...CARD, number: '4000 0000 0000 0002' } }),
  );
  assert.equal(declined.status, false);
  const tooMany = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 50 }]),
  );
  assert.equal(tooMany.status, false);

  const { db } = api.app.database;
  await assert.rejects(
    db.transaction(async (tx) => {
      await api.app.services.mail.enqueue(tx, 'test', message(1));
      throw new Error('the change fails after queuing its e-mail');
    }),
    /the change fails/,
  );

  const rows = await outbox();
  assert.deepEqual(
    rows.map((row) => [row.purpose, row.toAddress]),
    [['confirm', 'lucia@example.com']],
  );
});

test('failed attempts back off: attempts and next_attempt_at grow; the 10th failure is final', async (t) => {
  t.after(() => api.resetData());
  const { db } = api.app.database;
  await api.app.services.mail.send('test', message(1));
  const first = await until('the first failure', async () => {
    const [row] = await outbox();
    return row && row.attempts === 1 && row;
  });
  const second = await until('the second failure', async () => {
    const [row] = await outbox();
    return row && row.attempts === 2 && row;
  });
  assert.equal(second.status, 'pending');
  // The second attempt ran once the first delay (1 s) was over, and scheduled the next 2 s after itself.
  const gap = second.nextAttemptAt.getTime() - first.nextAttemptAt.getTime();
  assert.ok(gap >= 1900, `next_attempt_at moved by ${gap} ms`);

  // A message on its last allowed attempt is given up on and logged, not retried.
  await db.insert(outboxMail).values({
    ...{ purpose: 'test', recipient: 'x@example.com', toName: '', toAddress: 'x@example.com' },
    ...{ subject: 'Último', html: '<p>x</p>', text: 'x', attempts: 9 },
  });
  api.app.services.mail.wake();
  const failed = await until('the final failure', async () => {
    const [row] = await db.select().from(outboxMail).where(eq(outboxMail.subject, 'Último'));
    return row?.status === 'failed' && row;
  });
  assert.equal(failed.attempts, 10);
  assert.ok(failed.lastError);
  assert.equal(failed.sentAt, null);
});

serviceTest(
  await needPostgres('two apps on one PGlite database are not possible'),
  'two API instances on one database deliver every message once',
  {},
  async (t) => {
    const smtp = await startSmtp();
    const second = new TestApi(config);
    t.after(async () => {
      await second.stop();
      await stopSmtp();
      await api.resetData();
    });
    await second.ready();
    await api.resetData();
    const total = 40;
    // Queued in one transaction by the first instance; both workers race for the rows.
    await api.app.database.db.transaction(async (tx) => {
      for (let n = 1; n <= total; n += 1) await api.app.services.mail.enqueue(tx, 'test', message(n));
    });
    api.app.services.mail.wake();
    second.app.services.mail.wake();
    await api.app.services.mail.whenDelivered(20_000);
    await second.app.services.mail.whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));

    assert.equal(smtp.received.length, total);
    for (let n = 1; n <= total; n += 1) assert.equal(smtp.to(`persona${n}@example.com`).length, 1, `message ${n}`);
    const rows = await outbox();
    assert.ok(rows.every((row) => row.status === 'sent' && row.attempts === 1));
  },
);
