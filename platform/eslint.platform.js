// ESLint rules for the platform, spread into the root flat config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const PLATFORM = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.dirname(PLATFORM);
const src = 'platform/src';

/**
 * The folders (and top-level files) of platform/src, bottom layer first. Each may import from
 * itself and from the layers below its own, never from its own layer or above, so the domains
 * form no cycles and a change low down is the only kind that reaches far. docs/platform-domains.md
 * says why this order and how to place a new folder; a test fails until every folder is placed.
 */
export const PLATFORM_LAYERS = [
  // Vocabulary: message catalogue, credit types.
  ['i18n', 'credits'],
  ['errors.ts'],
  ['db'],
  // Building blocks with no domain rules: money, ids, days, idempotency, route schemas, the admin guard.
  ['lib'],
  ['ledger'],
  // Fastify plumbing, and the domains every member-facing one stands on; the operators' audit trail.
  ['plugins', 'captcha', 'country', 'assets', 'notifications', 'audit'],
  // What guards a member's account before money moves (transaction password, factors, freezes).
  ['security'],
  // Operators under their own names: accounts, sessions, the guard of every operator route.
  ['operator'],
  ['team', 'convert', 'withdrawal-address'],
  ['user'],
  ['transfer'],
  ['packages'],
  ['insurance'],
  // Domains nothing else in the platform imports.
  ['accrual', 'bank-account', 'claim', 'commitment', 'deposit', 'game', 'jackpot', 'kyc', 'otc', 'pin-code', 'entrust', 'withdrawal', 'statement'],
  // Demo mode opens a channel, approves deposits and runs the profit: above the domains it drives.
  ['demo'],
  // Reach across the domains: the operator API and CLI, the configuration read from the environment.
  ['admin', 'config.ts'],
  ['app.ts'],
  ['server.ts'],
  ['index.ts', 'main.ts'],
  // The test harness.
  ['testing-pictures.ts', 'testing-passkey.ts', 'testing-story.ts', 'testing-smtp.ts', 'testing-pdf.ts'],
  ['testing-template.ts'],
  ['testing-postgres.ts'],
  ['testing.ts'],
  ['testing-process.ts'],
  ['testing-seed.ts'],
];

/** A zone per folder: what it may not import is its own layer's other folders and every layer above. */
const zones = PLATFORM_LAYERS.flatMap((layer, index) => {
  const sameOrAbove = PLATFORM_LAYERS.slice(index).flat();
  return layer.flatMap((folder) => {
    const forbidden = sameOrAbove.filter((other) => other !== folder);
    if (forbidden.length === 0) return [];
    return [
      {
        target: `${src}/${folder}`,
        from: forbidden.map((other) => `${src}/${other}`),
        message: `${folder} is in layer ${index + 1} of platform/eslint.platform.js: it imports from lower layers only (docs/platform-domains.md).`,
      },
    ];
  });
});

// The ledger's bulk path skips the per-entry zero-sum trigger while it writes the entries it has
// checked itself (src/ledger/bulk.ts). No other code may turn that switch on.
const BULK_SWITCH = 'ledger\\.bulk_checked';
const bulkSwitchOnlyInBulk = {
  files: ['platform/**/*.ts'],
  ignores: ['platform/src/ledger/bulk.ts', 'platform/src/db/migrations/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...['Literal', 'TemplateElement'].map((node) => ({
        selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/${BULK_SWITCH}/]`,
        message: 'Only the ledger\'s bulk path (src/ledger/bulk.ts) may skip the zero-sum trigger.',
      })),
    ],
  },
};

// Libraries a platform may never need, each some megabytes held for the life of the process once
// loaded: imported where they are first used (`import()`), never at start (BENCHMARKS.md (j)).
const LOADED_ON_FIRST_USE = {
  pdfkit: 'the first PDF statement',
  '@simplewebauthn/server': 'the first passkey ceremony',
  sharp: 'the first picture',
  nodemailer: 'SMTP_URL',
  'web-push': 'the VAPID keys',
  '@electric-sql/pglite': 'running without DATABASE_URL',
  'kysely-pglite-dialect': 'running without DATABASE_URL',
};
const loadedOnFirstUse = {
  files: [`${src}/**/*.ts`],
  ignores: [`${src}/testing*.ts`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: Object.entries(LOADED_ON_FIRST_USE).map(([name, when]) => ({
          name,
          allowTypeImports: true,
          message: `Loaded with ${when}: import() it where it is used, not at start (BENCHMARKS.md (j)).`,
        })),
      },
    ],
  },
};

export default [
  bulkSwitchOnlyInBulk,
  loadedOnFirstUse,
  {
    files: [`${src}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(PLATFORM, 'tsconfig.json') })],
    },
    rules: {
      // Zones are relative to the repository, wherever ESLint runs from.
      'import-x/no-restricted-paths': ['error', { basePath: REPOSITORY, zones }],
    },
  },
];
