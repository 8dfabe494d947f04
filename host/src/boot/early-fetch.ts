/**
 * Responses requested before the app boots (config.json, the route's remote manifests), handed
 * once to the first later fetch of the same URL, so nothing is downloaded twice. Every fetch here
 * revalidates its cached copy (ETag, 304) like the ones it stands for: never a stale answer.
 */
const earlyResponses = new Map<string, Promise<Response>>();

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Starts fetching `url` now; resolves to a response the caller may read (the stash keeps its own copy). */
export function fetchEarly(url: string): Promise<Response> {
  const response = fetch(url, { cache: 'no-cache' });
  // Cloned the moment it arrives, before anyone reads either body.
  const stashed = response.then((answer) => answer.clone());
  stashed.catch(() => undefined);
  earlyResponses.set(url, stashed);
  return response;
}

/** fetch(), except that the first request of a URL fetched early gets that early response. */
export const fetchOrTakeEarly: typeof fetch = (input, init) => {
  const url = urlOf(input);
  const early = earlyResponses.get(url);
  if (!early) return fetch(input, init);
  earlyResponses.delete(url);
  return early;
};
