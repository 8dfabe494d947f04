/** Unit tests of `shared`: the same jsdom + ts-jest set-up as the apps, plus its own setup file. */
const base = require('../scripts/jest-app-config.cjs')('shared', __dirname);

module.exports = { ...base, setupFilesAfterEnv: ['<rootDir>/src/test/jest-setup.ts'] };
