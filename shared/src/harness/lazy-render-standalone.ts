import type { StandaloneOptions } from './render-standalone';

/**
 * Renders a remote on its own page (see `render-standalone.tsx`). The harness is imported on
 * first call so that importing `shared` never loads react-router, antd or react-dom: the host
 * never needs them from here, and jsdom tests of plain logic stay light.
 */
export async function renderStandalone(options: StandaloneOptions): Promise<void> {
  const harness = await import('./render-standalone');
  return harness.renderStandalone(options);
}

export type { StandaloneOptions };
