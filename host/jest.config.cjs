module.exports = require('../scripts/jest-app-config.cjs')('host', __dirname);
