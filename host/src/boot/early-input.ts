// A server-rendered page (docs/architecture.md, "Catalogue HTML") shows its buttons and forms
// before the app has taken it over: until then they are plain HTML and would do nothing. A click
// on such a button or a form sent in that time is held here and done again, on the same element
// of the app's own markup (the same structure), once the app has drawn the page. What the shopper
// types into the server's fields (login, register: issue 30) is kept the same way and put into
// each copy of the page that replaces them (the host's fallback, then the app's form), with the
// focus where it was.
// Runs from the host's entry, before the shared libraries: no import of `shared`.

type Path = number[];
type Held = { kind: 'click'; path: Path; text: string } | { kind: 'submit'; path: Path; values: [Path, string][] };

/** On `<html>` while early input is being held. */
const HOLDING_ATTRIBUTE = 'data-holding-input';
const held: Held[] = [];
/** What was typed into the server's fields, by the field's position. */
const typed = new Map<string, { path: Path; value: string }>();
let focused: Path | null = null;
let holding = false;

const root = () => document.getElementById('root');

/** True for an element React manages (it has a fiber): the app handles it already. */
const isLive = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Where the host shows the server's markup until the page renders (PageFallback): not a level of the page. */
const SERVER_PAGE_WRAPPER = 'server-page';

/** The element's position under `top`, as child indexes; the host's wrapper of the server's markup skipped. */
function pathOf(element: Element, top: Element): Path {
  const path: Path = [];
  for (let node = element; node !== top && node.parentElement; node = node.parentElement) {
    if (node.classList.contains(SERVER_PAGE_WRAPPER)) continue;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `top`, through the host's wrapper where there is one. */
function elementAt(path: Path, top: Element): Element | null {
  let node: Element | undefined = top;
  for (const index of path) {
    const wrapper: Element | undefined = node?.children[0];
    if (node?.children.length === 1 && wrapper?.classList.contains(SERVER_PAGE_WRAPPER)) node = wrapper;
    node = node?.children[index];
  }
  return node ?? null;
}

/** The server-rendered (not yet live) element of `event` matching `selector`, if any. */
function heldTarget(event: Event, selector: string): Element | null {
  const top = root();
  const target = event.target instanceof Element ? event.target.closest(selector) : null;
  return holding && top && target && top.contains(target) && !isLive(target) ? target : null;
}

function onClick(event: MouseEvent): void {
  const button = heldTarget(event, 'button');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ kind: 'click', path: pathOf(button, root()!), text: button.textContent ?? '' });
}

function onSubmit(event: SubmitEvent): void {
  const form = heldTarget(event, 'form');
  if (!form) return;
  event.preventDefault();
  event.stopPropagation();
  const values = [...form.querySelectorAll('input')].map((input): [Path, string] => [
    pathOf(input, root()!),
    input.value,
  ]);
  held.push({ kind: 'submit', path: pathOf(form, root()!), values });
}

const FIELDS = 'input, textarea';

function onInput(event: Event): void {
  const field = heldTarget(event, FIELDS);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const path = pathOf(field, root()!);
  typed.set(path.join('.'), { path, value: field.value });
}

function onFocusIn(event: FocusEvent): void {
  const field = heldTarget(event, FIELDS);
  if (field) focused = pathOf(field, root()!);
}

/** On a server-rendered page, starts holding what the shopper does until {@link replayEarlyInput}. */
export function holdEarlyInput(): void {
  if (!root()?.querySelector(':scope > .shell')) return;
  holding = true;
  // Visible to tests (and to anyone debugging): from here on, early clicks are not lost.
  document.documentElement.setAttribute(HOLDING_ATTRIBUTE, '');
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusin', onFocusIn, true);
}

/** Stops holding; false when nothing was being held. */
function stopHolding(): boolean {
  if (!holding) return false;
  holding = false;
  document.documentElement.removeAttribute(HOLDING_ATTRIBUTE);
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('focusin', onFocusIn, true);
  return true;
}

/** The app will not take over (it failed to start): what was held is dropped, links work as plain HTML. */
export function dropEarlyInput(): void {
  if (stopHolding()) held.splice(0);
}

/**
 * Sets a live field's value as typing would, so React's onChange sees it. React notices a change
 * by comparing the element's value with the one it last knew, which it records through the
 * element's own `value` setter; a field it adopted (hydration) knew the typed text already while
 * the form's state did not, so that record is set to '' first.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts what the shopper typed into the server's fields into the fields now at the same places
 * (a copy of the server's markup, or the app's form: typed as the shopper would, so the form's
 * state has it, even when the field is the server's own one adopted and shows the text already),
 * and the focus back on the field that had it when it was replaced.
 */
export function restoreTypedInput(): void {
  const top = root();
  if (!top) return;
  for (const { path, value } of typed.values()) {
    const field = elementAt(path, top);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (isLive(field)) typeInto(field, value);
    else if (field.value !== value) field.value = value;
  }
  const wasFocused = focused && elementAt(focused, top);
  const lost = !document.activeElement || document.activeElement === document.body;
  if (lost && wasFocused instanceof HTMLElement) wasFocused.focus();
}

/** The mark the server puts on its controls with `aria-disabled` (scripts/ssr/page-renderer.mjs). */
const HELD_CONTROL = 'data-held';

/**
 * The server's controls the app adopted (hydration keeps the server's elements and leaves attributes
 * React does not render) are operable now: the server's `aria-disabled` comes off them, and only them.
 */
export function releaseServerControls(): void {
  for (const control of document.querySelectorAll(`[${HELD_CONTROL}]`)) {
    control.removeAttribute('aria-disabled');
    control.removeAttribute(HELD_CONTROL);
  }
}

/** The app has drawn the page: what was held is done on the app's elements (when they match). */
export function replayEarlyInput(): void {
  releaseServerControls();
  if (!holding) return;
  restoreTypedInput();
  stopHolding();
  typed.clear();
  focused = null;
  const top = root();
  for (const action of held.splice(0)) {
    const element = top && elementAt(action.path, top);
    if (action.kind === 'click' && element instanceof HTMLButtonElement && element.textContent === action.text) {
      element.click();
    } else if (action.kind === 'submit' && element instanceof HTMLFormElement) {
      for (const [path, value] of action.values) {
        const input = elementAt(path, top!);
        if (input instanceof HTMLInputElement) typeInto(input, value);
      }
      element.requestSubmit();
    }
  }
}
