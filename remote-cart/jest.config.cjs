module.exports = require('../scripts/jest-app-config.cjs')('remote-cart', __dirname);
