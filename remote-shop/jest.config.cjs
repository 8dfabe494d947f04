module.exports = require('../scripts/jest-app-config.cjs')('remote-shop', __dirname);
