import { message } from 'antd';
import { TOAST_MS } from 'shared';

/**
 * antd's toast for a refused checkout, in a chunk of its own: the cart panel is plain (no antd),
 * and a named import (not `import('antd')`) lets antd's shared copy stay tree-shaken.
 */
export function showRefusalToast(text: string): void {
  void message.warning(text, TOAST_MS.notice / 1000);
}
