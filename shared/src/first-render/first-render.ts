// The catalogue's server-rendered first paint (docs/architecture.md, "Catalogue HTML"): the server
// puts the data it rendered with into a JSON data block (`<script type="application/json">`, which
// the CSP allows: it is never run), and the page's first client render reads it from there, so it
// draws the same content instead of a skeleton.

/** id of the `<script type="application/json">` element that carries the first render's data. */
export const FIRST_RENDER_ELEMENT_ID = 'dc-first-render';

/** What the server rendered a URL with: each query's result, by {@link firstRenderKey}. */
export interface FirstRenderData {
  /** path + search the data belongs to; any other URL ignores it. */
  url: string;
  queries: Record<string, unknown>;
  /**
   * The server drew this page for a shopper without a session or cart, with React's marks around
   * the page slot: the app may adopt the markup (hydrate) instead of drawing it again.
   */
  adoptable?: boolean;
}

/** JSON with object keys sorted, so equal variables give equal text whatever their order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of one query's result: its operation name and its variables. */
export function firstRenderKey(operationName: string, variables?: object): string {
  return `${operationName}:${stableJson(variables ?? {})}`;
}

/**
 * The data block's text: JSON with `<`, `>`, `&` and the JS line separators escaped, so no value
 * (a product name written by an admin) can close the script element or start markup.
 */
export function serializeFirstRenderData(data: FirstRenderData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const isFirstRenderData = (value: unknown): value is FirstRenderData =>
  Boolean(value) &&
  typeof (value as FirstRenderData).url === 'string' &&
  typeof (value as FirstRenderData).queries === 'object' &&
  (value as FirstRenderData).queries !== null;

// Parsed once per data block element: a page has one, so this is parsed once per page load.
const parsedBlocks = new WeakMap<Element, FirstRenderData | null>();

function parseBlock(text: string | null): FirstRenderData | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isFirstRenderData(value) ? value : null;
  } catch {
    return null;
  }
}

/** The page's data block, parsed once (null when there is none or it does not parse). */
export function readFirstRenderData(): FirstRenderData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_RENDER_ELEMENT_ID);
  if (!element) return null;
  if (!parsedBlocks.has(element)) parsedBlocks.set(element, parseBlock(element.textContent));
  return parsedBlocks.get(element) ?? null;
}

/**
 * One query's result from the data block, if it was rendered for `url`; null otherwise. Each
 * result serves once ({@link spendFirstRenderEntry}): a later visit of the page asks the API.
 */
export function peekFirstRenderEntry(url: string, key: string): unknown {
  const data = readFirstRenderData();
  if (!data || data.url !== url || !(key in data.queries)) return null;
  return data.queries[key] ?? null;
}

/** Drops one result from the data block, once the page that read it is on screen. */
export function spendFirstRenderEntry(key: string): void {
  const data = readFirstRenderData();
  if (data) delete data.queries[key];
}
