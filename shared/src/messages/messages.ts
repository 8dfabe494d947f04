// The one Spanish catalogue of the interface. Strings quoted by the spec are copied verbatim,
// typos included ('vacio', 'corecto'): they are what users of the original shop already see.
// Entries marked "ours" fill gaps the spec leaves open.
import { MIN_PASSWORD_LENGTH } from '../constants/spec-constants';

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
