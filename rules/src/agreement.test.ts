// Issue 19: one table of good and bad inputs, fed to the API's input checks (the functions its
// resolvers call) and to the forms' antd rules (shared's ruleOf over the same field schemas, as the
// contact, register, checkout and product forms build them): both accept the same values and say
// the same thing, the form without the final period of the API's sentence.
import type { RuleObject } from 'antd/es/form';
import { checkQuickUser, checkRegistration } from '../../api/src/modules/accounts/account-input';
import { checkCategoryInput } from '../../api/src/modules/categories/category-input';
import { GLOBAL_SKIP_FLAG } from '../../shared/src/constants/spec-constants';
import { checkContactMessage } from '../../api/src/modules/contact/contact-input';
import { checkDayExceptionInput } from '../../api/src/modules/delivery/exception-input';
import { checkTemplateInput } from '../../api/src/modules/delivery/template-input';
import { checkNewZoneInput } from '../../api/src/modules/delivery/zone-input';
import { checkPlaceOrderInput } from '../../api/src/modules/orders/order-input';
import { checkProductInput } from '../../api/src/modules/products/product-input';
import { fieldMessage } from '../../shared/src/validation/field-message';
import { ruleOf } from '../../shared/src/validation/rule-of';
import {
  addressSchema,
  contactMessageSchema,
  deliveryNoteSchema,
  emailSchema,
  newPasswordSchema,
  phoneSchema,
  productSchema,
  RULE_MESSAGES,
} from './index.js';
import { dayExceptionSchema, templateWindowFields, zoneNameSchema, zoneSettingsSchema } from './delivery.js';
import type { Schema } from './check.js';
import {
  birthdaySchema,
  cardNumberDigits,
  cardNumberSchema,
  categorySchema,
  cvcSchema,
  emailGivenSchema,
  expiryTextSchema,
  quickUserSchema,
  readExpiry,
  registrationSchema,
  shopDay,
  shopMonth,
  zipSchema,
} from './index.js';

type ApiAnswer = { ok: true } | { ok: false; message: string; field?: string };

/** What the form says for `value`: null when the rule passes, else its error. */
async function formAnswer(schema: Schema, value: unknown): Promise<string | null> {
  const rule = ruleOf(schema) as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** What the API says about one field: null when it accepts it (or refuses another field). */
function apiAnswer(answer: ApiAnswer, field: string): string | null {
  if (answer.ok) return null;
  if (answer.field !== undefined && answer.field !== field) return null;
  return fieldMessage(answer.message);
}

const long = (length: number) => 'a'.repeat(length);
const contact = { name: 'Ana López', email: 'ana@correo.mx', message: 'Hola, ¿entregan en Zapopan?' };
const person = { name: 'Ana', lastname: 'López', email: 'ana@correo.mx', password: 'secreto', birthday: null };
const address = {
  country: 'México',
  street1: 'Av. Juárez 10',
  street2: null,
  city: 'Guadalajara',
  state: 'Jalisco',
  zip: '44160',
};
const order = {
  idempotencyKey: '6f1f0c4c-3a7e-4a8f-9d36-0b9f6a362a11',
  lines: [{ productId: '0b9f6a36-3a7e-4a8f-9d36-6f1f0c4c2a11', quantity: 1 }],
  address,
  card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  phone: '33 1234 5678',
};
const product = {
  id: null,
  name: 'Mango ataúlfo',
  description: 'Dulce',
  unit: 'kg',
  categoryId: '0b9f6a36-3a7e-4a8f-9d36-6f1f0c4c2a11',
  basePrice: 19.99,
  discountPercentage: 0,
  stock: 10,
  maxPerOrder: 5,
  isActive: true,
};

// The admin's delivery forms (issue 18): a zone, a window of the weekly template, a special day.
const zone = {
  name: 'Zapopan norte',
  fee: 49,
  freeShippingFrom: 500,
  cutoffDaysBefore: 1,
  cutoffTime: '20:00',
  postalRanges: [{ first: '47100', last: '47199' }],
};
const window = {
  zoneId: '0b9f6a36-3a7e-4a8f-9d36-6f1f0c4c2a11',
  weekday: 1,
  start: '00:00',
  end: '24:00',
  capacity: 10,
};
const TODAY = '2026-11-24';
const day = { zoneId: window.zoneId, date: '2026-12-01', closed: false, extraCapacity: 5, note: null };
const range = (first: string, last: string = first) => ({ first, last });
const manyRanges = Array.from({ length: 201 }, (_, index) => range(String(10000 + index)));

/** A card's expiry as the checkout's field holds it, `months` from the shop's current month. */
function expiryIn(months: number): string {
  const { year, month } = shopMonth(new Date());
  const index = year * 12 + month - 1 + months;
  return `${String((index % 12) + 1).padStart(2, '0')}/${String(Math.floor(index / 12) % 100).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const names = ['name', 'lastname'] as const;
// Issue 28 item 8: what shows nothing (combining marks alone, Hangul fillers, the braille blank,
// the combining grapheme joiner) is no name; a name needs a letter; composed and decomposed agree.
const INVISIBLE_NAMES = [
  '\u0301\u0301\u0301',
  '\u3164',
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u2800',
  '\u034f',
  ' \u3164\u2800 ',
];
const LETTERLESS_NAMES = ['123', '-.-', '1\u0301'];
const nameValues = [
  undefined,
  '',
  '   ',
  '\u200b',
  ...INVISIBLE_NAMES,
  ...LETTERLESS_NAMES,
  'A',
  ' Ana ',
  'Jose\u0301',
  '\u3164Ana\u2800',
  long(100),
  long(101),
];

/** The checkout's postal code and card, the register's names and birthday, the admin's category and quick-user dialogs. */
function checkoutAccountAndAdminRows(): Row[] {
  const category = { id: null, name: 'Frutas', order: 1, imageNum: 1, isActive: true };
  const quickUser = { name: 'Ana', lastname: 'López', email: 'ana@correo.mx' };
  const placeWithCard = (card: Partial<typeof order.card>) =>
    checkPlaceOrderInput({ ...order, card: { ...order.card, ...card } });
  return [
    ...names.map((field) => ({
      form: 'registro',
      field,
      schema: registrationSchema().entries[field],
      values: nameValues,
      api: (value: unknown) => checkRegistration({ ...person, [field]: value ?? '' }),
    })),
    {
      form: 'registro',
      field: 'birthday',
      schema: birthdaySchema(),
      values: [
        undefined,
        '',
        '2000-01-01',
        ' 2000-01-01 ',
        '2000-02-30',
        '1899-12-31',
        '1900-01-01',
        '2000-1-1',
        '01/01/2000',
        shopDay(new Date()),
        shopDay(new Date(Date.now() + 2 * DAY_MS)),
      ],
      // The register page sends `birthday || null`.
      api: (value) => checkRegistration({ ...person, birthday: (value as string) || null }),
    },
    ...['México', 'USA'].map((country) => ({
      form: `pago (${country})`,
      field: 'zip',
      schema: zipSchema(country),
      apiField: 'address.zip',
      values: [undefined, '', '  ', '4416', '44160', ' 44160 ', '4416a', '123456', long(12), long(13)],
      api: (value: unknown) =>
        checkPlaceOrderInput({ ...order, address: { ...address, country, zip: (value as string) ?? '' } }),
    })),
    {
      form: 'pago',
      field: 'cardNumber',
      schema: cardNumberSchema,
      apiField: 'card.number',
      values: [
        undefined,
        '',
        '   ',
        '4242',
        '4242 4242 4242 4242',
        '4242-4242-4242-4242',
        '4'.repeat(13),
        '4'.repeat(19),
        '4'.repeat(20),
        'abcd efgh ijkl mnop',
      ],
      // The checkout sends the number without its spaces (toPlaceOrderInput).
      api: (value) => placeWithCard({ number: cardNumberDigits((value as string) ?? '') }),
    },
    {
      form: 'pago',
      field: 'cvc',
      schema: cvcSchema,
      apiField: 'card.cvc',
      values: [undefined, '', '  ', '12', '123', ' 123 ', '1234', 'abc'],
      api: (value) => placeWithCard({ cvc: ((value as string) ?? '').trim() }),
    },
    {
      form: 'pago',
      field: 'expiry',
      schema: expiryTextSchema(),
      apiField: 'card.expYear',
      // Texts the field reads as a month and a year (the others never reach the API: see below).
      values: ['12/99', '12/2099', '01/20', ' 1 / 2020 ', expiryIn(0), expiryIn(1), expiryIn(-1), expiryIn(-13)],
      api: (value) => placeWithCard(readExpiry(value as string) ?? {}),
    },
    ...(['name', 'order', 'imageNum'] as const).map((field) => ({
      form: 'categoría',
      field,
      schema: categorySchema.entries[field],
      values:
        field === 'name'
          ? [undefined, '', '  ', '---', 'Uva', ` ${long(60)} `, long(61)]
          : [undefined, null, -1, 0, 1, 2.5, 8, 9, 9999, 10_000, '3'],
      api: (value: unknown) => checkCategoryInput({ ...category, [field]: value } as never),
    })),
    ...(['name', 'lastname', 'email'] as const).map((field) => ({
      form: 'usuario rápido',
      field,
      // Spec: the dialog skips the e-mail's format while the global skip flag is on (the API does not).
      schema: field === 'email' && GLOBAL_SKIP_FLAG ? emailGivenSchema : quickUserSchema.entries[field],
      values: field === 'email' ? [undefined, '', '   ', 'ana@correo.mx', ' Ana@Correo.MX '] : nameValues,
      api: (value: unknown) => checkQuickUser({ ...quickUser, [field]: value ?? '' }),
    })),
  ];
}

interface Row {
  form: string;
  field: string;
  schema: Schema;
  values: unknown[];
  api: (value: unknown) => ApiAnswer;
  /** The field's name in the API's answer, when it names one. */
  apiField?: string;
}

const TABLE: Row[] = [
  ...(['name', 'email', 'message'] as const).map((field) => ({
    form: 'contacto',
    field,
    schema: contactMessageSchema.entries[field],
    values: [
      undefined,
      '',
      '   ',
      ...INVISIBLE_NAMES,
      ...LETTERLESS_NAMES,
      'A',
      ' Ana ',
      long(80),
      long(81),
      'ana@correo',
      'Ana@Correo.MX',
      long(9),
      long(2001),
    ],
    api: (value: unknown) => checkContactMessage({ ...contact, [field]: value ?? '' }),
  })),
  {
    form: 'registro',
    field: 'email',
    schema: emailSchema,
    values: [undefined, '', 'ana', 'ana+x@correo.mx', 'ana@-correo.mx', ` ${long(250)}@b.mx`, 'ANA@correo.mx'],
    api: (value) => checkRegistration({ ...person, email: (value as string) ?? '' }),
  },
  {
    form: 'registro',
    field: 'password',
    schema: newPasswordSchema,
    values: [undefined, '', '12345', '123456', long(1024), long(1025)],
    api: (value) => checkRegistration({ ...person, password: (value as string) ?? '' }),
  },
  ...(['country', 'street1', 'city', 'state'] as const).map((field) => ({
    form: 'pago',
    field,
    schema: addressSchema.entries[field],
    apiField: `address.${field}`,
    values: [undefined, '', '  ', 'M', 'Mx', 'Av 1', ' Av. 1 ', long(200), long(201)],
    api: (value: unknown) => checkPlaceOrderInput({ ...order, address: { ...address, [field]: value ?? '' } }),
  })),
  {
    form: 'pago',
    field: 'phone',
    schema: phoneSchema,
    values: [
      undefined,
      null,
      '',
      '   ',
      '3312345678',
      ' 33 1234 5678 ',
      '(33) 1234-5678',
      '+52 33 1234 5678',
      '52 3312345678',
      '5233123456',
      '331234567',
      '33123456789',
      '+1 3312345678',
      '33.1234.5678',
      'tel. 3312345678',
      `33 1234 5678${' '.repeat(20)}0`,
    ],
    api: (value: unknown) => checkPlaceOrderInput({ ...order, phone: value as string | null }),
  },
  {
    form: 'pago',
    field: 'deliveryNote',
    schema: deliveryNoteSchema,
    values: [
      undefined,
      null,
      '',
      '  \n ',
      'Tocar el timbre',
      ' Tocar el timbre\n\ny dejar con el portero ',
      long(200),
      ` ${long(200)} `,
      long(201),
      `${long(100)}\n\n${long(100)}`,
      `${long(150)} ${long(150)}`,
    ],
    api: (value: unknown) => checkPlaceOrderInput({ ...order, deliveryNote: value as string | null }),
  },
  ...(['name', 'description', 'basePrice', 'discountPercentage', 'stock', 'maxPerOrder'] as const).map((field) => ({
    form: 'producto',
    field,
    schema: productSchema.entries[field],
    values:
      field === 'name' || field === 'description'
        ? ['  ', '---', 'Uva', long(80), long(81), long(1001)]
        : [-1, -0.01, 0, 0.305, 0.1 + 0.2, 1, 12.5, 100, 101, 999, 1000, 99_999, 99_999.99, 100_000],
    api: (value: unknown) => checkProductInput({ ...product, [field]: value }),
  })),
  {
    form: 'zona',
    field: 'name',
    schema: zoneNameSchema,
    values: [undefined, '', '   ', '¡!', ' Zapopan  norte ', long(60), long(61)],
    api: (value) => checkNewZoneInput({ ...zone, name: (value as string) ?? '' }),
  },
  ...(['fee', 'freeShippingFrom', 'minimumOrder', 'cutoffDaysBefore', 'cutoffTime', 'postalRanges'] as const).map(
    (field) => ({
      form: 'zona',
      field,
      schema: zoneSettingsSchema.entries[field],
      values: {
        fee: [null, -1, 0, 49, 49.5, 49.999, 10_000, 10_000.01],
        freeShippingFrom: [null, 0, 500.5, -0.5, 1_000_000, 1_000_000.01, 0.001],
        minimumOrder: [null, 0, 150, 150.5, -1, 10_000, 10_000.01, 0.001],
        cutoffDaysBefore: [null, -1, 0, 6, 7, 1.5],
        cutoffTime: ['', '20:00', '0:00', '23:59', '24:00', ' 08:30 ', '8.30'],
        postalRanges: [
          [],
          [range('44100', '44990')],
          [range('4410', '44990')],
          [range('44990', '44100')],
          [range('44100', '44200'), range('44150')],
          [range('44300'), range('44100', '44200')],
          manyRanges,
        ],
      }[field],
      api: (value: unknown) => checkNewZoneInput({ ...zone, [field]: value } as typeof zone),
    }),
  ),
  ...(['startMinute', 'endMinute', 'capacity'] as const).map((field) => ({
    form: 'horario',
    field,
    schema: templateWindowFields[field],
    values: {
      startMinute: [undefined, '', '0:00', '09:00', '23:59', '25:00', '12:60', 'nueve', ' 10:30 '],
      endMinute: [undefined, '', '00:01', '12:00', '24:00', '24:01', 'mediodía'],
      capacity: [null, -1, 0, 10, 10_000, 10_001, 2.5],
    }[field],
    api: (value: unknown) => {
      const input = { startMinute: 'start', endMinute: 'end', capacity: 'capacity' }[field];
      return checkTemplateInput({ ...window, [input]: value } as typeof window);
    },
  })),
  ...(['date', 'extraCapacity', 'note'] as const).map((field) => ({
    form: 'día especial',
    field,
    schema: dayExceptionSchema(TODAY).entries[field],
    values: {
      date: [undefined, '', '2026-11-23', TODAY, ' 2026-11-30 ', '2027-02-30', '24/11/2026'],
      extraCapacity: [null, 0, 5, -1, 10_000, 10_001, 1.5],
      note: [null, '', ' Inventario ', long(200), long(201)],
    }[field],
    api: (value: unknown) => checkDayExceptionInput({ ...day, [field]: value } as typeof day, TODAY),
  })),
  ...checkoutAccountAndAdminRows(),
];

describe('the API and the forms agree, message for message', () => {
  for (const row of TABLE) {
    it(`${row.form} › ${row.field}`, async () => {
      for (const value of row.values) {
        const api = apiAnswer(row.api(value), row.apiField ?? row.field);
        const form = await formAnswer(row.schema, value);
        expect({ value, form }).toEqual({ value, form: api });
      }
    });
  }

  it('pago › expiry: a text that is not a month and a year is refused before the API is asked', async () => {
    const schema = expiryTextSchema();
    const required = fieldMessage(RULE_MESSAGES.checkout.required(RULE_MESSAGES.checkout.field.cardExpiry));
    expect(await formAnswer(schema, '')).toBe(required);
    expect(await formAnswer(schema, undefined)).toBe(required);
    for (const typed of ['13/30', '00/30', '1230', 'ab/cd', '12/3', '12/2300']) {
      expect({ typed, read: readExpiry(typed), form: await formAnswer(schema, typed) }).toEqual({
        typed,
        read: null,
        form: RULE_MESSAGES.checkout.expiryFormat,
      });
    }
  });

  it('names: nothing visible is no name, a name needs a letter, form and API alike (issue 28 item 8)', async () => {
    const { account } = RULE_MESSAGES;
    const answers = (value: string) => ({
      registro: apiAnswer(checkRegistration({ ...person, name: value }), 'name'),
      registroApellido: apiAnswer(checkRegistration({ ...person, lastname: value }), 'lastname'),
      usuarioRapido: apiAnswer(checkQuickUser({ name: value, lastname: 'López', email: 'ana@correo.mx' }), 'name'),
      contacto: apiAnswer(checkContactMessage({ ...contact, name: value }), 'name'),
    });
    const same = (message: string, lastname: string) => ({
      registro: fieldMessage(message),
      registroApellido: fieldMessage(lastname),
      usuarioRapido: fieldMessage(message),
      contacto: fieldMessage(message),
    });
    for (const value of INVISIBLE_NAMES) {
      expect({ value, answers: answers(value) }).toEqual({
        value,
        answers: same(account.nameRequired, account.lastnameRequired),
      });
      expect(await formAnswer(registrationSchema().entries.name, value)).toBe(fieldMessage(account.nameRequired));
    }
    for (const value of LETTERLESS_NAMES) {
      expect({ value, answers: answers(value) }).toEqual({
        value,
        answers: same(account.nameNoLetter, account.lastnameNoLetter),
      });
      expect(await formAnswer(contactMessageSchema.entries.name, value)).toBe(fieldMessage(account.nameNoLetter));
    }
    const accepted = checkRegistration({ ...person, name: '\u3164Jose\u0301\u2800', lastname: 'Pe\u0301rez\u034f' });
    expect(accepted).toEqual(expect.objectContaining({ ok: true }));
    const { name, lastname } = (accepted as { value: { name: string; lastname: string } }).value;
    expect([name, lastname]).toEqual(['José'.normalize('NFC'), 'Pérez'.normalize('NFC')]);
  });

  it('the table holds refusals and acceptances of every form', async () => {
    const answers = await Promise.all(TABLE.flatMap((row) => row.values.map((value) => formAnswer(row.schema, value))));
    expect(answers.filter((answer) => answer === null).length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer !== null).length).toBeGreaterThan(30);
  });
});
