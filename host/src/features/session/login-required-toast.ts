import { MESSAGES, TOAST_MS } from 'shared';
import { showToast } from 'shared/ui';

/** The spec's 10-second notice before the login page, in the kit's toast (an alert region, no antd). */
export function showLoginRequiredToast(): void {
  showToast(MESSAGES.loginRequiredToast, { ms: TOAST_MS.loginRequired });
}
