import type { ReactNode } from 'react';

/** A white card with a heading (the account screens' frame, the content pages' blocks). */
export function Card({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={['dc-panel', className].filter(Boolean).join(' ')}>
      <div className="dc-panel-head">{title}</div>
      <div className="dc-panel-body">{children}</div>
    </section>
  );
}

/**
 * The outcome of a finished task (paid, account activated): a success mark, a heading, a sentence,
 * what to do next (`extra`) and anything below (`children`).
 */
export function Result({
  title,
  subTitle,
  extra,
  children,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="dc-result">
      <span className="dc-result-icon" aria-hidden="true">
        ✓
      </span>
      <h1 className="dc-result-title">{title}</h1>
      {subTitle && <p className="dc-result-subtitle">{subTitle}</p>}
      {extra && <div className="dc-result-extra">{extra}</div>}
      {children && <div className="dc-result-content">{children}</div>}
    </section>
  );
}

/** Something that runs (a link being checked): a spinner and the spec's busy text, announced. */
export function BusyNote({ label }: { label: string }) {
  return (
    <p className="dc-busy" role="status">
      <span className="dc-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** Label / value pairs, one a line (test cards, demo accounts). */
export function DescriptionList({
  items,
}: {
  items: readonly { key: string; label: ReactNode; children: ReactNode }[];
}) {
  return (
    <dl className="dc-descriptions">
      {items.map((item) => (
        <div key={item.key} className="dc-descriptions-row">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
