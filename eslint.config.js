import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';

// One zone per feature folder: a feature may import only from itself (shared code lives in components/ or lib/).
const features = readdirSync(fileURLToPath(new URL(`${WEB}/features`, import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./${WEB}/features/${name}`,
  from: `./${WEB}/features`,
  except: [`./${name}`],
  message: 'Features do not import each other: move what they share to components/ or lib/, or compose them in app/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'scratch/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code; share types and schemas through packages/contract.',
            },
            {
              target: './packages',
              from: './apps',
              message: 'Packages (the contract and the engines) import no app code.',
            },
            {
              target: `./${WEB}/components`,
              from: [`./${WEB}/features`, `./${WEB}/app`],
              message: 'Shared components never import features or the app layer.',
            },
            {
              target: `./${WEB}/lib`,
              from: [`./${WEB}/features`, `./${WEB}/app`, `./${WEB}/components`],
              message: 'lib/ is the bottom layer: it imports no components, features or app code.',
            },
            {
              target: `./${WEB}/features`,
              from: `./${WEB}/app`,
              message: 'Features do not import the app layer; the app composes features.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@zhi/contract',
              allowTypeImports: true,
              message:
                'In the browser import only types from @zhi/contract (values: @zhi/contract/lite), so zod stays out of the bundle.',
            },
            { name: 'zod', message: 'zod stays out of the browser bundle; validate with @zhi/contract/lite rules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'],
              message: 'Packages are pure: no file, network or process I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // In tests a wrong assumption fails the test loudly, which is what a non-null assertion should do.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
