/** Unit tests of `rules`: plain Node (no DOM), ts-jest with a CommonJS view of the ESM sources. */
module.exports = {
  displayName: 'rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'bundler', isolatedModules: true } }],
  },
  // The sources import each other as './x.js' (NodeNext, for the API's build): jest reads the .ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
