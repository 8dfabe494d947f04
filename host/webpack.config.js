const { createAppConfig } = require('../webpack.common.js');

module.exports = createAppConfig({
  name: 'host',
  dir: __dirname,
  title: 'Del Campo · Del campo a tu mesa',
  exposes: {},
  // The shell's server renderer (docs/architecture.md, "Catalogue HTML").
  server: { entry: './src/ssr/shell.tsx', file: 'shell' },
});
