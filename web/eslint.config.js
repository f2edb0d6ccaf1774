// ESLint for the pages (npm run lint): JavaScript's and typescript-eslint's recommended rules,
// the rules of React's hooks, jsx-a11y's, and the folders' boundaries of bulletproof-react
// (docs/DEVELOPERS.md, "How lint works").
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The folders every part of the pages may import, and which import no feature. */
const shared = ['components', 'hooks', 'lib', 'config', 'types', 'assets', 'styles'].map((dir) => `./src/${dir}`);

export const boundaries = {
  zones: [
    // A feature imports no other feature: pages in app/ compose them.
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature imports only the shared folders and its own; compose features in src/app.',
    })),
    // One way: app/ imports features, never the other way.
    {
      target: './src/features',
      from: ['./src/app', './src/main.tsx'],
      message: 'A feature never imports the app; the app imports features.',
    },
    // The shared folders import neither features nor the app.
    {
      target: shared,
      from: ['./src/features', './src/app', './src/main.tsx'],
      message: 'Shared code imports no feature and not the app.',
    },
    // testing/ renders the whole app (render-app.tsx, as bulletproof-react's test-utils), but no feature.
    { target: './src/testing', from: './src/features', message: 'Test helpers import no feature.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/types/openapi.gen.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', boundaries],
      'import-x/no-cycle': 'error',
      // `const { key: _key, ...rest } = row` leaves a property out: the rest is what is used.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
