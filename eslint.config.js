import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import graphql from './eslint.graphql.js';
import platform from './platform/eslint.platform.js';
import web from './web/eslint.web.js';

// The JavaScript and TypeScript rules stay on code; .graphql files (and the documents pulled out
// of the web app's code) get the GraphQL rules of eslint.graphql.js only.
const code = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'];
const onCode = (config) => ({ ...config, files: config.files ?? code });

/** Refuses every relative import in `files` but the `allowed` ones (regular expressions of whole specifiers). */
const cliImportsOnly = (files, allowed) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?!(?:${allowed.join('|')})$)\\.\\.?/`,
            message: 'The CLI reads constants from small leaf modules only; it reaches the platform over its operator API.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/generated/**', 'e2e/screenshots/**', '**/coverage/**'],
  },
  onCode(js.configs.recommended),
  ...tseslint.configs.recommended.map(onCode),
  {
    files: code,
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // The operator CLI answers in a fraction of a second because it loads nothing of the platform:
  // it talks to the running one over HTTP. Importing the app (or anything that does) costs seconds.
  // cli.ts and the command files in admin/cli/ import those files and two small leaf modules, nothing else.
  cliImportsOnly(['platform/src/admin/cli.ts'], ['\\./program\\.ts']),
  cliImportsOnly(['platform/src/admin/program.ts'], ['\\./cli/[\\w-]+\\.ts']),
  cliImportsOnly(['platform/src/admin/cli/**/*.ts'], ['\\./[\\w-]+\\.ts', '\\.\\./\\.\\./lib/data-files\\.ts', '\\.\\./\\.\\./credits/credit-types\\.ts']),
  {
    // Journeys wait for what a member sees, never for a length of time (docs/testing.md).
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait for the screen itself (a locator, a URL, a response), not for time.' }],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Wait for the thing itself (expect.poll, a locator, an event), not for time.' },
        { name: 'setInterval', message: 'Poll with expect.poll or wait for an event instead.' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'node:timers/promises', message: 'Wait for the thing itself, not for time.' }] }],
    },
  },
  ...platform,
  ...web,
  ...graphql,
);
