// Brotli and gzip copies of every text file of a production build, written next to it
// (<file>.br, <file>.gz), so the servers send them as they are: scripts/serve-app.mjs picks them
// up (@fastify/static `preCompressed`), nginx with `gzip_static on`. Highest levels: compressed once at build time, not per answer.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_FILES = /\.(js|css|html|json|svg)$/;
/** Below this size compression gains nothing (nginx compresses above 1 KB too). */
const THRESHOLD = 1024;

function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_FILES,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: THRESHOLD,
      minRatio: Infinity,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_FILES,
      compressionOptions: { level: 9 },
      threshold: THRESHOLD,
      minRatio: Infinity,
    }),
  ];
}

module.exports = { precompressPlugins };
