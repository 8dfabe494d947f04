import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyInput, releaseServerControls, replayEarlyInput, restoreTypedInput } from './early-input';

const SERVER_MARKUP =
  '<div class="shell"><header><form role="search"><input type="search" value=""><button type="submit">Buscar</button></form></header>' +
  '<main class="content"><ul><li><button type="button">agregar</button></li><li><button type="button">agregar</button></li></ul></main></div>';

function App({ added, searched }: { added: (n: number) => void; searched: (text: string) => void }) {
  return (
    <div className="shell">
      <header>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            searched(new FormData(event.currentTarget).get('q') as string);
          }}
        >
          <input type="search" name="q" defaultValue="" />
          <button type="submit">Buscar</button>
        </form>
      </header>
      <main className="content">
        <ul>
          {[1, 2].map((n) => (
            <li key={n}>
              <button type="button" onClick={() => added(n)}>
                agregar
              </button>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}

it('holds a click and a search made on the server markup and does them again once the app drew the page', async () => {
  document.body.innerHTML = `<div id="root">${SERVER_MARKUP}</div>`;
  holdEarlyInput();
  const root = document.getElementById('root')!;
  const early = root.querySelectorAll('main button')[1]!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  early.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(document.documentElement).toHaveAttribute('data-holding-input');
  const input = root.querySelector('input')!;
  input.value = 'uva';
  const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  root.querySelector('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);

  const added = jest.fn();
  const searched = jest.fn();
  const app = createRoot(root);
  await act(async () => app.render(<App added={added} searched={searched} />));
  expect(added).not.toHaveBeenCalled();
  await act(async () => replayEarlyInput());
  expect(added.mock.calls).toEqual([[2]]);
  expect(searched.mock.calls).toEqual([['uva']]);
  expect(document.documentElement).not.toHaveAttribute('data-holding-input');

  // Held no longer: the app's own buttons work as usual, once per click.
  await act(async () => (root.querySelectorAll('main button')[0] as HTMLButtonElement).click());
  expect(added.mock.calls).toEqual([[2], [1]]);
  await act(async () => app.unmount());
});

it('holds nothing on a page the server did not render', () => {
  document.body.innerHTML = '<div id="root"><div class="boot-bar"></div><button type="button">x</button></div>';
  holdEarlyInput();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});

function LoginForm({ sent }: { sent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <div className="shell">
      <main className="content">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent(email);
          }}
        >
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <input type="password" defaultValue="" />
        </form>
      </main>
    </div>
  );
}

it('keeps what was typed into the server form, through a copy of it, into the app form, with the focus', async () => {
  const serverForm = '<form><input type="email" value=""><input type="password" value=""></form>';
  document.body.innerHTML = `<div id="root"><div class="shell"><main class="content">${serverForm}</main></div></div>`;
  holdEarlyInput();
  const root = document.getElementById('root')!;
  const [email, password] = root.querySelectorAll('input');
  email!.focus();
  email!.value = 'ana@correo.mx';
  email!.dispatchEvent(new Event('input', { bubbles: true }));
  password!.focus();
  password!.value = 'secreta1';
  password!.dispatchEvent(new Event('input', { bubbles: true }));

  // The host shows a copy of the server's markup (as PageFallback does): the values come back.
  root.querySelector('main')!.innerHTML = `<div class="server-page">${serverForm}</div>`;
  restoreTypedInput();
  const copies = root.querySelectorAll('input');
  expect([copies[0]!.value, copies[1]!.value]).toEqual(['ana@correo.mx', 'secreta1']);
  expect(document.activeElement).toBe(copies[1]);

  const sent = jest.fn();
  const app = createRoot(root);
  await act(async () => app.render(<LoginForm sent={sent} />));
  await act(async () => replayEarlyInput());
  const live = root.querySelectorAll('input');
  expect([live[0]!.value, live[1]!.value]).toEqual(['ana@correo.mx', 'secreta1']);
  expect(document.activeElement).toBe(live[1]);
  // React's own state has the typed e-mail, not just the element.
  await act(async () => root.querySelector('form')!.requestSubmit());
  expect(sent.mock.calls).toEqual([['ana@correo.mx']]);
  await act(async () => app.unmount());
});

it('keeps what was typed into a server form the app adopts (hydration): the form state has it too', async () => {
  const sent = jest.fn();
  const form = <LoginForm sent={sent} />;
  document.body.innerHTML = `<div id="root">${renderToString(form)}</div>`;
  holdEarlyInput();
  const root = document.getElementById('root')!;
  const email = root.querySelector('input')!;
  email.focus();
  email.value = 'ana@correo.mx';
  email.dispatchEvent(new Event('input', { bubbles: true }));

  let app!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    app = hydrateRoot(root, form);
  });
  expect(root.querySelector('input')).toBe(email);
  await act(async () => replayEarlyInput());
  expect(email.value).toBe('ana@correo.mx');
  await act(async () => root.querySelector('form')!.requestSubmit());
  expect(sent.mock.calls).toEqual([['ana@correo.mx']]);
  await act(async () => app.unmount());
});

it("releases the server's held controls the app adopted, and only the server's mark", () => {
  document.body.innerHTML =
    '<div id="root"><button aria-disabled="true" data-held="">agregar</button>' +
    '<button aria-disabled="true">anterior</button></div>';
  releaseServerControls();
  const [adopted, own] = document.querySelectorAll('button');
  expect(adopted).not.toHaveAttribute('aria-disabled');
  expect(adopted).not.toHaveAttribute('data-held');
  expect(own).toHaveAttribute('aria-disabled', 'true');
});
