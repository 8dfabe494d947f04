import { lazy, Suspense, useEffect, useState } from 'react';

const CoverageCheck = lazy(() => import('./coverage-check'));

/**
 * The coverage check, fetched after home has painted (its own chunk) and only in the browser:
 * a server-rendered home and its hydration both render nothing here, so they always match.
 */
export function LazyCoverageCheck() {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <CoverageCheck />
    </Suspense>
  );
}
