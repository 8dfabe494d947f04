import { createContext, useContext } from 'react';
import type { AppConfig } from 'shared';

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('AppConfigContext is missing');
  return config;
}
