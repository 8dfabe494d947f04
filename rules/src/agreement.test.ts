// Issue 19: one table of good and bad inputs, fed to the API's input checks (the functions its
// resolvers call) and to the forms' antd rules (shared's ruleOf over the same field schemas, as the
// contact, register, checkout and product forms build them): both accept the same values and say
// the same thing, the form without the final period of the API's sentence.
import type { RuleObject } from 'antd/es/form';
import { checkRegistration } from '../../api/src/modules/accounts/account-input';
import { checkContactMessage } from '../../api/src/modules/contact/contact-input';
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
