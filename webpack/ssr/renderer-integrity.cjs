// What a release states about its server renderer (docs/security.md, "The renderer a release
// states"): the file's path inside the release and its SHA-384 in Subresource Integrity form,
// written into mf-manifest.json (metaData.buildInfo.serverRenderer). The host's server runs a
// fetched renderer only when its bytes have this hash (scripts/ssr/bundles.mjs).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** `sha384-<base64>` of `bytes`: the form the host's server compares with. */
function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * `{ path, integrity }` of `dist/<bundleDir>/<file>.cjs`, read after the renderer's own build
 * wrote it (the app's build depends on it); null when it is not there.
 */
function rendererIntegrity(dir, bundleDir, file) {
  const relative = `${bundleDir}/${file}.cjs`;
  const full = path.join(dir, 'dist', relative);
  if (!fs.existsSync(full)) return null;
  return { path: relative, integrity: integrityOf(fs.readFileSync(full)) };
}

module.exports = { integrityOf, rendererIntegrity };
