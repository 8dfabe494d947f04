import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('quotes the spec verbatim, typos included', () => {
    expect(MESSAGES.cart.empty).toBe(
      'El carrito está vacio. Usa la opción "agregar" en los productos, para añadirlos al carrito.',
    );
    expect(MESSAGES.validation.emailFormat).toBe('El formato del email no es corecto');
    expect(MESSAGES.sessionEndedTitle).toBe('El tiempo de la sesión ha terminado');
    expect(MESSAGES.busy.loading).toBe('Cargando datos / Espera un momento...');
    expect(MESSAGES.logoutConfirm).toBe('Si, cerrar');
  });

  it('states the minimum password length of the spec', () => {
    expect(MESSAGES.validation.passwordMin).toContain('6');
  });

  it('has no empty text anywhere', () => {
    const texts = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as object).flatMap(texts);
    expect(texts(MESSAGES).every((text) => text.trim().length > 0)).toBe(true);
  });
});

// Issue 17 item 18: one rule for the final punctuation where the spec does not quote the text.
describe('final punctuation', () => {
  const texts = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : typeof node === 'object' && node ? Object.values(node).flatMap(texts) : [];

  it("a field's error or hint ends without a period, like the spec's field errors ('El nombre es obligatorio')", () => {
    const { contact, checkout, adminCategories: categories, adminProducts: products } = MESSAGES;
    const fieldTexts = [
      ...texts(MESSAGES.validation),
      contact.nameTooShort,
      contact.nameTooLong,
      contact.messageRequired,
      contact.messageTooShort,
      contact.messageTooLong,
      contact.messageHint,
      checkout.required('Ciudad'),
      checkout.minLength('Ciudad', 2),
      checkout.zipFormat,
      checkout.cardNumberFormat,
      checkout.expiryFormat,
      checkout.expiryPast,
      checkout.cvcFormat,
      categories.nameTooLong(80),
      categories.orderRange(999),
      products.nameTooLong(120),
      products.nameNoLetters,
      products.descriptionTooLong(2000),
      products.unitRequired,
      products.categoryRequired,
      products.priceRequired,
      products.priceNegative,
      products.priceTooHigh('100,000.00'),
      products.priceDecimals,
      products.discountRange(90),
      products.stockNegative,
      products.stockRange(100000),
      products.maxPerOrderRange(100),
      products.imageHint(2),
    ];
    expect(fieldTexts.filter((text) => /\.$/.test(text))).toEqual([]);
  });

  it('a text of two sentences or more ends with its stop', () => {
    const unfinished = texts(MESSAGES).filter((text) => /[.?!:] [A-ZÁÉÍÓÚÑ¿¡]/.test(text) && !/[.?!…]$/.test(text));
    expect(unfinished).toEqual([]);
  });
});
