import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES = readdirSync(new URL('services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers (docs/development.md#where-code-goes): each zone is a folder (`target`) that may not import from
 * another (`from`). Imports are followed to the file they reach, so a package of the repository (`@seedcorp/…`)
 * counts as the folder it lives in.
 */
const BOUNDARY_ZONES = [
  {
    target: './e2e',
    from: './scripts',
    // The local runner, as its package `@seedcorp/stack` exports it.
    except: ['./stack/index.ts'],
    message: 'End-to-end suites reach the local runner through @seedcorp/stack, and nothing else of scripts/.',
  },
  { target: './scripts', from: './e2e', message: 'Scripts do not import the end-to-end suites.' },
  ...['./web', './admin-web'].map((app) => ({
    target: app,
    from: './gateway',
    message: 'The apps do not import the gateway; the route table is in @seedcorp/contracts.',
  })),
  { target: './web', from: './admin-web', message: 'The public site does not import the admin app.' },
  { target: './admin-web', from: './web', message: 'The admin app does not import the public site.' },
  ...SERVICES.map((service) => ({
    target: `./services/${service}`,
    from: SERVICES.filter((other) => other !== service).map((other) => `./services/${other}`),
    message: 'A service, its tests included, does not import another service.',
  })),
  {
    target: './contracts',
    from: ['./libs', './services', './web', './admin-web', './gateway', './e2e', './scripts', './testing'],
    message: 'The contract imports nothing else of the platform.',
  },
  {
    target: './libs',
    from: ['./services', './web', './admin-web', './gateway', './e2e', './scripts'],
    message: 'Shared code imports no app and no service.',
  },
];

/** Everything outside the contract imports it by its package name, the one way the services and apps share. */
const CONTRACT_BY_PATH = {
  regex: '^\\.{1,2}/(.*/)?contracts(/|$)',
  message: 'Import the contract as @seedcorp/contracts.',
};

/** Test code: what may import the test helpers (`@seedcorp/testing`). */
const TEST_CODE = [
  '**/*.spec.{ts,tsx}',
  '**/*.int-spec.ts',
  'e2e/**',
  'testing/**',
  'scripts/bench/**',
  'scripts/testing/**',
  // The auth service's sign-in and SMS tests' harnesses, left out of the service's build.
  'services/auth/src/second-factor/sign-in-harness.ts',
  'services/auth/src/sms/sms-harness.ts',
  // The content service's suites' booted service, and the workflow tests' admins and tables, left out of its build.
  'services/content/src/content-harness.ts',
  'services/content/src/workflow/workflow-harness.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.data/**', '.data-*/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], mainFields: ['types', 'main'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...BOUNDARY_ZONES,
            { target: '.', from: './testing', message: 'Only tests import the test helpers (@seedcorp/testing).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CONTRACT_BY_PATH] }] },
  },
  {
    // The end-to-end suites take the local runner from its package, never by a path into scripts/.
    files: ['e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CONTRACT_BY_PATH,
            { regex: '^(\\.\\./)+scripts(/|$)', message: 'Import the local runner from @seedcorp/stack.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', 'e2e/**', 'admin-web/src/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
