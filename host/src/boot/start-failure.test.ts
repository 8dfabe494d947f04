import { holdEarlyInput } from './early-input';
import { showStartFailure } from './start-failure';

const SERVER_PAGE =
  '<div class="shell"><main class="content"><a href="/prods/frutas">Frutas</a>' +
  '<button type="button">agregar</button></main></div>';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('tells the shopper at the top of the server page, once, and stops holding clicks for an app that will not come', () => {
  document.body.innerHTML = `<div id="root">${SERVER_PAGE}</div>`;
  holdEarlyInput();
  const held = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(held);
  expect(held.defaultPrevented).toBe(true);

  showStartFailure(new Error('Loading chunk 470 failed'));
  showStartFailure(new Error('a second failure'));

  const alerts = document.querySelectorAll('[role="alert"]');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent('Ocurrió un fallo al traer datos...');
  expect(document.getElementById('root')!.firstElementChild).toBe(alerts[0]);
  // The server's content stays on screen, and a click is no longer swallowed.
  expect(document.querySelector('a')).toHaveAttribute('href', '/prods/frutas');
  expect(document.documentElement).not.toHaveAttribute('data-holding-input');
  const later = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});

it('turns the boot skeleton from busy into the message', () => {
  document.body.innerHTML =
    '<div id="root"><div class="boot-page" aria-busy="true"><p role="status">Cargando</p></div></div>';
  showStartFailure(new Error('offline'));
  expect(document.querySelector('[role="alert"]')).toHaveTextContent('Ocurrió un fallo al traer datos...');
  expect(document.querySelector('.boot-page')).toHaveAttribute('aria-busy', 'false');
});
