/** Unit tests of `shared`: the same jsdom + ts-jest set-up as the apps (scripts/jest-app-config.cjs). */
module.exports = require('../scripts/jest-app-config.cjs')('shared', __dirname);
