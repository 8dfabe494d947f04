/** Unit tests of this app: jsdom, ts-jest with a CommonJS view of the TypeScript sources. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        isolatedModules: true,
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'bundler', esModuleInterop: true },
      },
    ],
  },
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../scripts/jest-asset-stub.cjs' },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
