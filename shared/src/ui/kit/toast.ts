/** How a toast reads: a warning interrupts (role=alert), a notice waits its turn (role=status). */
export type ToastTone = 'warning' | 'notice';

const REGION_CLASS = 'dc-toasts';

/** The one corner of the page toasts stack in, made on the first toast. */
function toastRegion(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = REGION_CLASS;
  document.body.append(region);
  return region;
}

/**
 * A short message at the top of the page for `ms` milliseconds, read out by screen readers (the
 * kit's toast, without antd). Plain DOM, not a sweetalert2 toast: sweetalert2 shows one popup at a
 * time, and a toast would close the session-end alert shown at the same moment. Returns a function
 * that removes it earlier.
 */
export function showToast(text: string, { ms, tone = 'warning' }: { ms: number; tone?: ToastTone }): () => void {
  const toast = document.createElement('div');
  toast.className = `dc-toast dc-toast--${tone}`;
  toast.setAttribute('role', tone === 'warning' ? 'alert' : 'status');
  toast.textContent = text;
  toastRegion().append(toast);
  const remove = () => toast.remove();
  window.setTimeout(remove, ms);
  return remove;
}
