import { createContext, useContext } from 'react';
import type { AppConfig } from './app-config';

/**
 * The runtime config (config.json) of this page: the host provides it above every route, the
 * standalone harness for a remote served on its own, and renderWithProviders in tests.
 */
export const AppConfigContext = createContext<AppConfig | null>(null);

/** The runtime config; the one way a remote reads config.json (never fetch it again). */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('AppConfigContext is missing');
  return config;
}
