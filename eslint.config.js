import js from '@eslint/js';
import fs from 'node:fs';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Each page feature stands alone: features never import one another, and only routes compose them.
// Shared building blocks (lib, queries, components) never reach into a feature or a route.
const webFeatures = fs.readdirSync('src/web/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureZones = [
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Una feature no importa otra: compónlas en una ruta, o mueve lo compartido a src/web/queries o src/web/lib.',
  })),
  ...['lib', 'queries', 'components'].map((shared) => ({
    target: `./src/web/${shared}`,
    from: ['./src/web/features', './src/web/routes'],
    message: 'Lo compartido no depende de features ni de rutas.',
  })),
  { target: './src/web/features', from: './src/web/routes', message: 'Las features no importan rutas.' },
];

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // An import cycle makes load order matter and hides which module owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
