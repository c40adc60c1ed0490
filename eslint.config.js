import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import graphql from './eslint.graphql.js';
import web from './web/eslint.web.js';

// The JavaScript and TypeScript rules stay on code; .graphql files (and the documents pulled out
// of the web app's code) get the GraphQL rules of eslint.graphql.js only.
const code = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'];
const onCode = (config) => ({ ...config, files: config.files ?? code });

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
  ...web,
  ...graphql,
);
