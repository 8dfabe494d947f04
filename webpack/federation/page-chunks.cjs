/**
 * The files each page of a remote's `./pages` expose loads, for its manifest (`metaData.pageChunks`):
 * the host and its server preload the route's page with the remote's first files instead of finding
 * them only when the page renders (issue 30: Mis compras waited for its chunks ~1 s after the JS).
 * A page is a lazy import named `page-<name>` (webpackChunkName) in the remote's src/exposed/pages.ts.
 */
const PAGE_CHUNK_PREFIX = 'page-';

/** `{ [page]: [file, ...] }` from the compilation's named chunk groups `page-<name>`. */
function pageChunks(compilation) {
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
    pages[name.slice(PAGE_CHUNK_PREFIX.length)] = [...new Set(files)].sort();
  }
  return pages;
}

module.exports = { pageChunks };
