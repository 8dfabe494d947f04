import { CONTACT_LIMITS, contactMessageSchema, emailSchema } from 'rules';
import { checkOf } from './check-of';

describe('checkOf: a plain field check from a rules schema', () => {
  it("answers the API's message without its final period, and nothing for a good value", () => {
    const email = checkOf(emailSchema);
    expect(email('')).toBe('El correo electrónico es obligatorio');
    expect(email('lucia@@example')).toBe('El formato del email no es corecto');
    expect(email('lucia@example.com')).toBeUndefined();
  });

  it('checks the value the API would receive when toInput reshapes it', () => {
    const name = checkOf(contactMessageSchema.entries.name, (value) => String(value ?? '').trim());
    expect(name('   ')).toBe('El nombre es obligatorio');
    expect(name('x'.repeat(CONTACT_LIMITS.nameMax))).toBeUndefined();
  });
});
