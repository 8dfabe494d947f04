/** One jest run over every browser package: each keeps its own config next to its code. */
module.exports = {
  projects: [
    '<rootDir>/rules',
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-shop',
    '<rootDir>/remote-cart',
    '<rootDir>/remote-admin',
  ],
};
