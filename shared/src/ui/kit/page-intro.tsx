import type { ReactNode } from 'react';

/**
 * The line under a page's heading that says what the page holds. Known without data, so the
 * server's frame of the page draws it too (host/src/ssr/page-frames.tsx) and it stays in place
 * when the page renders.
 */
export function PageIntro({ children }: { children: ReactNode }) {
  return <p className="dc-page-intro">{children}</p>;
}
