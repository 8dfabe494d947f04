// The one Spanish catalogue of the interface. Strings quoted by the spec are copied verbatim,
// typos included ('vacio', 'corecto'): they are what users of the original shop already see.
// Entries marked "ours" fill gaps the spec leaves open.
import { ADDRESS_MIN_LENGTH, CONTACT_LIMITS, MIN_PASSWORD_LENGTH, TEST_CARDS } from '../constants/spec-constants';

/** Every user-facing Spanish text of the shop, grouped by where it shows. */
export const MESSAGES = {
  loadFailed: 'Ocurrió un fallo al traer datos...',
  loginRequired: 'Ingresa con tu usuario para que puedas acceder a esta sección...',
  loginRequiredToast: 'Para acceder a la sección que solicitaste, ingresa con usuario y contraseña...',
  sessionEndedTitle: 'El tiempo de la sesión ha terminado',
  sessionEndedText: 'Toca el botón para iniciar sesión nuevamente',
  logoutTitle: 'Cerrar sesión',
  logoutText: '¿Deseas cerrar la sesión?',
  logoutConfirm: 'Si, cerrar',
  logoutCancel: 'No',
  checkoutAdminRefused: 'Funcionalidad sólo para usuarios clientes...',
  checkoutUnverified:
    'Tu correo no ha sido verificado, esto se requiere para poder enviarte información sobre tus compras...',
  // ours: the spec describes this message without quoting it.
  checkoutNoSession: 'Para comprar, ingresa con tu usuario. Tu correo debe estar verificado.',
  busy: {
    processing: 'Procesando, espera...',
    loading: 'Cargando datos / Espera un momento...',
    saving: 'Guardando...',
    adding: 'Agregando...',
    mailing: 'Enviando correo, espera...',
  },
  validation: {
    nameRequired: 'El nombre es obligatorio',
    lastnameRequired: 'El apellido es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailFormat: 'El formato del email no es corecto',
    orderRequired: 'El orden es obligatorio',
    // ours: the spec only says the minimum is indicated.
    passwordMin: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    // ours (account screens)
    passwordRequired: 'La contraseña es obligatoria',
    passwordMismatch: 'Las contraseñas no coinciden',
    birthdayFuture: 'La fecha de nacimiento no puede ser futura',
  },
  // ours: feedback of the account screens (register, confirm, activate, forgot, reset)
  account: {
    registered: 'Te enviamos un correo para confirmar tu cuenta. Abre el enlace para activarla.',
    confirmed: 'Tu correo ha sido confirmado. Ya puedes comprar.',
    activated: 'Tu cuenta está activa. Ya puedes ingresar.',
    passwordChanged: 'Tu contraseña ha sido cambiada. Ingresa con la nueva.',
    askNewLink: 'Pide un nuevo enlace con tu correo electrónico.',
  },
  nav: {
    home: 'Inicio',
    info: 'Info',
    adminPanel: 'Panel Adm',
    login: 'Ingresa',
    register: 'Crea tu cuenta',
    myOrders: 'Mis compras',
    logout: 'Cerrar sesión',
    cart: 'Carrito',
  },
  cart: {
    title: 'Carrito de compra',
    countSuffix: 'prod.',
    empty: 'El carrito está vacio. Usa la opción "agregar" en los productos, para añadirlos al carrito.',
    checkout: 'Tramitar pedido',
    close: 'Cerrar',
    remove: 'Quitar',
    total: 'Total',
    // ours: the spec names the notification but not its text.
    added: 'Agregado al carrito',
    addedLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  },
  // ours: the storefront's catalogue (lists, product page, search, paging)
  catalogue: {
    categories: 'Categorías',
    featured: 'Destacados y ofertas',
    allProducts: 'Todos los productos',
    searchResults: (text: string) => `Resultados para "${text}"`,
    noProducts: 'No encontramos productos aquí. Prueba con otra categoría o con otra palabra.',
    productCount: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
    add: 'agregar',
    addToCart: 'Agregar al carrito',
    quantity: 'Cantidad',
    outOfStock: 'Agotado',
    limitReached: 'Ya tienes en el carrito el máximo por pedido',
    limitHint: (max: number, unit: string) => `Máximo ${max} ${unit} por pedido`,
    inCart: (quantity: number) => `Tienes ${quantity} en el carrito`,
    perUnit: (unit: string) => `por ${unit}`,
    discount: (percent: number) => `-${percent}%`,
    priceBefore: 'Antes',
    backToList: 'Ver más productos',
    productUnavailable: 'El producto no existe o ya no está disponible.',
    searchLabel: 'Buscar productos',
    searchPlaceholder: 'Buscar frutas y verduras',
    pagingLabel: 'Páginas de productos',
    pageFirst: 'Primera',
    pagePrev: 'Anterior',
    pageNext: 'Siguiente',
    pageLast: 'Última',
    pagePosition: (page: number, total: number) => `Página ${page} de ${total}`,
  },
  // ours: the contact page and its form. The checks repeat the API's texts word for word.
  contact: {
    title: 'Contacto',
    intro: 'Escríbenos o llámanos: los datos de contacto están al pie de cada página.',
    formTitle: 'Envíanos un mensaje',
    formIntro: 'Cuéntanos tu duda sobre pedidos, entregas o productos y te contestamos por correo.',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    messageHint: `Entre ${CONTACT_LIMITS.messageMin} y ${CONTACT_LIMITS.messageMax} caracteres.`,
    send: 'Enviar mensaje',
    nameTooShort: `El nombre debe tener al menos ${CONTACT_LIMITS.nameMin} caracteres.`,
    nameTooLong: `El nombre admite como máximo ${CONTACT_LIMITS.nameMax} caracteres.`,
    messageRequired: 'El mensaje es obligatorio',
    messageTooShort: `El mensaje debe tener al menos ${CONTACT_LIMITS.messageMin} caracteres.`,
    messageTooLong: `El mensaje admite como máximo ${CONTACT_LIMITS.messageMax} caracteres.`,
  },
  // ours: the frequently asked questions, by topic (faq route).
  faq: {
    title: 'Preguntas frecuentes',
    topics: [
      {
        key: 'shipping',
        title: 'Envíos y entregas',
        questions: [
          {
            question: '¿A dónde entregan?',
            answer:
              'Entregamos a domicilio en toda la zona metropolitana de nuestra ciudad. Si vives fuera de ella, escríbenos desde la página de contacto y buscamos cómo ayudarte.',
          },
          {
            question: '¿Cuánto cuesta el envío?',
            answer:
              'El costo depende de tu zona de entrega y lo ves en el resumen antes de pagar. A partir de cierto monto de compra el envío es gratis.',
          },
          {
            question: '¿Cuándo llega mi pedido?',
            answer: 'Al día siguiente de tu compra.',
          },
        ],
      },
      {
        key: 'payment',
        title: 'Pagos',
        questions: [
          {
            question: '¿Cómo pago?',
            answer:
              'Con tarjeta, al tramitar tu pedido. Esta tienda es una demostración: solo se aceptan tarjetas de prueba y no se hace ningún cargo real.',
          },
          {
            question: '¿Qué tarjetas de prueba puedo usar?',
            answer: `${TEST_CARDS.us} (Estados Unidos) o ${TEST_CARDS.mx} (México), con cualquier fecha de vencimiento futura y cualquier CVC de 3 dígitos. Los detalles están en la página Info.`,
          },
        ],
      },
      {
        key: 'freshness',
        title: 'Frescura',
        questions: [
          {
            question: '¿Qué tan frescos son los productos?',
            answer:
              'Compramos cada mañana a productores locales y empacamos el mismo día de la entrega. Elegimos cada pieza a mano.',
          },
        ],
      },
      {
        key: 'returns',
        title: 'Devoluciones',
        questions: [
          {
            question: '¿Y si algo no llega bien?',
            answer:
              'Escríbenos el mismo día de la entrega, de preferencia con una foto, y te reponemos el producto o te devolvemos tu dinero.',
          },
        ],
      },
    ],
  },
  // ours: the demo information page (demoinfo, linked as Info).
  demoInfo: {
    title: 'Información de la demostración',
    intro: 'Esta tienda es una demostración: puedes comprar de principio a fin sin que se haga ningún cargo real.',
    cardsTitle: 'Pagos con tarjeta',
    cardUs: 'Tarjeta de prueba (Estados Unidos)',
    cardMx: 'Tarjeta de prueba (México)',
    expiryLabel: 'Vencimiento',
    expiry: 'Cualquier fecha futura (MM/AA)',
    cvcLabel: 'CVC',
    cvc: 'Cualquier número de 3 dígitos',
    addressLabel: 'Dirección de entrega',
    address: `Texto libre, de al menos ${ADDRESS_MIN_LENGTH} caracteres`,
    accountsTitle: 'Cuentas de demostración',
    adminAccount: 'Administrador',
    clientAccount: 'Cliente',
  },
  // ours: checkout (issue 5); the spec fixes only the refusals above and the busy texts.
  checkout: {
    title: 'Tramitar pedido',
    summary: 'Resumen del pedido',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    tax: 'IVA (0% en frutas y verduras)',
    shipping: 'Envío',
    freeShipping: 'Gratis',
    freeShippingFrom: (amount: string) => `Envío gratis en compras desde ${amount}`,
    total: 'Total',
    address: 'Dirección de entrega',
    country: 'País',
    street1: 'Calle y número',
    street2: 'Colonia, interior o referencias (opcional)',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    card: 'Pago con tarjeta',
    cardNumber: 'Número de tarjeta',
    cardExpiry: 'Vencimiento (MM/AA)',
    cardCvc: 'CVC',
    pay: (total: string) => `Pagar ${total}`,
    paying: 'Procesando el pago, espera...',
    required: (label: string) => `${label}: este dato es obligatorio`,
    minLength: (label: string, min: number) => `${label}: escribe al menos ${min} caracteres`,
    zipFormat: 'El código postal son 5 dígitos',
    cardNumberFormat: 'El número de tarjeta debe tener entre 13 y 19 dígitos',
    expiryFormat: 'Escribe el vencimiento como MM/AA',
    expiryPast: 'La tarjeta está vencida: el vencimiento no puede estar en el pasado',
    cvcFormat: 'El CVC son 3 dígitos',
    emptyCart: 'Tu carrito está vacío. Agrega productos antes de tramitar el pedido.',
    goShopping: 'Ir a la tienda',
    cartChanged: 'Algunos productos cambiaron desde que los agregaste. Revisa tu carrito.',
    priceChanged: (name: string, price: string) => `El precio de ${name} cambió: ahora cuesta ${price}.`,
    thanksTitle: (number: string) => `¡Gracias por tu compra! Pedido ${number}`,
    thanksText: 'Te enviamos un correo con el detalle. Puedes seguir tu pedido en "Mis compras".',
    seeOrders: 'Ver mis compras',
  },
  // ours: the client's orders (issue 5)
  orders: {
    title: 'Mis compras',
    detailTitle: (number: string) => `Pedido ${number}`,
    empty: 'Aún no tienes compras.',
    number: 'Pedido',
    date: 'Fecha',
    status: 'Estado',
    items: 'Productos',
    total: 'Total',
    view: 'Ver detalle',
    back: 'Volver a mis compras',
    paidWith: (brand: string, last4: string) => `Pagado con ${brand} terminada en ${last4}`,
    statuses: {
      PENDING_PAYMENT: 'Pago pendiente',
      PAID: 'Pagado',
      PREPARING: 'En preparación',
      SHIPPED: 'Enviado',
      DELIVERED: 'Entregado',
      CANCELLED: 'Cancelado',
    },
    // ours: the client's cancel (while the order is PAID); the API answers with its own message.
    cancel: 'Cancelar pedido',
    cancelConfirmTitle: '¿Deseas cancelar el pedido?',
    cancelConfirmContent: (number: string) =>
      `El pedido ${number} se cancelará y te devolveremos el importe a la tarjeta con la que pagaste.`,
    cancelConfirmOk: 'Sí, cancelar',
    cancelConfirmKeep: 'No, conservarlo',
    cancelFailed: 'No pudimos cancelar el pedido. Intenta de nuevo en unos minutos.',
    refundedOn: (date: string) => `Reembolsado el ${date}`,
    refund: 'Reembolso',
  },
  admin: {
    goToShop: 'ir a Tienda',
    logout: 'Salir de la sesión',
    panel: 'Panel',
    users: 'Usuarios',
    categories: 'Categorías',
    products: 'Productos',
    orders: 'Pedidos',
    tileUsers: 'Usuarios',
    tileCategories: 'Categorías',
    tileProducts: 'Productos',
    tileOrders: 'Pedidos',
  },
  // ours: fallback of the error boundary around a remote that failed to load.
  remoteUnavailable: 'Esta sección no está disponible por ahora.',
  retry: 'Reintentar',
  shopTagline: 'Del campo a tu mesa',
  // ours: the spec says the sign-in page states this, without quoting it.
  testCardsOnly: 'Solo se aceptan tarjetas de prueba.',
} as const;

/** Failure kinds a page can show (spec 4): the original message, loading failed, login required. */
export const FAILURE_KIND = {
  original: 'original',
  loadingFailed: 'loadingFailed',
  loginRequired: 'loginRequired',
} as const;
/** One of the {@link FAILURE_KIND} values. */
export type FailureKind = (typeof FAILURE_KIND)[keyof typeof FAILURE_KIND];
