module.exports = require('../scripts/jest-app-config.cjs')('remote-admin', __dirname);
