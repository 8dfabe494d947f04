import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountsClient } from '../../test/accounts-client.js';
import { DEMO_ADMIN, TestApi, testConfig, useTestApi } from '../../test/helper.js';

// No SMTP_URL: messages go to the outbox table, which /dev/mail shows in demo mode.
const api = useTestApi(() => testConfig({ APP_PUBLIC_URL: 'http://127.0.0.1:3000' }));
const accounts = accountsClient(api);
const LINK = /<a href="(http:\/\/127\.0\.0\.1:3000\/confirm\/([\w-]{43}))">\1<\/a>/;

const openOutbox = async (target: TestApi = api) => {
  await target.ready();
  await target.app.services.mail.whenIdle();
  return target.app.inject({ method: 'GET', url: '/dev/mail' });
};

test('/dev/mail lists outbox messages newest first with clickable links that work', async (t) => {
  t.after(() => api.resetData());
  const empty = await openOutbox();
  assert.match(empty.body, /No hay correos todavía/);

  await accounts.register({ name: 'Lucía', lastname: 'Pérez', email: 'lucia@example.com', password: 'aguacate7' });
  await accounts.register({ name: 'Marco', lastname: 'Ruiz', email: 'marco@example.com', password: 'aguacate7' });
  const page = await openOutbox();
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /^text\/html; charset=utf-8/);
  assert.equal(page.headers['cache-control'], 'no-store');
  assert.ok(page.body.indexOf('marco@example.com') < page.body.indexOf('lucia@example.com'), 'newest first');
  assert.match(page.body, /Confirma tu correo en Del Campo/);
  assert.match(page.body, /Para: lucia@example\.com/);

  const token = LINK.exec(page.body)?.[2] ?? '';
  assert.equal((await accounts.confirmEmail(token)).status, true);
});

test('/dev/mail escapes what people typed', async (t) => {
  t.after(() => api.resetData());
  // An admin's quick user: its activation e-mail greets the person by the name the admin typed.
  const name = '<script>alert("x")</script>';
  const admin = await api.tokenFor(DEMO_ADMIN);
  const created = await accounts.createUserQuick({ name, lastname: 'Pérez', email: 'lucia@example.com' }, admin);
  assert.equal(created.status, true, created.message);
  const page = await openOutbox();
  assert.doesNotMatch(page.body, /<script>/);
  assert.match(page.body, /Hola, &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;:/);
});

test('/dev/mail does not exist outside demo mode', async () => {
  const production = new TestApi(() => testConfig({ DEMO_MODE: 'false', JWT_SECRET: 'p'.repeat(40) }));
  try {
    const response = await openOutbox(production);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'No encontramos lo que buscas.');
  } finally {
    await production.stop();
  }
});
