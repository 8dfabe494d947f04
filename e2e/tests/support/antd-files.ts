import type { AppName } from './app-servers.ts';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * The URLs of the JS files of antd's shared chunk in each named app's build, from their manifests.
 * An app whose sources import no antd (remote-shop since issue 30) shares none: it adds nothing.
 */
export async function antdFiles(apps: Record<string, { url: string }>, names: readonly AppName[]): Promise<string[]> {
  const files = await Promise.all(
    names.map(async (app) => {
      const base = apps[app]!.url;
      const manifest = (await (await fetch(`${base}/mf-manifest.json`)).json()) as Manifest;
      const antd = manifest.shared.find((entry) => entry.name === 'antd');
      if (!antd) return [];
      return [...antd.assets.js.sync, ...antd.assets.js.async].map((file) => `${base}/${file}`);
    }),
  );
  return files.flat();
}
