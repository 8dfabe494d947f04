import { EMAIL_PATTERN, isValidEmail } from './email';

const label = (length: number) => 'a'.repeat(length);

describe('isValidEmail', () => {
  it.each([
    'cliente@delcampo.mx',
    'Ana.Maria_Lopez-2@correo.com.mx',
    'x@a.b',
    'user@sub-domain.example.org',
    `user@${label(63)}.com`,
    '1234@9.mx',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'cliente.delcampo.mx'],
    ['no dotted domain', 'cliente@localhost'],
    ['two @', 'a@b@c.mx'],
    ['space', 'ana maria@correo.mx'],
    ['plus sign in the local part', 'ana+shop@correo.mx'],
    ['label of 64 characters', `user@${label(64)}.com`],
    ['label starting with a hyphen', 'user@-correo.mx'],
    ['label ending with a hyphen', 'user@correo-.mx'],
    ['empty label', 'user@correo..mx'],
    ['trailing dot', 'user@correo.mx.'],
    ['nothing before @', '@correo.mx'],
    ['accented domain', 'user@campiña.mx'],
  ])('refuses %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('exports the same rule as a pattern for form rules', () => {
    expect(EMAIL_PATTERN.test('cliente@delcampo.mx')).toBe(true);
    expect(EMAIL_PATTERN.test('cliente@delcampo')).toBe(false);
  });
});
