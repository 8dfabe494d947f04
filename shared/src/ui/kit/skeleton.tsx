import type { CSSProperties } from 'react';

/** A grey placeholder block of a fixed size (a picture's box while it loads). */
export function SkeletonBlock({
  width,
  height,
  style,
}: {
  width: number | string;
  height: number;
  style?: CSSProperties;
}) {
  return <span className="dc-skeleton dc-skeleton-block" style={{ width, height, ...style }} aria-hidden="true" />;
}

/**
 * The place of a page's heading that is not known yet (an order's page names its order): the same
 * block in the server's frame and in the page's loading state, so nothing moves between them.
 */
export function HeadingSkeleton() {
  return <SkeletonBlock width="60%" height={32} style={{ marginBottom: 'var(--dc-space-md)' }} />;
}

/** Placeholder lines of text, the last one shorter. */
export function SkeletonLines({ rows = 3, title = true }: { rows?: number; title?: boolean }) {
  return (
    <span className="dc-skeleton-lines" aria-hidden="true">
      {title && <span className="dc-skeleton dc-skeleton-title" />}
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={`dc-skeleton dc-skeleton-line${index === rows - 1 ? ' is-last' : ''}`} />
      ))}
    </span>
  );
}

/** A page-sized placeholder with the spec's "loading" text for screen readers. */
export function PageSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="dc-page-skeleton" aria-busy="true" aria-label={label} role="status">
      <SkeletonLines rows={rows} />
    </div>
  );
}
