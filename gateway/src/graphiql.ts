import { readFileSync } from 'node:fs';
import type { GraphiQLOptions } from 'graphql-yoga';

// What GraphiQL at /graphql opens with: one tab to sign up and in, then one tab per group of
// domains, every operation ready to run as it stands on a fresh install once the placeholders
// in the variables and headers are filled (gateway/test/graphiql-examples.test.ts runs them all
// against a real gateway and platform, in order).

/** The placeholders a developer replaces, each said where to find it. */
export const GRAPHIQL_PLACEHOLDERS = {
  captchaId: '<captchaId from RegistrationForm>',
  captchaCode: '<what the captcha image shows>',
  referralId: '<referral id of your sponsor: printed by the first start, or pnpm admin root-sponsor>',
  token: 'Bearer <token from Login>',
} as const;

// One .graphql document per tab: a tab is one document (its leading comments say what to do, its
// operations run top to bottom), so each file is exactly what its tab shows. Read once at load and
// resolved from this module's URL, not the working directory, so a compiled copy finds them too as
// long as the build copies graphiql/examples/ beside it; a missing file stops the start. Simpler
// than generating a module from them, which would need a build step and a staleness check.
export const GRAPHIQL_EXAMPLES_DIR = new URL('./graphiql/examples/', import.meta.url);

const example = (name: string) => readFileSync(new URL(`${name}.graphql`, GRAPHIQL_EXAMPLES_DIR), 'utf8');

const START = example('start');

const START_VARIABLES = JSON.stringify(
  {
    register: {
      userName: 'alice',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      transactionPassword: 'another secret',
      countryCode: 'US',
      referralId: GRAPHIQL_PLACEHOLDERS.referralId,
      captchaId: GRAPHIQL_PLACEHOLDERS.captchaId,
      captchaCode: GRAPHIQL_PLACEHOLDERS.captchaCode,
    },
    login: { userName: 'alice', password: 'correct horse battery' },
  },
  null,
  2,
);

/** The tabs after the first, in the order a developer goes through them: team ends with Logout. */
const MEMBER_TABS = ['member', 'wallet', 'trade', 'packages', 'pins', 'otc', 'commitments', 'jackpot', 'game', 'notifications', 'security', 'team'] as const;

const MEMBER_HEADERS = JSON.stringify({ Authorization: GRAPHIQL_PLACEHOLDERS.token }, null, 2);

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Portal gateway',
  defaultQuery: START,
  defaultTabs: [
    { query: START, variables: START_VARIABLES, headers: null },
    ...MEMBER_TABS.map((name) => ({ query: example(name), headers: MEMBER_HEADERS })),
  ],
  defaultEditorToolsVisibility: 'headers',
  subscriptionsProtocol: 'SSE',
  shouldPersistHeaders: false,
};
