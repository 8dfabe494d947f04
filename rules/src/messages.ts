// The Spanish answers to a bad input, in one place: the API sends them as they are, the forms show
// them without the final period (fieldMessage in shared). Strings quoted by the spec are verbatim,
// typos included ('corecto').

const nameRequired = 'El nombre es obligatorio';
const nameTooLong = (max: number) => `El nombre admite como máximo ${max} caracteres.`;
const nameNoLetters = 'El nombre debe tener al menos una letra o un número.';
const allowedFields = (allowed: string[]) => `Campos permitidos: ${allowed.join(', ')}.`;

export const RULE_MESSAGES = {
  account: {
    // The first four are the spec's wording (section 5), typo included.
    nameRequired,
    lastnameRequired: 'El apellido es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailFormat: 'El formato del email no es corecto',
    nameTooLong,
    lastnameTooLong: (max: number) => `El apellido admite como máximo ${max} caracteres.`,
    nameNoLetter: 'El nombre debe tener al menos una letra.',
    lastnameNoLetter: 'El apellido debe tener al menos una letra.',
    passwordRequired: 'La contraseña es obligatoria',
    passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres`,
    passwordTooLong: (max: number) => `La contraseña admite como máximo ${max} caracteres.`,
    birthdayFormat: 'La fecha de nacimiento debe ser una fecha válida con el formato AAAA-MM-DD.',
    birthdayFuture: 'La fecha de nacimiento no puede ser futura',
  },
  // The contact form; name, e-mail required and e-mail format are the `account` texts.
  contact: {
    nameTooShort: (min: number) => `El nombre debe tener al menos ${min} caracteres.`,
    messageRequired: 'El mensaje es obligatorio',
    messageTooShort: (min: number) => `El mensaje debe tener al menos ${min} caracteres.`,
    messageTooLong: (max: number) => `El mensaje admite como máximo ${max} caracteres.`,
  },
  page: {
    badSize: (max: number) => `El tamaño de página (nPerPage) debe ser un número entero entre 1 y ${max}.`,
    badPageNum: 'El número de página (pageNum) debe ser un entero mayor o igual a 0.',
    badCursorField: (field: string, allowed: string[]) =>
      `No se puede ordenar por "${field}". ${allowedFields(allowed)}`,
    /** The end of every refusal of a field name (sorting, filtering). */
    allowedFields,
    missingEnd: 'Para pedir la página siguiente envía endValue y endId de la página actual.',
    missingStart: 'Para pedir la página anterior envía startValue y startId de la página actual.',
    badCursorId: 'El identificador del cursor (startId o endId) no es válido.',
    badCursorDate: 'El valor del cursor (startValue o endValue) debe ser una fecha ISO 8601.',
    badCursorText: 'El valor del cursor (startValue o endValue) es demasiado largo.',
    badNameFilter: (max: number) => `El texto a buscar (nameToFilter) admite como máximo ${max} caracteres.`,
  },
  // Checkout (issue 5): the cart's lines, the delivery address and the card.
  checkout: {
    field: {
      country: 'País',
      street1: 'Calle y número',
      street2: 'Colonia, interior o referencias',
      city: 'Ciudad',
      state: 'Estado',
      zip: 'Código postal',
      cardNumber: 'Número de tarjeta',
      cardExpiry: 'Vencimiento (MM/AA)',
      cardCvc: 'CVC',
      phone: 'Teléfono de contacto',
      deliveryNote: 'Notas para la entrega (opcional)',
    },
    required: (label: string) => `${label}: este dato es obligatorio`,
    minLength: (label: string, min: number) => `${label}: escribe al menos ${min} caracteres`,
    maxLength: (label: string, max: number) => `${label}: escribe como máximo ${max} caracteres`,
    zipFormat: 'El código postal son 5 dígitos',
    cardNumberFormat: 'El número de tarjeta debe tener entre 13 y 19 dígitos',
    expiryMonth: 'El mes de vencimiento debe estar entre 1 y 12',
    expiryYear: 'Escribe el año de vencimiento con 2 o 4 dígitos',
    expiryPast: 'La tarjeta está vencida: el vencimiento no puede estar en el pasado',
    /** The form's expiry field (MM/AA) when it cannot be read as a month and a year. */
    expiryFormat: 'Escribe el vencimiento como MM/AA',
    cvcFormat: 'El CVC son 3 dígitos',
    idempotencyKey: 'La clave del pedido (idempotencyKey) debe ser un UUID.',
    emptyCart: 'Tu carrito está vacío. Agrega productos antes de tramitar el pedido.',
    tooManyLines: (max: number) => `Un pedido admite como máximo ${max} productos distintos.`,
    duplicateLine: 'Cada producto debe aparecer una sola vez en el pedido.',
    quantity: 'La cantidad debe ser un número entero mayor que cero.',
    phoneFormat: 'El teléfono son 10 dígitos, por ejemplo 33 1234 5678.',
    deliveryNoteTooLong: (max: number) => `Las notas para la entrega admiten como máximo ${max} caracteres.`,
  },
  // Admin › Categorías (issue 6). The first two are the spec's wording.
  categories: {
    nameRequired,
    orderRequired: 'El orden es obligatorio',
    nameTooLong,
    nameNoLetters,
    orderRange: (max: number) => `El orden debe ser un número entero entre 0 y ${max}.`,
    imageNumRange: (max: number) => `La imagen debe ser un número entre 1 y ${max}.`,
  },
  // Admin › Productos (issue 6): each names its field.
  products: {
    nameRequired,
    nameTooLong,
    nameNoLetters,
    descriptionTooLong: (max: number) => `La descripción admite como máximo ${max} caracteres.`,
    unitInvalid: (units: string) => `La unidad de venta debe ser ${units}.`,
    categoryRequired: 'La categoría es obligatoria.',
    categoryNotFound: 'No encontramos esa categoría. Elige una de la lista.',
    priceInvalid: 'El precio debe ser un número.',
    priceNegative: 'El precio no puede ser negativo.',
    priceTooHigh: (max: string) => `El precio no puede pasar de ${max} pesos.`,
    priceDecimals: 'El precio admite como máximo dos decimales.',
    discountRange: (max: number) => `El descuento debe ser un número entero entre 0 y ${max}.`,
    stockNegative: 'Las existencias no pueden ser negativas.',
    stockRange: (max: number) => `Las existencias deben ser un número entero entre 0 y ${max}.`,
    maxPerOrderRange: (max: number) => `El máximo por pedido debe ser un número entero entre 1 y ${max}.`,
    uploadInvalid: 'La imagen subida no es válida o ya no existe. Súbela de nuevo.',
  },
  // The admin's weekly delivery windows (issue 18).
  deliveryTemplate: {
    weekday: 'El día de la semana debe ser un número del 1 (lunes) al 7 (domingo).',
    time: 'La hora debe tener el formato HH:MM (de 00:00 a 24:00).',
    order: 'La hora de inicio debe ser anterior a la de fin.',
    capacity: (max: number) => `La capacidad debe ser un número entero entre 0 y ${max}.`,
  },
  // A date of a zone that differs from its template (issue 18).
  deliveryException: {
    date: 'La fecha debe tener el formato AAAA-MM-DD y ser de hoy en adelante.',
    extra: (max: number) => `Los lugares extra deben ser un número entero entre 0 y ${max}.`,
    noteTooLong: (max: number) => `La nota admite como máximo ${max} caracteres.`,
  },
  // The admin's delivery zones (issue 18): each names its field.
  deliveryZone: {
    nameRequired: 'El nombre de la zona es obligatorio.',
    nameTooLong,
    nameNoLetters,
    fee: (max: string) => `El costo de envío debe ser de 0 a ${max} pesos, con dos decimales como máximo.`,
    freeFrom: (max: string) =>
      `El envío gratis desde debe ser de 0 a ${max} pesos, con dos decimales como máximo, o quedar vacío.`,
    minimumOrder: (max: string) =>
      `El pedido mínimo debe ser de 0 a ${max} pesos, con dos decimales como máximo (0 o vacío: sin mínimo).`,
    cutoffDays: (max: number) => `Los días de anticipación del cierre deben ser un número entero del 0 al ${max}.`,
    cutoffTime: 'La hora de cierre debe tener el formato HH:MM (de 00:00 a 23:59).',
    noRanges: 'La zona necesita al menos un rango de códigos postales.',
    tooManyRanges: (max: number) => `Una zona admite como máximo ${max} rangos de códigos postales.`,
    rangeCode: (code: string) => `«${code}» no es un código postal: deben ser 5 dígitos, por ejemplo 44160.`,
    rangeOrder: (first: string, last: string) =>
      `El rango ${first} a ${last} está al revés: el primero debe ser el menor.`,
    rangesOverlap: (first: string, second: string) => `Los rangos ${first} y ${second} se cruzan.`,
  },
} as const;
