import { parseAppConfig, type AppConfig } from 'shared';

/** Reads config.json next to index.html: where the API and each remote live (never cached). */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseAppConfig(await response.json());
}
