import {
  ACCOUNT_LIMITS,
  RULE_MESSAGES,
  addressSchema,
  cardSchema,
  categorySchema,
  checkWith,
  contactMessageSchema,
  linesSchema,
  productSchema,
  registrationSchema,
  templateWindowSchema,
  newZoneSchema,
} from './index.js';

const text = RULE_MESSAGES;
const juneFirst2026 = () => new Date('2026-06-01T18:00:00Z');
const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 30, cvc: ' 123 ' };
const goodAddress = {
  country: 'México',
  street1: 'Av. Juárez 10',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip: '44160',
};

describe('checkWith answers the first problem, field by field in form order', () => {
  it('register: a blank name is refused before a bad e-mail, with the spec wording', () => {
    const checked = checkWith(registrationSchema(), { name: ' \u200b ', lastname: 'P', email: 'x', password: '' });
    expect(checked).toEqual({ ok: false, field: 'name', message: text.account.nameRequired });
  });

  it('register: cleans what it accepts (visible name, lower-cased e-mail, blank birthday as null)', () => {
    const input = {
      name: ' Ana  María ',
      lastname: 'Pérez',
      email: ' Ana@Correo.MX ',
      password: 'secreto',
      birthday: ' ',
    };
    expect(checkWith(registrationSchema(), input)).toEqual({
      ok: true,
      value: { name: 'Ana María', lastname: 'Pérez', email: 'ana@correo.mx', password: 'secreto', birthday: null },
    });
  });

  it('register: passwords shorter than the minimum and future birthdays are refused', () => {
    const base = { name: 'Ana', lastname: 'Pérez', email: 'ana@correo.mx' };
    const short = checkWith(registrationSchema(), { ...base, password: '12345' });
    expect(short).toMatchObject({
      field: 'password',
      message: text.account.passwordTooShort(ACCOUNT_LIMITS.passwordMin),
    });
    const future = checkWith(registrationSchema(juneFirst2026), {
      ...base,
      password: 'secreto',
      birthday: '2026-06-02',
    });
    expect(future).toMatchObject({ field: 'birthday', message: text.account.birthdayFuture });
    const notADay = checkWith(registrationSchema(juneFirst2026), {
      ...base,
      password: 'secreto',
      birthday: '2025-02-30',
    });
    expect(notADay).toMatchObject({ field: 'birthday', message: text.account.birthdayFormat });
  });

  it('contact: a message of 9 characters is too short', () => {
    const checked = checkWith(contactMessageSchema, { name: 'Ana', email: 'ana@correo.mx', message: ' 123456789 ' });
    expect(checked).toMatchObject({ ok: false, field: 'message', message: text.contact.messageTooShort(10) });
  });

  it('address: the zip of Mexico is 5 digits; other countries take free text', () => {
    expect(checkWith(addressSchema, { ...goodAddress, zip: '4416' })).toMatchObject({
      field: 'zip',
      message: text.checkout.zipFormat,
    });
    expect(checkWith(addressSchema, { ...goodAddress, country: 'Chile', zip: '8320000' }).ok).toBe(true);
    expect(checkWith(addressSchema, { ...goodAddress, street1: 'Av 1' })).toMatchObject({
      field: 'street1',
      message: text.checkout.minLength(text.checkout.field.street1, 5),
    });
  });

  it('card: a past expiry answers before a bad CVC; a good card comes back clean', () => {
    const past = checkWith(cardSchema(juneFirst2026), { ...goodCard, expMonth: 5, expYear: 2026, cvc: '1' });
    expect(past).toMatchObject({ field: 'expYear', message: text.checkout.expiryPast });
    expect(checkWith(cardSchema(juneFirst2026), { ...goodCard, expMonth: 6, expYear: 26 })).toEqual({
      ok: true,
      value: { number: '4242424242424242', expMonth: 6, expYear: 2026, cvc: '123' },
    });
  });

  it('lines: a repeated product is named by its index, before its quantity', () => {
    const id = '0b9f6a36-3a7e-4a8f-9d36-6f1f0c4c2a11';
    const checked = checkWith(linesSchema, [
      { productId: id, quantity: 1 },
      { productId: id.toUpperCase(), quantity: 0 },
    ]);
    expect(checked).toEqual({ ok: false, field: '[1].productId', message: text.checkout.duplicateLine });
    expect(checkWith(linesSchema, [])).toMatchObject({ message: text.checkout.emptyCart });
  });

  it('category and product: ranges and the price in centavos', () => {
    expect(checkWith(categorySchema, { name: 'Frutas', order: null, imageNum: 1 })).toMatchObject({
      message: text.categories.orderRequired,
    });
    const product = {
      name: 'Mango',
      description: '',
      unit: 'kg',
      categoryId: '0b9f6a36-3a7e-4a8f-9d36-6f1f0c4c2a11',
      basePrice: 19.99,
      discountPercentage: 0,
      stock: -1,
      maxPerOrder: 5,
    };
    expect(checkWith(productSchema, product)).toMatchObject({ field: 'stock', message: text.products.stockNegative });
    expect(checkWith(productSchema, { ...product, stock: 3 })).toMatchObject({ ok: true, value: { basePrice: 1999 } });
    expect(checkWith(productSchema, { ...product, basePrice: 19.999 })).toMatchObject({
      message: text.products.priceDecimals,
    });
  });

  it('delivery template: the start must come before the end', () => {
    const checked = checkWith(templateWindowSchema, {
      weekday: 1,
      startMinute: '10:00',
      endMinute: '09:00',
      capacity: 5,
    });
    expect(checked).toMatchObject({ ok: false, message: text.deliveryTemplate.order });
  });

  it('delivery zone: pesos become centavos, ranges come sorted, and a crossing names both ranges', () => {
    const zone = {
      name: ' Zapopan  norte ',
      fee: 49.5,
      freeShippingFrom: undefined,
      cutoffDaysBefore: 0,
      cutoffTime: '18:30',
      postalRanges: [
        { first: '47150', last: '47199' },
        { first: ' 47100', last: '47120 ' },
      ],
    };
    expect(checkWith(newZoneSchema, zone)).toEqual({
      ok: true,
      value: {
        name: 'Zapopan norte',
        fee: 4950,
        freeShippingFrom: null,
        minimumOrder: 0,
        cutoffDaysBefore: 0,
        cutoffTime: 1110,
        postalRanges: [
          { firstCode: 47100, lastCode: 47120 },
          { firstCode: 47150, lastCode: 47199 },
        ],
      },
    });
    const crossing = { ...zone, postalRanges: [...zone.postalRanges, { first: '47110', last: '47160' }] };
    expect(checkWith(newZoneSchema, crossing)).toEqual({
      ok: false,
      field: 'postalRanges',
      message: text.deliveryZone.rangesOverlap('47100 a 47120', '47110 a 47160'),
    });
  });
});
