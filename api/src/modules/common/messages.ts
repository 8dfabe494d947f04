/** Every Spanish message the API sends to people, in one place. */
export const MESSAGES = {
  ok: 'Consulta realizada correctamente.',
  welcome: 'Bienvenido',
  badCredentials: 'Correo o contraseña incorrectos',
  accountDisabled: 'Tu cuenta está desactivada. Escríbenos para reactivarla.',
  sessionValid: 'La sesión es válida.',
  sessionMissing: 'No hay una sesión activa. Ingresa con tu usuario y contraseña.',
  sessionInvalid: 'La sesión no es válida. Ingresa de nuevo.',
  sessionExpired: 'La sesión ha expirado. Ingresa de nuevo.',
  adminRequired: 'Esta operación requiere una cuenta de administrador.',
  unexpectedError: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento e intenta de nuevo.',
  notFound: 'No encontramos lo que buscas.',
  page: {
    served: 'Página obtenida correctamente.',
    badSize: (max: number) => `El tamaño de página (nPerPage) debe ser un número entero entre 1 y ${max}.`,
    badPageNum: 'El número de página (pageNum) debe ser un entero mayor o igual a 0.',
    badCursorField: (field: string, allowed: string[]) =>
      `No se puede ordenar por "${field}". Campos permitidos: ${allowed.join(', ')}.`,
    missingEnd: 'Para pedir la página siguiente envía endValue y endId de la página actual.',
    missingStart: 'Para pedir la página anterior envía startValue y startId de la página actual.',
    badCursorId: 'El identificador del cursor (startId o endId) no es válido.',
    badCursorDate: 'El valor del cursor (startValue o endValue) debe ser una fecha ISO 8601.',
    badCursorText: 'El valor del cursor (startValue o endValue) es demasiado largo.',
    badNameFilter: (max: number) => `El texto a buscar (nameToFilter) admite como máximo ${max} caracteres.`,
  },
  filter: {
    notAnObject: 'El filtro (queryObjString) debe ser un objeto JSON, por ejemplo {"role":"ADMIN"}.',
    tooLong: 'El filtro (queryObjString) es demasiado largo.',
    fieldNotAllowed: (field: string, allowed: string[]) =>
      `El filtro (queryObjString) no admite el campo "${field}". Campos permitidos: ${allowed.join(', ')}.`,
    badValue: (field: string) => `El valor del filtro "${field}" no es válido.`,
  },
} as const;

/** Echoes caller input inside a message without letting it grow the message without bound. */
export function quoteInput(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
