const { createAppConfig } = require('../webpack.common.js');

module.exports = createAppConfig({
  name: 'admin',
  dir: __dirname,
  title: 'Del Campo · Administración (remoto)',
  exposes: { './AdminApp': './src/exposed/admin-app.ts' },
});
