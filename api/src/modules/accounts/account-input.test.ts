import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeDuration } from './account-mails.js';
import { checkBirthday, checkEmail } from './account-input.js';

test('e-mail rule of spec 5: letters, digits, dot, underscore, hyphen; dotted domain, labels up to 63', () => {
  const accepted = ['a.b_c-d@mail.example.com', 'X9@dominio.mx', `a@${'d'.repeat(63)}.mx`];
  for (const email of accepted) assert.equal(checkEmail(email).ok, true, email);
  const refused = ['a+b@example.com', 'a@example', 'a@-example.com', `a@${'d'.repeat(64)}.mx`, 'a b@example.com'];
  for (const email of refused)
    assert.deepEqual(checkEmail(email), { ok: false, message: 'El formato del email no es corecto' });
  assert.deepEqual(checkEmail('  Ana@DelCampo.MX '), { ok: true, value: 'ana@delcampo.mx' });
});

test('birthday: optional, a real calendar day, not after today in Guadalajara', () => {
  // 2026-03-01 03:00 UTC is still 28 February in Guadalajara (UTC-6).
  const now = new Date('2026-03-01T03:00:00Z');
  assert.deepEqual(checkBirthday(null, now), { ok: true, value: null });
  assert.deepEqual(checkBirthday('  ', now), { ok: true, value: null });
  assert.deepEqual(checkBirthday('2024-02-29', now), { ok: true, value: '2024-02-29' });
  assert.deepEqual(checkBirthday('2026-02-28', now), { ok: true, value: '2026-02-28' });
  assert.equal(checkBirthday('2026-03-01', now).ok, false);
  for (const bad of ['2025-02-29', '1990-13-01', '1899-12-31', '12-05-1990', '1990-5-1']) {
    assert.equal(checkBirthday(bad, now).ok, false, bad);
  }
});

test('link validity is described in whole Spanish units', () => {
  assert.equal(describeDuration(3600), '1 hora');
  assert.equal(describeDuration(86_400), '24 horas');
  assert.equal(describeDuration(3 * 86_400), '3 días');
  assert.equal(describeDuration(1800), '30 minutos');
  assert.equal(describeDuration(90), '90 segundos');
});
