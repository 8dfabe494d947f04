// A server-rendered page (docs/architecture.md, "Catalogue HTML") shows its buttons and forms
// before the app has taken it over: until then they are plain HTML and would do nothing. A click
// on such a button or a form sent in that time is held here and done again, on the same element
// of the app's own markup (the same structure), once the app has drawn the page.
// Runs from the host's entry, before the shared libraries: no import of `shared`.

type Path = number[];
type Held = { kind: 'click'; path: Path; text: string } | { kind: 'submit'; path: Path; values: [Path, string][] };

/** On `<html>` while early input is being held. */
const HOLDING_ATTRIBUTE = 'data-holding-input';
const held: Held[] = [];
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

function elementAt(path: Path, top: Element): Element | null {
  let node: Element | undefined = top;
  for (const index of path) node = node?.children[index];
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

/** On a server-rendered page, starts holding what the shopper does until {@link replayEarlyInput}. */
export function holdEarlyInput(): void {
  if (!root()?.querySelector(':scope > .shell')) return;
  holding = true;
  // Visible to tests (and to anyone debugging): from here on, early clicks are not lost.
  document.documentElement.setAttribute(HOLDING_ATTRIBUTE, '');
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/** Stops holding; false when nothing was being held. */
function stopHolding(): boolean {
  if (!holding) return false;
  holding = false;
  document.documentElement.removeAttribute(HOLDING_ATTRIBUTE);
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  return true;
}

/** The app will not take over (it failed to start): what was held is dropped, links work as plain HTML. */
export function dropEarlyInput(): void {
  if (stopHolding()) held.splice(0);
}

/** Sets an input's value as typing would, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The app has drawn the page: what was held is done on the app's elements (when they match). */
export function replayEarlyInput(): void {
  if (!stopHolding()) return;
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
