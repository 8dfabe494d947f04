import { message } from 'antd';
import { MESSAGES, TOAST_MS } from 'shared';

/**
 * antd's toast for the login redirect, in a chunk of its own: the shell never loads antd, and a
 * named import (not `import('antd')`) lets antd's shared copy stay tree-shaken.
 */
export function showLoginRequiredToast(): void {
  void message.warning(MESSAGES.loginRequiredToast, TOAST_MS.loginRequired / 1000);
}
