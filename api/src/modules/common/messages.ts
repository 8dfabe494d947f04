import { ANSWERS, RULE_MESSAGES } from 'rules';

/** Every Spanish message the API sends to people, in one place; the answers to a bad input are the rules package's. */
export const MESSAGES = {
  ok: 'Consulta realizada correctamente.',
  welcome: 'Bienvenido',
  badCredentials: 'Correo o contraseña incorrectos',
  accountDisabled: 'Tu cuenta está desactivada. Escríbenos para reactivarla.',
  sessionValid: 'La sesión es válida.',
  sessionMissing: 'No hay una sesión activa. Ingresa con tu usuario y contraseña.',
  sessionInvalid: 'La sesión no es válida. Ingresa de nuevo.',
  loggedOut: 'Cerraste tu sesión en todos tus dispositivos.',
  sessionExpired: 'La sesión ha expirado. Ingresa de nuevo.',
  adminRequired: 'Esta operación requiere una cuenta de administrador.',
  unexpectedError: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.',
  serviceUnavailable: 'El servicio no está disponible por un momento. Intenta de nuevo en unos segundos.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e intenta de nuevo.',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Intenta de nuevo.',
  nulCharacter: 'El texto enviado contiene un carácter nulo (U+0000), que no se admite.',
  invalidCharacter: 'El texto enviado contiene caracteres no válidos. Revísalo y vuelve a escribirlo.',
  tooManyLoginAttempts: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  notFound: 'No encontramos lo que buscas.',
  graphql: {
    /** A query whose text is not GraphQL (e.g. a syntax tree sent as JSON). */
    notText: 'La consulta no es texto GraphQL válido.',
    /** Over the websocket: `operationName` names no operation of the document. */
    unknownOperation: (name: string) => `El documento no tiene ninguna operación llamada "${name}".`,
    /** Over the websocket: no `operationName` and several operations, or two operations with one name. */
    ambiguousOperation:
      'El documento tiene varias operaciones: indica cuál ejecutar con un nombre único (operationName).',
  },
  account: {
    ...RULE_MESSAGES.account,
    // Said to the admin of the quick-user dialog, not to the owner of the address.
    quickUserEmailTaken: 'Ya existe un usuario con ese correo electrónico.',
    registered: ANSWERS.account.registered,
    tooManySignUps: 'Se crearon demasiadas cuentas desde tu red. Intenta de nuevo en una hora.',
    confirmed: ANSWERS.account.confirmed,
    confirmationResent: 'Si el correo pertenece a una cuenta pendiente de confirmar, te enviamos un nuevo enlace.',
    quickUserCreated: 'Usuario creado. Le enviamos un correo para que active su cuenta.',
    activated: ANSWERS.account.activated,
    resetRequested: 'Si el correo está registrado, te enviamos un enlace para cambiar tu contraseña.',
    passwordChanged: ANSWERS.account.passwordChanged,
    linkUsable: 'El enlace es válido.',
    linkInvalid: 'El enlace no es válido. Pide uno nuevo.',
    linkUsed: 'Este enlace ya fue utilizado. Pide uno nuevo si lo necesitas.',
    linkExpired: 'El enlace ha expirado. Pide uno nuevo.',
  },
  // The contact form; name, e-mail required and e-mail format reuse the `account` texts.
  contact: {
    ...RULE_MESSAGES.contact,
    tooManyMessages: 'Recibimos demasiados mensajes desde tu conexión. Espera un rato e inténtalo de nuevo.',
    sent: (email: string) => `Gracias por escribirnos. Te responderemos pronto a ${email}.`,
  },
  page: {
    served: 'Página obtenida correctamente.',
    ...RULE_MESSAGES.page,
  },
  products: {
    notAvailable: ANSWERS.products.unavailable,
    searchTooLong: (max: number) => `El texto a buscar admite como máximo ${max} caracteres.`,
  },
  // Cart quote, checkout and the client's orders (issue 5). The checks' texts are RULE_MESSAGES.checkout.
  orders: {
    quoted: 'Carrito calculado con los precios de la tienda.',
    cartChanged: ANSWERS.checkout.cartChanged,
    problem: {
      notFound: 'Este producto ya no está disponible.',
      outOfStock: (name: string) => `Ya no quedan existencias de ${name}.`,
      fewLeft: (name: string, available: number, unit: string) =>
        `Solo quedan ${available} ${unit} de ${name}: ajustamos la cantidad.`,
      overLimit: (name: string, max: number, unit: string) =>
        `Puedes comprar como máximo ${max} ${unit} de ${name} por pedido.`,
      badQuantity: (name: string) => `La cantidad de ${name} debe ser un número entero mayor que cero.`,
      overTotal: (name: string, available: number, unit: string) =>
        `Un pedido puede sumar como máximo $500,000.00: ajustamos ${name} a ${available} ${unit}.`,
    },
    clientsOnly: ANSWERS.checkout.clientsOnly,
    emailNotVerified: ANSWERS.checkout.emailNotVerified,
    ...RULE_MESSAGES.checkout,
    placed: (number: string) => `${ANSWERS.checkout.thanks(number)} pagado. Te enviamos un correo con el detalle.`,
    decline: {
      CARD_DECLINED: 'El banco rechazó la tarjeta. Prueba con otra tarjeta.',
      INSUFFICIENT_FUNDS: 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
      EXPIRED_CARD: 'La tarjeta está vencida. Prueba con otra tarjeta.',
      NOT_TEST_CARD: ANSWERS.checkout.testCardsOnly,
      PAYMENT_FAILED: 'No pudimos procesar el pago. Intenta de nuevo en unos minutos.',
    },
    idempotencyMismatch:
      'Este intento de compra ya se envió con otros datos. Recarga la página de pago e inténtalo de nuevo.',
    inProgress: 'Tu pago se está procesando. Revisa "Mis compras" en unos momentos.',
    notFound: 'No encontramos ese pedido.',
    // Status changes: the client's cancel and the admin's updateOrderStatus.
    statusName: {
      PENDING_PAYMENT: 'Pago pendiente',
      PAID: 'Pagado',
      PREPARING: 'En preparación',
      SHIPPED: 'Enviado',
      DELIVERED: 'Entregado',
      CANCELLED: 'Cancelado',
    },
    transitionRefused: (from: string, to: string) => `Un pedido «${from}» no puede pasar a «${to}».`,
    alreadyCancelled: 'Este pedido ya está cancelado.',
    cannotCancel: (status: string) =>
      `Este pedido ya no se puede cancelar: está «${status}». Solo se cancelan pedidos pagados que aún no preparamos.`,
    cancelInProgress: 'Ya estamos cancelando este pedido. Revisa su estado en unos momentos.',
    changedMeanwhile: 'El pedido cambió mientras lo procesábamos. Revisa su estado y vuelve a intentarlo.',
    paymentInFlight: 'El pago de este pedido todavía se está procesando. Inténtalo de nuevo en un minuto.',
    providerUnavailable: 'No pudimos consultar al proveedor de pagos. Intenta de nuevo en unos minutos.',
    notCharged: 'El proveedor de pagos no tiene un cobro confirmado de este pedido: no se puede marcar como pagado.',
    refundFailed:
      'No pudimos reembolsar el pago, así que el pedido sigue como estaba. Intenta de nuevo en unos minutos.',
    cancelled: (number: string) =>
      `Pedido ${number} cancelado. Devolvimos el importe a tu tarjeta; puede tardar unos días en verse.`,
    statusChanged: (number: string, status: string) => `Pedido ${number}: ahora está «${status}».`,
    mailSubject: (number: string) => `Confirmación de tu pedido ${number}`,
  },
  // Delivery zones and windows (issue 18). The two coverage answers are the wording.
  delivery: {
    postalCodeFormat: 'El código postal debe tener 5 dígitos, por ejemplo 44160.',
    covered: (postalCode: string) => `Sí entregamos en ${postalCode}`,
    notCovered: (postalCode: string) => `Por ahora no entregamos en el C.P. ${postalCode}`,
    notCoveredAtCheckout: (postalCode: string) =>
      `Por ahora no entregamos en el C.P. ${postalCode}. Revisa el código postal de la dirección de entrega.`,
    windowsListed: (zone: string) => `Horarios de entrega de ${zone} para los próximos 7 días.`,
    zoneNotFound: 'No encontramos esa zona de entrega.',
    belowMinimum: (minimum: string, missing: string) =>
      `El pedido mínimo para entregar en tu zona es de ${minimum}: te faltan ${missing}. Agrega productos para completarlo.`,
    window: {
      notFound: 'No encontramos ese horario de entrega. Elige uno de la lista.',
      otherZone: 'Ese horario es de otra zona de entrega: elige uno de los horarios para tu código postal.',
      past: 'Ese horario de entrega ya pasó. Elige otro.',
      tooFar: (days: number) => `Solo puedes elegir horarios de los próximos ${days} días.`,
      closedDay: 'Ese día no hay entregas. Elige otro día.',
      cutoff: (cutoff: string) => `Ese horario ya cerró: los pedidos para él se recibían hasta ${cutoff}. Elige otro.`,
      full: (next: string) =>
        next
          ? `Ese horario se llenó. Horarios con lugar: ${next}.`
          : 'Ese horario se llenó y no quedan otros con lugar en los próximos días.',
      required: (next: string) => `Elige un horario de entrega. El próximo con lugar: ${next}.`,
      // No window with places in the booking span: when new ones open and how to reach the shop.
      noneSoon: (days: number, opens: string, contact: { phone: string; email: string }) =>
        `Por ahora no quedan horarios de entrega con lugar en los próximos ${days} días, así que no podemos tomar tu pedido. ` +
        `Abrimos nuevos horarios cada día, con ${days} días de anticipación (el siguiente, el ${opens}). ` +
        `Si lo necesitas antes, llámanos al ${contact.phone} o escríbenos a ${contact.email}.`,
      moved: (number: string, window: string) => `Pedido ${number}: ahora se entrega ${window}.`,
      movedMailSubject: (number: string) => `Cambiamos el horario de entrega de tu pedido ${number}`,
      movedMailBody: (number: string, from: string, to: string) =>
        `Cambiamos el horario de entrega de tu pedido ${number}: antes ${from}, ahora ${to}. Si no te queda bien, respóndenos este correo.`,
      cannotMove: (status: string) => `Un pedido «${status}» ya no puede cambiar de horario.`,
      sameWindow: 'El pedido ya está en ese horario.',
    },
    template: {
      ...RULE_MESSAGES.deliveryTemplate,
      overlap: (window: string) => `Ese horario se cruza con otro del mismo día: ${window}.`,
      belowBooked: (booked: number, date: string) =>
        `La capacidad no puede quedar por debajo de los ${booked} pedidos ya reservados para el ${date}.`,
      hasBookings: (booked: number, date: string) =>
        `Ese horario ya tiene ${booked} pedidos para el ${date}: no se puede cambiar su día ni sus horas. Desactívalo cuando no tenga pedidos y crea otro.`,
      saved: 'Horario guardado.',
      notFound: 'No encontramos ese horario de la plantilla.',
    },
    exception: {
      ...RULE_MESSAGES.deliveryException,
      closedWithBookings: (booked: number) =>
        `Ese día ya tiene ${booked} pedidos con horario: muévelos a otro horario antes de cerrarlo.`,
      saved: 'Excepción guardada.',
      removed: 'Excepción eliminada.',
    },
    zone: {
      ...RULE_MESSAGES.deliveryZone,
      takenByZone: (range: string, zone: string) => `Los códigos ${range} ya son de la zona «${zone}».`,
      taken: 'Alguno de esos códigos postales ya es de otra zona.',
      saved: 'Zona guardada.',
      nameTaken: (name: string) => `Ya existe una zona con un nombre equivalente a «${name}». Elige otro nombre.`,
      created: (name: string) => `Zona «${name}» creada. Agrega sus horarios en la plantilla semanal.`,
      switchedOn: (name: string) => `Zona «${name}» encendida: ya entregamos en sus códigos postales.`,
      switchedOff: (name: string, booked: number) =>
        `Zona «${name}» apagada: ya no entregamos en sus códigos postales.` +
        (booked === 1 ? ' Su pedido ya reservado conserva su horario.' : '') +
        (booked > 1 ? ` Sus ${booked} pedidos ya reservados conservan su horario.` : ''),
    },
  },
  // Admin › Pedidos (issue 6): adminOrders, adminOrder and the client's e-mail on each admin change.
  adminOrders: {
    badDate: (field: string) => `La fecha «${field}» debe tener el formato AAAA-MM-DD (ISO 8601).`,
    badRange: 'La fecha inicial («from») no puede ser posterior a la final («to»).',
    statusMailSubject: (number: string, status: string) => `Tu pedido ${number} está «${status}»`,
    statusMailBody: (number: string, from: string, to: string) => `Tu pedido ${number} pasó de «${from}» a «${to}».`,
    refundNote: 'Devolvimos el importe a tu tarjeta; puede tardar unos días en verse.',
  },
  // Admin › Categorías (issue 6). The first two are the spec's wording (as in shared MESSAGES.validation).
  categories: {
    ...RULE_MESSAGES.categories,
    slugTaken: (name: string) => `Ya existe una categoría con un nombre equivalente a «${name}». Elige otro nombre.`,
    notFound: 'No encontramos esa categoría.',
    created: (name: string) => `Categoría «${name}» creada.`,
    saved: (name: string) => `Categoría «${name}» guardada.`,
    activated: (name: string) => `Categoría «${name}» activada: se ve en la tienda.`,
    deactivated: (name: string) => `Categoría «${name}» desactivada: ya no se ve en la tienda.`,
    moved: (name: string) => `Categoría «${name}» movida.`,
    cannotMove: 'La categoría ya está en ese extremo de la lista.',
  },
  // Admin › Productos (issue 6): saveProduct, setProductActive, adminProduct(s). Each names its field.
  adminProducts: {
    ...RULE_MESSAGES.products,
    nameTaken: (name: string) => `Ya existe un producto llamado «${name}». Elige otro nombre.`,
    notFound: ANSWERS.products.notFound,
    created: (name: string) => `Producto «${name}» creado.`,
    saved: (name: string) => `Producto «${name}» guardado.`,
    activated: (name: string) => `Producto «${name}» activado: se ve en la tienda.`,
    deactivated: (name: string) => `Producto «${name}» desactivado: ya no se ve en la tienda.`,
  },
  // POST /admin/product-images (issue 6).
  productImages: {
    notMultipart: 'Envía la imagen como multipart/form-data en el campo «file».',
    missing: 'Falta la imagen: envíala en el campo «file».',
    empty: 'La imagen está vacía.',
    badType: ANSWERS.products.imageType,
    tooLarge: 'La imagen pesa más de 2 MB.',
    unreadable: 'No pudimos leer la imagen enviada. Inténtalo de nuevo.',
    uploaded: ANSWERS.products.imageUploaded,
  },
  filter: {
    notAnObject: 'El filtro (queryObjString) debe ser un objeto JSON, por ejemplo {"role":"ADMIN"}.',
    tooLong: 'El filtro (queryObjString) es demasiado largo.',
    fieldNotAllowed: (field: string, allowed: string[]) =>
      `El filtro (queryObjString) no admite el campo "${field}". ${RULE_MESSAGES.page.allowedFields(allowed)}`,
    badValue: (field: string) => `El valor del filtro "${field}" no es válido.`,
  },
  // Admin › Usuarios (issue 6): setUserActive.
  users: {
    notFound: 'No encontramos ese usuario.',
    cannotDeactivateSelf: 'No puedes desactivar tu propia cuenta de administrador.',
    pendingActivation:
      'Este usuario aún no activa su cuenta: debe abrir el enlace que le enviamos por correo y elegir su contraseña.',
    activated: (name: string) => `Usuario «${name}» activado: ya puede ingresar.`,
    deactivated: (name: string) => `Usuario «${name}» desactivado: sus sesiones terminaron y ya no puede ingresar.`,
    alreadyActive: (name: string) => `El usuario «${name}» ya estaba activo.`,
    alreadyInactive: (name: string) => `El usuario «${name}» ya estaba desactivado.`,
  },
} as const;

/** Echoes caller input inside a message without letting it grow the message without bound. */
export function quoteInput(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
