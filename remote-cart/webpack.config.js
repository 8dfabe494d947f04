const { createAppConfig } = require('../webpack.common.js');

module.exports = createAppConfig({
  name: 'cart',
  dir: __dirname,
  title: 'Del Campo · Carrito (remoto)',
  exposes: { './CartPanel': './src/exposed/cart-panel.ts', './pages': './src/exposed/pages.ts' },
  pageQueries: require('./page-queries.cjs'),
});
