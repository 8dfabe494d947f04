/** Absolute URL for a file the API serves (images), so apps on other origins can load it. */
export function publicAssetUrl(publicUrl: string, pathOrUrl: string | null): string | null {
  if (!pathOrUrl) return null;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
