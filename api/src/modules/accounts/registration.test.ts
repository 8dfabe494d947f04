import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { storedAccounts, userByEmail } from '../../test/accounts-client.js';
import { DEMO_CLIENT } from '../../test/helper.js';
import { SHOP_URL, useApiWithSmtp } from '../../test/mail-test-api.js';
import { accountTokens } from './account-tokens.table.js';

const { api, accounts, delivered, linkToken } = useApiWithSmtp();

const LUCIA = { name: 'Lucía', lastname: 'Pérez', email: 'lucia.perez@example.com', password: 'aguacate7' };
const REGISTERED = 'Te enviamos un correo para confirmar tu cuenta. Abre el enlace para activarla.';
const RESENT = 'Si el correo pertenece a una cuenta pendiente de confirmar, te enviamos un nuevo enlace.';

test('register -> e-mail -> confirmEmail: the account is a verified CLIENT that can log in', async () => {
  assert.deepEqual(await accounts.register({ ...LUCIA, birthday: '1994-06-01' }), {
    status: true,
    message: REGISTERED,
  });
  const stored = await userByEmail(api, LUCIA.email);
  assert.equal(stored?.role, 'CLIENT');
  assert.equal(stored?.isActive, true);
  assert.equal(stored?.isEmailVerified, false);
  assert.equal(stored?.birthday, '1994-06-01');
  assert.match(stored?.passwordHash ?? '', /^\$argon2id\$/);

  const mail = (await delivered()).only(LUCIA.email);
  assert.match(mail.subject ?? '', /^Confirma tu correo en Del Campo$/);
  assert.deepEqual(mail.from?.value, [{ name: 'Del Campo', address: 'no-reply@delcampo.mx' }]);
  for (const body of [mail.text ?? '', String(mail.html)]) {
    assert.match(body, /Hola:/);
    assert.doesNotMatch(body, /Lucía|Pérez/, 'a stranger-typed name never reaches the inbox');
    assert.match(body, /Del campo a tu mesa/);
    assert.match(body, /Guadalajara, Jalisco/);
    assert.match(body, /33 3615 2040/);
    assert.match(body, /contacto@delcampo\.mx/);
    assert.match(body, /vence en 24 horas/);
    assert.match(body, new RegExp(`${SHOP_URL}/confirm/[\\w-]{43}`));
  }

  const token = await linkToken(LUCIA.email, 'confirm');
  assert.deepEqual(await accounts.confirmEmail(token), {
    status: true,
    message: 'Tu correo ha sido confirmado. Ya puedes comprar.',
  });
  const login = await accounts.login(LUCIA.email, LUCIA.password);
  assert.equal(login.status, true);
  assert.equal((await userByEmail(api, LUCIA.email))?.isEmailVerified, true);
});

test('only the SHA-256 of a link token is stored', async () => {
  await accounts.register(LUCIA);
  const token = await linkToken(LUCIA.email, 'confirm');
  const [row] = await api.app.database.db.select().from(accountTokens);
  assert.equal(row?.purpose, 'confirm');
  assert.match(row?.tokenHash ?? '', /^[0-9a-f]{64}$/);
  assert.notEqual(row?.tokenHash, token);
  const hoursValid = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
  assert.ok(hoursValid > 23.9 && hoursValid <= 24, `valid ${hoursValid} h`);
});

test('a used, an expired and an unknown confirmation link are refused and change nothing', async () => {
  await accounts.register(LUCIA);
  const token = await linkToken(LUCIA.email, 'confirm');
  assert.equal((await accounts.confirmEmail(token)).status, true);
  let before = await storedAccounts(api);
  assert.deepEqual(await accounts.confirmEmail(token), {
    status: false,
    message: 'Este enlace ya fue utilizado. Pide uno nuevo si lo necesitas.',
  });
  for (const unknown of ['x'.repeat(43), 'not-a-token', '']) {
    assert.deepEqual(await accounts.confirmEmail(unknown), {
      status: false,
      message: 'El enlace no es válido. Pide uno nuevo.',
    });
  }
  assert.deepEqual(await storedAccounts(api), before);

  await accounts.register({ ...LUCIA, email: 'tarde@example.com' });
  const late = await linkToken('tarde@example.com', 'confirm');
  const { db } = api.app.database;
  await db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.purpose, 'confirm'));
  before = await storedAccounts(api);
  assert.deepEqual(await accounts.confirmEmail(late), {
    status: false,
    message: 'El enlace ha expirado. Pide uno nuevo.',
  });
  assert.deepEqual(await storedAccounts(api), before);
  assert.equal((await userByEmail(api, 'tarde@example.com'))?.isEmailVerified, false);
});

test('resendConfirmation answers the same for every address and mails only a pending account', async () => {
  await accounts.register(LUCIA);
  const first = await linkToken(LUCIA.email, 'confirm');
  for (const email of [LUCIA.email.toUpperCase(), 'nadie@example.com', DEMO_CLIENT.email]) {
    assert.deepEqual(await accounts.resendConfirmation(email), { status: true, message: RESENT });
  }
  const inbox = await delivered();
  assert.equal(inbox.to(LUCIA.email).length, 2);
  assert.equal(inbox.to('nadie@example.com').length, 0);
  assert.equal(inbox.to(DEMO_CLIENT.email).length, 0, 'an already verified account gets nothing');

  const second = tokenFromLast(inbox.to(LUCIA.email));
  assert.equal((await accounts.confirmEmail(first)).status, false, 'only the newest link works');
  assert.equal((await accounts.confirmEmail(second)).status, true);
});

test('resendConfirmation sends at most 5 e-mails per address and hour, with the same answer', async () => {
  await accounts.register(LUCIA);
  for (let i = 0; i < 7; i += 1) {
    assert.deepEqual(await accounts.resendConfirmation(LUCIA.email), { status: true, message: RESENT });
  }
  assert.equal((await delivered()).to(LUCIA.email).length, 1 + 5);
});

test('every invalid registration gets its Spanish message and stores nothing', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ ...LUCIA, name: '  ' }, 'El nombre es obligatorio'],
    [{ ...LUCIA, lastname: '' }, 'El apellido es obligatorio'],
    [{ ...LUCIA, email: ' ' }, 'El correo electrónico es obligatorio'],
    [{ ...LUCIA, email: 'lucia@@example' }, 'El formato del email no es corecto'],
    [{ ...LUCIA, email: 'lucía@example.com' }, 'El formato del email no es corecto'],
    [{ ...LUCIA, password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ ...LUCIA, password: '' }, 'La contraseña es obligatoria'],
    [{ ...LUCIA, birthday: '2999-01-01' }, 'La fecha de nacimiento no puede ser futura'],
    [
      { ...LUCIA, birthday: '1990-02-30' },
      'La fecha de nacimiento debe ser una fecha válida con el formato AAAA-MM-DD.',
    ],
    [
      { ...LUCIA, birthday: '01/02/1990' },
      'La fecha de nacimiento debe ser una fecha válida con el formato AAAA-MM-DD.',
    ],
    [{ ...LUCIA, name: 'N'.repeat(101) }, 'El nombre admite como máximo 100 caracteres.'],
  ];
  const before = await storedAccounts(api);
  for (const [input, message] of cases) {
    assert.deepEqual(await accounts.register(input), { status: false, message }, JSON.stringify(input));
  }
  assert.deepEqual(await storedAccounts(api), before);
  assert.equal((await delivered()).received.length, 0);
});

test('an address that has an account: the same answer as a new one, and its owner is told by e-mail', async () => {
  const before = await storedAccounts(api);
  const answer = await accounts.register({ ...LUCIA, email: ` ${DEMO_CLIENT.email.toUpperCase()} ` });
  assert.deepEqual(answer, { status: true, message: REGISTERED });
  assert.deepEqual(await storedAccounts(api), before, 'nothing stored or changed');
  const mail = (await delivered()).only(DEMO_CLIENT.email);
  assert.equal(mail.subject, 'Ya tienes una cuenta en Del Campo');
  assert.match(mail.text ?? '', /Alguien intentó crear una cuenta en Del Campo con este correo/);
  assert.match(mail.text ?? '', new RegExp(`${SHOP_URL}/login`));
  assert.doesNotMatch(mail.text ?? '', /Lucía|\/confirm\//);
});

test('sign-ups from one client address are capped at 10 an hour', async () => {
  const answers = [];
  for (let i = 0; i < 11; i += 1) answers.push(await accounts.register({ ...LUCIA, email: `persona${i}@example.com` }));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [...Array(10).fill(true), false],
  );
  assert.equal(answers.at(-1)?.message, 'Se crearon demasiadas cuentas desde tu red. Intenta de nuevo en una hora.');
});

test('two sign-ups racing for one address: exactly one account is created, both hear the same', async () => {
  const results = await Promise.all([
    accounts.register(LUCIA),
    accounts.register({ ...LUCIA, email: 'LUCIA.perez@example.com' }),
  ]);
  assert.deepEqual(
    results.map((result) => result.status),
    [true, true],
  );
  const rows = (await storedAccounts(api)).users.filter((user) => user.email === LUCIA.email);
  assert.equal(rows.length, 1);
});

test('a name with HTML or a URL never reaches the confirmation e-mail, not even its To header', async () => {
  const name = '<img src=x onerror=alert(1)> Gana en https://estafa.example';
  await accounts.register({ ...LUCIA, name, lastname: '"Pérez" & <b>hijos</b>' });
  const mail = (await delivered()).only(LUCIA.email);
  for (const body of [String(mail.html), mail.text ?? '']) assert.doesNotMatch(body, /img|estafa|hijos/);
  assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.name : 'x', '');
});

function tokenFromLast(mails: { text?: string }[]): string {
  const text = mails.at(-1)?.text ?? '';
  return /\/confirm\/([\w-]{43})/.exec(text)?.[1] ?? '';
}

test('a name made only of invisible or right-to-left control characters is no name; others are dropped', async () => {
  const before = await storedAccounts(api);
  for (const name of ['\u202E\u200B', '\u2066\u2069\u200F', '\uFEFF \u00AD']) {
    const answer = await accounts.register({ ...LUCIA, name });
    assert.deepEqual([answer.status, answer.message], [false, 'El nombre es obligatorio'], JSON.stringify(name));
  }
  assert.deepEqual(await storedAccounts(api), before, 'nothing was stored');
  const answer = await accounts.register({ ...LUCIA, name: 'Lu\u202Ecía\u200B', lastname: '\u2067Pérez' });
  assert.equal(answer.status, true, answer.message);
  const stored = await userByEmail(api, LUCIA.email);
  assert.deepEqual([stored?.name, stored?.lastname], ['Lucía', 'Pérez']);
});

test('issue 28 item 8: names of combining marks, Hangul fillers, the braille blank or the CGJ alone are refused', async () => {
  const before = await storedAccounts(api);
  const invisible = ['\u0301\u0301\u0301', '\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u034f', '\u3164 \u2800'];
  for (const name of invisible) {
    const answer = await accounts.register({ ...LUCIA, name });
    assert.deepEqual([answer.status, answer.message], [false, 'El nombre es obligatorio'], JSON.stringify(name));
    const last = await accounts.register({ ...LUCIA, lastname: name });
    assert.deepEqual([last.status, last.message], [false, 'El apellido es obligatorio'], JSON.stringify(name));
  }
  const digits = await accounts.register({ ...LUCIA, name: '1\u0301 2' });
  assert.deepEqual([digits.status, digits.message], [false, 'El nombre debe tener al menos una letra.']);
  assert.deepEqual(await storedAccounts(api), before, 'nothing was stored');
  const answer = await accounts.register({ ...LUCIA, name: '\u3164Luci\u0301a\u2800', lastname: '\u034fPe\u0301rez' });
  assert.equal(answer.status, true, answer.message);
  const stored = await userByEmail(api, LUCIA.email);
  assert.deepEqual([stored?.name, stored?.lastname], ['Lucía', 'Pérez'], 'stored visible and composed (NFC)');
});
