const { createAppConfig } = require('../webpack.common.js');

module.exports = createAppConfig({
  name: 'shop',
  dir: __dirname,
  title: 'Del Campo · Tienda (remoto)',
  exposes: { './pages': './src/exposed/pages.ts' },
  // The catalogue pages' server renderer, released with the remote (docs/architecture.md).
  server: { entry: './src/ssr/render.tsx', file: 'render' },
});
