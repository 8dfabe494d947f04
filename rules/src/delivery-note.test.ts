import { CHECKOUT_LIMITS, RULE_MESSAGES, checkWith, deliveryNoteSchema } from './index.js';

const max = CHECKOUT_LIMITS.deliveryNoteMax;
const tooLong = RULE_MESSAGES.checkout.deliveryNoteTooLong(max);

describe("the customer's delivery note (issue 29)", () => {
  it.each([undefined, null, '', '   ', '\n\t '])('%j is no note (null)', (typed) => {
    expect(checkWith(deliveryNoteSchema, typed)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['Tocar el timbre', 'Tocar el timbre'],
    ['  Dejar con el portero  ', 'Dejar con el portero'],
    ['Tocar el timbre\r\n\r\ny dejar   con el portero', 'Tocar el timbre y dejar con el portero'],
    ['Casa <b>azul</b> & "reja"', 'Casa <b>azul</b> & "reja"'],
    ['sin\u0000nulos\u0007', 'sin nulos'],
  ])('%j is kept as one line of plain text: %j', (typed, kept) => {
    expect(checkWith(deliveryNoteSchema, typed)).toEqual({ ok: true, value: kept });
  });

  it('counts the characters once trimmed: 200 fit, 201 are refused in Spanish', () => {
    expect(checkWith(deliveryNoteSchema, ` ${'ñ'.repeat(max)} `)).toEqual({ ok: true, value: 'ñ'.repeat(max) });
    expect(checkWith(deliveryNoteSchema, 'a'.repeat(max + 1))).toMatchObject({ ok: false, message: tooLong });
    expect(tooLong).toBe('Las notas para la entrega admiten como máximo 200 caracteres.');
  });

  it('a value that is not text is refused with the same message', () => {
    expect(checkWith(deliveryNoteSchema, 42)).toMatchObject({ ok: false, message: tooLong });
  });
});
