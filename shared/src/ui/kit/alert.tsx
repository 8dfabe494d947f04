import type { ReactNode } from 'react';

interface AlertProps {
  type: 'error' | 'warning' | 'info' | 'success';
  title: ReactNode;
  description?: ReactNode;
  /** A button or link next to the text (e.g. "Reintentar"). */
  action?: ReactNode;
  className?: string;
  /** `alert` (default) interrupts; `status` is announced politely (a success, a reason to wait). */
  role?: 'alert' | 'status';
  id?: string;
  'data-testid'?: string;
}

const ICONS = { error: '✕', warning: '!', info: 'i', success: '✓' };

/** A message box (load failures, warnings), announced to screen readers when it appears. */
export function Alert({ type, title, description, action, className, role = 'alert', ...rest }: AlertProps) {
  return (
    <div {...rest} role={role} className={['dc-alert', `dc-alert--${type}`, className].filter(Boolean).join(' ')}>
      <span className="dc-alert-icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="dc-alert-body">
        <div className="dc-alert-title">{title}</div>
        {description && <div className="dc-alert-description">{description}</div>}
      </div>
      {action && <div className="dc-alert-action">{action}</div>}
    </div>
  );
}

/** An empty result: a sentence and what to do next. */
export function Empty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="dc-empty">
      <p className="dc-empty-description">{description}</p>
      {children}
    </div>
  );
}
