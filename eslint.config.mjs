// One lint config for the whole repo. Typed rules stay off for speed; tsc checks types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['remote-shop', 'remote-cart', 'remote-admin'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/.data/**', 'api/drizzle/**', '**/coverage/**'],
  },
  // The single-bundle build (npm run build:monolith, docs/monolith.md).
  { ignores: ['host/dist-monolith/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{shared,host,remote-shop,remote-cart,remote-admin}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Typed hooks only (Redux style guide): raw react-redux hooks lose the state type.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector/useAppDispatch from shared.',
            },
          ],
        },
      ],
    },
  },
  // Remotes import only `shared` and libraries: never the host or another remote.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector/useAppDispatch from shared.',
            },
          ],
          patterns: [
            { group: ['host', 'host/*', '**/host/**'], message: 'A remote never imports the host.' },
            ...REMOTES.filter((r) => r !== remote).map((other) => ({
              group: [other, `${other}/*`, `**/${other}/**`],
              message: 'Remotes never import each other.',
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.cjs', 'webpack.common.js', '*/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
