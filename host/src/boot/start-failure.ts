import { BOOT_MESSAGES } from 'shared/boot';
import { dropEarlyInput } from './early-input';

/** Marks the message, so a second failure does not add another. */
const FAILED_ATTRIBUTE = 'data-start-failed';

/**
 * The app could not start: a file of the host or a shared library did not arrive. What is on
 * screen stays (the server's page keeps its links, the boot skeleton stops saying it is busy), the
 * clicks held for the app are dropped, and the shopper is told, at the top of the page.
 */
export function showStartFailure(error: unknown): void {
  console.error(error);
  dropEarlyInput();
  const root = document.getElementById('root');
  if (!root || root.querySelector(`[${FAILED_ATTRIBUTE}]`)) return;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.setAttribute(FAILED_ATTRIBUTE, '');
  alert.className = 'start-failed';
  alert.textContent = BOOT_MESSAGES.loadFailed;
  root.prepend(alert);
  for (const busy of root.querySelectorAll('[aria-busy="true"]')) busy.setAttribute('aria-busy', 'false');
}
