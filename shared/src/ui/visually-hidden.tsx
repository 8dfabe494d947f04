import type { CSSProperties, ReactNode } from 'react';

/**
 * Read by screen readers, not shown: the header of a column of buttons, "Antes" before a struck
 * price, a file input whose visible label is a button. One definition for every app.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
