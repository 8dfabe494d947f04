/** Jest config of a browser app (host, remotes): jsdom, ts-jest with a CommonJS view of the sources. */
const path = require('node:path');

/** What webpack.common.js defines at build time. */
const SHARED_MAJOR = Number(require('../shared/package.json').version.split('.')[0]);
const RULES_MAJOR = Number(require('../rules/package.json').version.split('.')[0]);

module.exports = function jestAppConfig(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      // Also the ESM-only files that antd's CommonJS build requires (see transformIgnorePatterns).
      '^.+\\.(tsx?|m?js)$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'bundler',
            esModuleInterop: true,
            isolatedModules: true,
            allowJs: true,
          },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[a-z-]+|antd)/)'],
    moduleNameMapper: {
      '\\.(css|svg|png)$': path.join(__dirname, 'jest-asset-stub.cjs'),
      // `rules` imports its own files as './x.js' (NodeNext, for the API): jest reads the .ts.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    globals: { __SHARED_MAJOR__: SHARED_MAJOR, __RULES_MAJOR__: RULES_MAJOR },
    setupFiles: [path.join(__dirname, 'jest-app-polyfills.cjs')],
    // DOM matchers and the one generous wait for the UI (UI_WAIT_MS) and per test of every package.
    setupFilesAfterEnv: [path.join(__dirname, 'jest-app-setup.cjs')],
  };
};
