import { readFirstRenderData } from 'shared';

/** The page's server-rendered markup (the content of `<main>`), taken before React replaces it. */
let captured: { url: string; html: string } | null = null;

const currentUrl = () => location.pathname + location.search;

/**
 * Keeps the server's markup of this URL's page, if the server rendered it (its data block names
 * this URL). Called before React takes #root.
 */
export function captureServerPage(): void {
  const data = readFirstRenderData();
  const main = document.querySelector('#root main.content');
  if (data && main && data.url === currentUrl()) captured = { url: data.url, html: main.innerHTML };
}

/** The server's markup of `url`'s page, while the app has not drawn that page itself yet. */
export function serverPageMarkup(url: string): string | null {
  return captured && captured.url === url ? captured.html : null;
}

/** The app drew a page: the server's markup is of no further use. */
export function serverPageReplaced(): void {
  captured = null;
}
