import { RULE_MESSAGES, checkWith, phoneSchema } from './index.js';

const text = RULE_MESSAGES.checkout;

describe('the contact phone of an order', () => {
  it.each([
    ['3312345678', '3312345678'],
    [' 33 1234 5678 ', '3312345678'],
    ['(33) 1234-5678', '3312345678'],
    ['+52 33 1234 5678', '3312345678'],
    ['+52 (55) 1234-5678', '5512345678'],
    ['52 3312345678', '3312345678'],
    // Ten digits that start with 52 are the number itself, not a country code.
    ['5233123456', '5233123456'],
  ])('%j is kept as its 10 digits %s', (typed, digits) => {
    expect(checkWith(phoneSchema, typed)).toEqual({ ok: true, value: digits });
  });

  it.each([undefined, null, '', '   '])('%j is refused as missing', (typed) => {
    expect(checkWith(phoneSchema, typed)).toEqual({
      ok: false,
      field: '',
      message: text.required('Teléfono de contacto'),
    });
  });

  it.each([
    '331234567',
    '33123456789',
    '+1 3312345678',
    '+3312345678',
    '33.1234.5678',
    '33 1234 567x',
    '52+3312345678',
    7,
  ])('%j is refused with the format and an example', (typed) => {
    expect(checkWith(phoneSchema, typed)).toEqual({ ok: false, field: '', message: text.phoneFormat });
  });

  it('a text longer than any way of writing a phone is refused, however few digits it holds', () => {
    expect(checkWith(phoneSchema, `33 ${' '.repeat(30)}1234 5678`)).toEqual({
      ok: false,
      field: '',
      message: text.phoneFormat,
    });
  });
});
