import type { Site } from './site.ts';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * The JS files of antd's shared chunk in the shopper apps' builds (host, remote-shop, remote-cart), from
 * their manifests; an app that uses no antd (the host since issue 30) lists none.
 */
export async function antdFiles(site: Site): Promise<string[]> {
  const apps = ['host', 'remote-shop', 'remote-cart'] as const;
  const files = await Promise.all(
    apps.map(async (app) => {
      const base = site.apps[app].url;
      const manifest = (await (await fetch(`${base}/mf-manifest.json`)).json()) as Manifest;
      const antd = manifest.shared.find((entry) => entry.name === 'antd');
      return antd ? [...antd.assets.js.sync, ...antd.assets.js.async].map((file) => `${base}/${file}`) : [];
    }),
  );
  return files.flat();
}
