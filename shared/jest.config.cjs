/** Unit tests of `shared`: jsdom, ts-jest with a CommonJS view of the TypeScript sources. */
module.exports = {
  displayName: 'shared',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // isolatedModules: transpile each file alone (fast); `tsc --noEmit` does the type-check.
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'bundler',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/jest-setup.ts'],
};
