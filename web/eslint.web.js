// ESLint rules for the web app, spread into the root flat config. Plugins resolve from web/.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = ['account-info', 'auth', 'convert', 'dashboard', 'deposit', 'records', 'settings', 'terms', 'transfer', 'wallet', 'withdrawal'];
const src = 'web/src';

export default [
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.test.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // bulletproof-react: features never import each other; imports flow shared → features → app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [`./${feature}`],
            })),
            { target: `${src}/features`, from: `${src}/app` },
            {
              target: [`${src}/components`, `${src}/config`, `${src}/lib`],
              from: [`${src}/features`, `${src}/app`],
            },
          ],
        },
      ],
    },
  },
];
