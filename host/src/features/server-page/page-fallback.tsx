import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from 'shared';
import { PageSkeleton } from 'shared/ui';
import { replayEarlyInput, restoreTypedInput } from '../../boot/early-input';
import { serverPageMarkup, serverPageReplaced } from './server-page';

/**
 * What a page shows while its remote loads: on the first page of a visit that the server
 * rendered, that same markup (so the shopper never sees a skeleton replace the content),
 * otherwise the skeleton.
 */
export function PageFallback() {
  const { pathname, search } = useLocation();
  const html = serverPageMarkup(pathname + search);
  // A copy of the server's fields holds what the shopper had typed into them (login, register).
  useLayoutEffect(() => {
    if (html !== null) restoreTypedInput();
  }, [html]);
  if (html === null) return <PageSkeleton label={MESSAGES.busy.loading} />;
  return <div className="server-page" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Placed next to a page inside its Suspense: once the page itself is on screen, the server's markup is done. */
export function PageShown() {
  useEffect(() => {
    serverPageReplaced();
    // The page is live now: the clicks and searches made on the server's markup are done again.
    replayEarlyInput();
  }, []);
  return null;
}
