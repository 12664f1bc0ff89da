import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', '.test-data/**', 'screenshots/**', '**/*.tmp.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: the page never imports server code.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@server/*'], message: 'La página no importa código del servidor.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**', 'node:*'], message: 'src/shared no hace E/S ni importa servidor o página.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/test-support/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Lee el entorno solo en src/server/config.ts.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'El servidor no importa código de la página.' }] }],
    },
  },
);
