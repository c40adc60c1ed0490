// ESLint rules for the web app, spread into the root flat config. Plugins resolve from web/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every folder under features/ is a feature, so a new one is guarded the day it is created.
const WEB = path.dirname(fileURLToPath(import.meta.url));
const FEATURES_DIR = path.join(WEB, 'src', 'features');
const FEATURES = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const src = 'web/src';

export default [
  {
    // The notification service worker: plain JavaScript served as is from web/public/.
    files: ['web/public/notification-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The app runs in a browser. Its type-check program includes the tests, which see Node's
    // types, so this is what keeps Node's globals and modules out of the app itself.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: 'The web app runs in a browser; settings come from import.meta.env.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^node:', message: 'The web app runs in a browser.' }],
          paths: [
            { name: '@mui/material/Dialog', message: "Use Dialog from '@/components/dialog': a second click never closes it right after it opened." },
            ...['@portal/envelope', '@portal/envelope/catalogue'].map((name) => ({
              name,
              message: "Import '@portal/envelope/codes' and a language's '@portal/envelope/error-messages/<locale>': the catalogue brings every language's texts (and the codec Node's crypto).",
            })),
          ],
        },
      ],
      // Apollo's refetch promise rejects with the query's error (already shown by the screen) or
      // with an AbortError once the screen is left; a promise nobody settles is an unhandled
      // rejection. readAgain (lib/read-again.ts) settles it.
      'no-restricted-syntax': [
        'error',
        ...["UnaryExpression[operator='void']", 'AwaitExpression', 'ExpressionStatement'].flatMap((parent) =>
          ["CallExpression[callee.name='refetch']", "CallExpression[callee.property.name='refetch']"].map((call) => ({
            selector: `${parent} > ${call}`,
            message: "Read a query again with readAgain(query.refetch) from '@/lib/read-again': its failure shows in place, and nothing is left unhandled.",
          })),
        ),
      ],
    },
  },
  {
    files: ['web/src/components/dialog.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^node:', message: 'The web app runs in a browser.' }] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(WEB, 'tsconfig.test.json') })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // bulletproof-react: features never import each other; imports flow shared → features → app.
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to the repository, wherever ESLint runs from (the web tests run it from web/).
          basePath: path.dirname(WEB),
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
            // The operator console is a build of its own: the member app never imports it, and it
            // takes only shared pieces (components, lib), never the member app's shell or features.
            { target: [`${src}/app`, `${src}/features`, `${src}/components`, `${src}/config`, `${src}/lib`, `${src}/main.tsx`], from: `${src}/console` },
            { target: `${src}/console`, from: [`${src}/app`, `${src}/features`, `${src}/config`, `${src}/generated`] },
          ],
        },
      ],
    },
  },
];
