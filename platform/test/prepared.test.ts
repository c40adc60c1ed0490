// A query compiled once and run with new values (src/db/prepared.ts): the same rows as the query
// built afresh, values always sent as parameters, and a build that does not use each value as
// exactly one parameter refused. On PostgreSQL, such queries and the ledger's statements are
// prepared on the server once per connection (src/db/server-prepared.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase, type Db, type OpenedDatabase } from '../src/db/database.ts';
import { preparedQuery } from '../src/db/prepared.ts';
import { checkLedger, postTransfer, systemAccountId } from '../src/ledger/ledger.ts';
import { money } from '../src/lib/money.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { CLEAN } from './money-helpers.ts';
import { describeOnPostgres, registerMember } from './helpers.ts';

describe('preparedQuery', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const memberByName = preparedQuery((db: Db, userName: string) => db.selectFrom('members').select(['id', 'user_name']).where('user_name', '=', userName));

  it('answers as the query built afresh, for each value it is given', async () => {
    const first = await registerMember(platform);
    const second = await registerMember(platform);
    for (const member of [first, second, first]) {
      const built = await platform.db.selectFrom('members').select(['id', 'user_name']).where('user_name', '=', member.userName).execute();
      expect(await memberByName(platform.db, member.userName)).toEqual(built);
      expect(built).toHaveLength(1);
    }
    expect(await memberByName(platform.db, 'nobody-by-this-name')).toEqual([]);
  });

  it('sends values as parameters, never as text of the statement', async () => {
    const member = await registerMember(platform);
    expect(await memberByName(platform.db, `${member.userName}' OR '1'='1`)).toEqual([]);
    expect(await memberByName(platform.db, "o'brien")).toEqual([]);
  });

  it('refuses a build that uses a value twice or not at all', async () => {
    const twice = preparedQuery((db: Db, userName: string) => db.selectFrom('members').select('id').where('user_name', '=', userName).where('referral_id', '=', userName));
    await expect(twice(platform.db, 'someone')).rejects.toThrow(/exactly one parameter/);
    const unused = preparedQuery((db: Db, _userName: string) => db.selectFrom('members').select('id').where('user_name', '=', 'fixed'));
    await expect(unused(platform.db, 'someone')).rejects.toThrow(/exactly one parameter/);
  });
});

describeOnPostgres('statements prepared on the server', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so that what the server holds for it can be read on it.
    opened = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY, poolSize: 1 });
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const prepared = async (db: Db) =>
    (await sql<{ name: string; statement: string; runs: number }>`
      select name, statement, (generic_plans + custom_plans)::integer as runs from pg_prepared_statements order by name`.execute(db)).rows;

  it("parses the ledger's statements once per connection and then only runs them", async () => {
    const { db } = opened;
    const [source, payee] = await db.transaction().execute(async (tx) => [await systemAccountId(tx, 'prepared-source', 'CASH_POINT'), await systemAccountId(tx, 'prepared-payee', 'CASH_POINT')]);
    const move = () => db.transaction().execute((tx) => postTransfer(tx, { recordType: 'ADJUST', postings: [{ accountId: source, amount: money('-1.25') }, { accountId: payee, amount: money('1.25') }] }));
    await move();
    const once = await prepared(db);
    const lock = once.find((s) => s.statement.includes('for update'));
    const write = once.find((s) => s.statement.includes('insert into ledger_entries'));
    expect(lock?.name).toMatch(/^portal_\d+$/);
    expect(write?.name).toMatch(/^portal_\d+$/);
    for (let i = 0; i < 4; i++) await move();
    const after = await prepared(db);
    // The same two statements, no new ones, each run five times.
    expect(after.map((s) => s.name)).toEqual(once.map((s) => s.name));
    expect(after.find((s) => s.name === lock!.name)?.runs).toBe(5);
    expect(after.find((s) => s.name === write!.name)?.runs).toBe(5);
    expect(await checkLedger(db)).toEqual(CLEAN);
  });

  it('prepares a compiled query too, and leaves other statements unnamed', async () => {
    const { db } = opened;
    const memberNamed = preparedQuery((db: Db, userName: string) => db.selectFrom('members').select('id').where('user_name', '=', userName));
    await memberNamed(db, 'nobody-prepared');
    await db.selectFrom('members').select('id').where('referral_id', '=', 'nobody').execute();
    const statements = await prepared(db);
    expect(statements.some((s) => s.statement.includes('"user_name" = $1'))).toBe(true);
    expect(statements.some((s) => s.statement.includes('"referral_id"'))).toBe(false);
  });
});
