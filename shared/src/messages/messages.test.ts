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
