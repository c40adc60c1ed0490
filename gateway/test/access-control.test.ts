/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON */
// Access control (RELIABILITY.md): one member tries every id-taking argument of the schema
// (enumerated from it, so a new field is covered without touching this file) with each id of
// another member's records: bank accounts, withdrawal addresses, withdrawals, converts,
// deposits, insurance and entrust packages, premiums, PIN codes, OTC trades. Every attempt is refused, nothing of the
// owner's leaks into the answer, and the owner's views are unchanged afterwards. A token stops
// working at logout, at expiry and when the member is banned.
import { randomBytes, randomUUID } from 'node:crypto';
import { typeDefs } from '@portal/schema';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, STACK_DATABASES, startStack, TRANSACTION_PASSWORD, uniqueName, type Stack } from './helpers.ts';

const schema = buildSchema(typeDefs.join('\n'));
// Ids of public catalogues (plans, deposit channels), of the captcha and of jackpot rounds (one
// round at a time, the same for every member) are nobody's.
const PUBLIC_IDS = new Set(['planId', 'channelId', 'captchaId', 'roundId']);

/** An argument path (`id`, `input.bankAccountId`, `filter.packageId`) that takes an id of a member's record. */
function idPaths(field: GraphQLField<unknown, unknown>): string[] {
  const paths: string[] = [];
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (named.name === 'ID' && !PUBLIC_IDS.has(arg.name)) paths.push(arg.name);
    if (isInputObjectType(named)) {
      for (const f of Object.values(named.getFields())) if (getNamedType(f.type).name === 'ID' && !PUBLIC_IDS.has(f.name)) paths.push(`${arg.name}.${f.name}`);
    }
  }
  return paths;
}

const takesFile = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => getNamedType(a.type).name === 'File');
const targets = [...Object.values(schema.getQueryType()!.getFields()), ...Object.values(schema.getMutationType()!.getFields())]
  .filter((f) => !takesFile(f)) // fileClaim: a premium of another member is refused in platform/test/products.test.ts
  .flatMap((field) => idPaths(field).map((path) => ({ field, path, mutation: field.name in schema.getMutationType()!.getFields() })));

/** A plausible, valid value for a non-id argument, so the call reaches the platform's owner check. */
function validValue(name: string, type: GraphQLInputType, fieldName: string): unknown {
  if (isNonNullType(type)) return validValue(name, type.ofType, fieldName);
  if (isListType(type)) return [validValue(name, type.ofType, fieldName)];
  if (isEnumType(type)) return name === 'network' || name === 'type' ? 'BEP20' : type.getValues()[0]!.name;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, validValue(f.name, f.type, fieldName)]));
  const samples: Record<string, unknown> = {
    requestId: randomUUID(),
    transactionPassword: TRANSACTION_PASSWORD,
    amount: '20',
    planId: /insurance/i.test(fieldName) ? 'INS-500' : 'ENT-1000',
    enabled: true,
    bankName: 'Bank Central Asia',
    accountName: 'Budi Santoso',
    accountNumber: '1234-5678 90',
    address: `0x${randomBytes(20).toString('hex')}`,
    label: 'taken over',
  };
  if (name in samples) return samples[name];
  switch (type.toString()) {
    case 'Int':
      return 1;
    case 'Boolean':
      return true;
    case 'Decimal':
      return '20';
    default:
      return 'x';
  }
}

function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 2) return ' { __typename }';
  const fields = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => `${f.name}${selectionOf(f.type, depth + 1)}`);
  return ` { ${fields.join(' ')} }`;
}

/** One operation calling `field` with every argument as a variable. */
function operationFor(field: GraphQLField<unknown, unknown>, mutation: boolean): string {
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${mutation ? 'mutation' : 'query'} Attempt${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field.type)} }`;
}

function variablesFor(field: GraphQLField<unknown, unknown>, path: string, id: string): Record<string, unknown> {
  const variables: Record<string, any> = {};
  for (const arg of field.args) {
    if (isNonNullType(arg.type) || path.split('.')[0] === arg.name) variables[arg.name] = validValue(arg.name, arg.type, field.name);
  }
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) variables[head] = id;
  else variables[head] = { ...variables[head], [tail]: id };
  return variables;
}

describe.each(STACK_DATABASES)('access control between members, for every id-taking argument of the schema, on %s', (database) => {
  let stack: Stack;
  let owner: { userName: string; token: string };
  let intruder: { userName: string; token: string };
  const ownerIds = new Map<string, string>();

  const as = (who: { token: string }, query: string, variables?: Record<string, unknown>) => gql<any>(stack.http, query, variables, { token: who.token });
  async function ok(who: { token: string }, query: string, variables: Record<string, unknown>, key: string): Promise<any> {
    const answer = await as(who, query, variables);
    expect(answer.errors, key).toBeUndefined();
    return answer.data[key];
  }
  /** Calls the mutation `name` (operation built from the schema) as `who`; returns its `id`. */
  async function create(who: { token: string }, name: string, variables: Record<string, unknown>): Promise<string> {
    const field = schema.getMutationType()!.getFields()[name]!;
    const used = field.args.filter((a) => a.name in variables);
    const query = `mutation(${used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')}) { ${name}(${used.map((a) => `${a.name}: $${a.name}`).join(', ')}) { id } }`;
    return (await ok(who, query, variables, name)).id;
  }
  async function member(prefix: string) {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    for (const coinName of ['CASH_POINT', 'WITHDRAWAL_POINT', 'INSURANCE_POINT', 'ASSETS_POINT', 'USDT_POINT']) {
      await stack.platform.admin('members/adjust', { userName, coinName, direction: 'in', amount: '5000' });
    }
    // The PIN code area on for both, so a PIN code id reaches the platform's holder check.
    // The P2P area too, so an OTC trade id reaches the platform's party check.
    await stack.platform.admin('members/flags', { userName, matchingCodeStatus: 1, otcStatus: 1 });
    return { userName, token: await login(stack, userName) };
  }

  /** Everything the owner can read about their own records, for before/after. */
  const ownerViews = () =>
    Promise.all(
      ['balances', 'bankAccounts', 'withdrawalAddresses', 'convertOrders', 'transfers', 'deposits', 'withdrawals', 'insurancePackages', 'premiums', 'entrustPackages', 'claims', 'records', 'pinCodes', 'pinCodeRecords', 'otcOffers', 'otcTrades'].map(
        async (name) => {
          const field = schema.getQueryType()!.getFields()[name]!;
          return ok(owner, operationFor({ ...field, args: [] } as any, false), {}, name);
        },
      ),
    );

  beforeAll(async () => {
    stack = await startStack({ encrypt: false, database, platform: { env: { WITHDRAWAL_MIN: '10', WITHDRAWAL_MAX: '1000' } } });
    owner = await member('owner');
    intruder = await member('intruder');
    const bank = await create(owner, 'addBankAccount', { input: { bankName: 'Bank Central Asia', accountName: 'Budi Santoso', accountNumber: '1234-5678 90' } });
    ownerIds.set('bank account', bank);
    ownerIds.set('withdrawal address', await create(owner, 'addWithdrawalAddress', { input: { network: 'BEP20', address: `0x${randomBytes(20).toString('hex')}`, label: 'mine', transactionPassword: TRANSACTION_PASSWORD } }));
    ownerIds.set(
      'withdrawal',
      await create(owner, 'withdrawBank', { input: { bankAccountId: bank, amount: '100', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } }),
    );
    ownerIds.set('convert order', await create(owner, 'convert', { input: { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '100', requestId: randomUUID() } }));
    ownerIds.set(
      'deposit',
      await create(owner, 'depositChain', { input: { amount: '100', hash: `0x${randomBytes(32).toString('hex')}`, paymentReference: 'R-1', requestId: randomUUID() } }),
    );
    const insurance = await create(owner, 'buyInsurancePackage', { input: { planId: 'INS-100', requestId: randomUUID() } });
    ownerIds.set('insurance package', insurance);
    ownerIds.set('premium', await create(owner, 'payPremium', { id: insurance, input: { requestId: randomUUID() } }));
    ownerIds.set('entrust package', await create(owner, 'buyEntrustPackage', { input: { planId: 'ENT-100', requestId: randomUUID() } }));
    const pins = await ok(owner, 'mutation($input: BuyPinCodesInput!) { buyPinCodes(input: $input) { codes { id } } }', { input: { planId: 'ENT-100', requestId: randomUUID() } }, 'buyPinCodes');
    ownerIds.set('PIN code', pins.codes[0].id);
    // An OTC trade between the owner and a partner. (The offer's own id is not in the sweep: any
    // member may buy from another's offer, that is what it is for; cancelling another member's
    // offer is refused in platform/test/otc.test.ts.)
    const partner = await member('partner');
    const offer = await ok(owner, 'mutation($input: PublishOtcOfferInput!) { publishOtcOffer(input: $input) { offer { id } } }', { input: { amount: '10', price: '1', minAmount: '1', maxAmount: '10', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } }, 'publishOtcOffer');
    const bought = await ok(partner, 'mutation($id: ID!, $input: BuyOtcOfferInput!) { buyOtcOffer(id: $id, input: $input) { trade { id } } }', { id: offer.offer.id, input: { amount: '5', requestId: randomUUID() } }, 'buyOtcOffer');
    ownerIds.set('OTC trade', bought.trade.id);
  }, 180_000);
  afterAll(() => stack?.close());

  it('finds the id-taking arguments in the schema', () => {
    expect(targets.length).toBeGreaterThan(15);
    expect(targets.map((t) => `${t.field.name}(${t.path})`)).toEqual(
      expect.arrayContaining(['insurancePackage(id)', 'deleteBankAccount(id)', 'withdrawBank(input.bankAccountId)', 'cancelWithdrawal(id)', 'premiums(filter.packageId)']),
    );
  });

  it("refuses every id of another member's records in every id-taking argument, and changes nothing of theirs", async () => {
    const before = await ownerViews();
    const ids = [...ownerIds.values()];
    const leaks: string[] = [];
    let refused = 0;
    for (const { field, path, mutation } of targets) {
      for (const [kind, id] of ownerIds) {
        const answer = await as(intruder, operationFor(field, mutation), variablesFor(field, path, id));
        const data = JSON.stringify(answer.data ?? null);
        const list = answer.data?.[field.name];
        // A list filtered by another member's id is allowed to answer, empty.
        const emptyList = list && typeof list === 'object' && Array.isArray(list.items) && list.items.length === 0;
        // Marking another member's notifications read is no error by contract: it changes nothing (0 rows).
        const changedNothing = field.name === 'markNotificationsRead' && list === 0;
        if (emptyList || changedNothing || answer.errors?.length) refused += 1;
        else leaks.push(`${field.name}(${path}) with the ${kind}: ${data}`);
        for (const owned of ids) if (data.includes(owned)) leaks.push(`${field.name}(${path}) answered the owner's ${owned}`);
        for (const error of answer.errors ?? []) expect(error.extensions?.code, `${field.name}(${path})`).not.toBe('INTERNAL_SERVER_ERROR');
      }
    }
    expect(leaks).toEqual([]);
    expect(refused).toBe(targets.length * ownerIds.size);
    expect(await ownerViews()).toEqual(before);
    console.info(`access control on ${database}: ${refused} attempts with another member's ids refused over ${targets.length} id-taking arguments`);
  }, 180_000);

  it('a token stops working at logout', async () => {
    const token = await login(stack, intruder.userName);
    expect((await gql(stack.http, '{ me { userName } }', undefined, { token })).errors).toBeUndefined();
    expect((await gql(stack.http, 'mutation { logout }', undefined, { token })).errors).toBeUndefined();
    const after = await gql(stack.http, '{ balances { available } }', undefined, { token });
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' });
  });

  it("a banned member's existing sessions end", async () => {
    // A member of its own: banning the intruder would leave the sweep above nothing to prove.
    const banned = await member('banned');
    const token = await login(stack, banned.userName);
    await stack.platform.admin('members/ban', { userName: banned.userName, banned: true });
    const after = await gql(stack.http, '{ balances { available } }', undefined, { token });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(stack.http, '{ balances { available } }', undefined, { token: banned.token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a token at expiry', () => {
  let now = Date.parse('2030-06-01T08:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let stack: Stack;
  beforeAll(async () => {
    // On PostgreSQL where there is a server: the file's sessions then all ran there in the first
    // pass, and the PostgreSQL pass leaves the file out (vitest.config.ts).
    stack = await startStack({ encrypt: false, database: STACK_DATABASES.at(-1), platform: { clock } });
  }, 180_000);
  afterAll(() => stack?.close());

  it('stops working after the idle limit, and after the absolute limit however active the member is', async () => {
    const userName = uniqueName('expiry');
    await registerMember(stack, userName);
    const balances = (token: string) => gql(stack.http, '{ balances { available } }', undefined, { token });

    const idle = await login(stack, userName);
    now += 29 * 60_000;
    expect((await balances(idle)).errors).toBeUndefined();
    now += 30 * 60_000 + 1_000;
    expect((await balances(idle)).errors?.[0]?.extensions).toMatchObject({ code: 'SESSION_EXPIRED' });

    const active = await login(stack, userName);
    for (let minutes = 0; minutes < 12 * 60; minutes += 25) {
      now += 25 * 60_000;
      const answer = await balances(active);
      if (minutes + 25 < 12 * 60) expect(answer.errors, `after ${minutes + 25} minutes`).toBeUndefined();
      else expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
  }, 120_000);
});
