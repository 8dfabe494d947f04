// Issue 19: one table of good and bad inputs, fed to the API's input checks (the functions its
// resolvers call) and to the forms' antd rules (shared's ruleOf over the same field schemas, as the
// contact, register, checkout and product forms build them): both accept the same values and say
// the same thing, the form without the final period of the API's sentence.
import type { RuleObject } from 'antd/es/form';
import { checkRegistration } from '../../api/src/modules/accounts/account-input';
import { checkContactMessage } from '../../api/src/modules/contact/contact-input';
import { checkDayExceptionInput } from '../../api/src/modules/delivery/exception-input';
import { checkTemplateInput } from '../../api/src/modules/delivery/template-input';
import { checkNewZoneInput } from '../../api/src/modules/delivery/zone-input';
import { checkPlaceOrderInput } from '../../api/src/modules/orders/order-input';
import { checkProductInput } from '../../api/src/modules/products/product-input';
import { fieldMessage, ruleOf } from '../../shared/src/validation/rule-of';
import {
  addressSchema,
  contactMessageSchema,
  emailSchema,
  newPasswordSchema,
  phoneSchema,
  productSchema,
} from './index.js';
import { dayExceptionSchema, templateWindowFields, zoneNameSchema, zoneSettingsSchema } from './delivery.js';
import type { Schema } from './check.js';

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
  ...(['fee', 'freeShippingFrom', 'cutoffDaysBefore', 'cutoffTime', 'postalRanges'] as const).map((field) => ({
    form: 'zona',
    field,
    schema: zoneSettingsSchema.entries[field],
    values: {
      fee: [null, -1, 0, 49, 49.5, 49.999, 10_000, 10_000.01],
      freeShippingFrom: [null, 0, 500.5, -0.5, 1_000_000, 1_000_000.01, 0.001],
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
  })),
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

  it('the table holds refusals and acceptances of every form', async () => {
    const answers = await Promise.all(TABLE.flatMap((row) => row.values.map((value) => formAnswer(row.schema, value))));
    expect(answers.filter((answer) => answer === null).length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer !== null).length).toBeGreaterThan(30);
  });
});
