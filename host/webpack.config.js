const { createAppConfig } = require('../webpack.common.js');

module.exports = createAppConfig({
  name: 'host',
  dir: __dirname,
  title: 'Del Campo · Del campo a tu mesa',
  exposes: {},
});
