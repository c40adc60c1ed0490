import { CLEAN } from './money-helpers.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IN_MEMORY, migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../src/testing-postgres.ts';
import { memberFlow } from './flows.ts';
import { adminCall, call, encryptingClient, expectOk, expectRefused, latestResetCode, login, registerMember, tryLogin, tryLoginWithCaptcha, tryRegister, uniqueName, type Loose, describeOnPostgres } from './helpers.ts';


describeOnPostgres('the platform on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let platform: TestPlatform;

  beforeAll(async () => {
    database = await createTestDatabase();
    platform = await startTestPlatform({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await platform?.close();
    await database?.drop();
  });

  it('runs the member flow (plain)', async () => {
    await memberFlow(platform);
  });

  it('runs the member flow (encrypted)', async () => {
    await memberFlow(platform, { envelope: encryptingClient(platform) });
  });

  it('of two registrations of one name at once, one wins and the other is told the name is taken', async () => {
    for (let round = 0; round < 3; round++) {
      const userName = uniqueName('race');
      const answers = await Promise.all([1, 2, 3].map(() => tryRegister(platform, { userName })));
      const reasons = answers.map(({ answer }) => (answer.code === 20000 ? 'OK' : answer.reason)).sort();
      expect(reasons).toEqual(['OK', 'USERNAME_TAKEN', 'USERNAME_TAKEN']);
    }
  });

  it('of 20 parallel adjust-outs the balance pays for 7, exactly 7 succeed', async () => {
    const member = await registerMember(platform);
    await platform.admin('members/adjust', { userName: member.userName, coinName: 'GMT', direction: 'in', amount: '75' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adminCall(platform, 'members/adjust', { userName: member.userName, coinName: 'GMT', direction: 'out', amount: '10' }, platform.adminToken),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.code === undefined)).toHaveLength(7);
    expect(answers.filter((a) => a.reason === 'INSUFFICIENT_BALANCE')).toHaveLength(13);
    const balances = answers.filter((a) => a.code === undefined).map((a) => Number(a.data.balance)).sort((x, y) => x - y);
    expect(balances).toEqual([5, 15, 25, 35, 45, 55, 65]);

    const token = await login(platform, member);
    const gmt = expectOk(await call(platform, '/api/app/assets/assetsList', {}, { token })).find((a: Loose) => a.coinName === 'GMT');
    expect(gmt.assetsAvailable).toBe('5');
    expect(expectOk(await call(platform, '/api/app/assets/assetsRecordList', { coinName: 'GMT', recordType: 'ADJUST_OUT' }, { token })).total).toBe(7);
    expect(await platform.admin('ledger/check')).toEqual(CLEAN);
  });

  it('parallel credits to many members create the shared system account once', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => registerMember(platform)));
    const answers = await Promise.all(
      members.map((m) => adminCall(platform, 'members/adjust', { userName: m.userName, coinName: 'WITHDRAWAL_POINT', direction: 'in', amount: '1' }, platform.adminToken)),
    );
    expect(answers.map((a) => a.data.balance)).toEqual(['1', '1', '1', '1', '1']);
    const system = await platform.db.selectFrom('ledger_accounts').select('balance').where('system_name', '=', 'adjustments:WITHDRAWAL_POINT').execute();
    expect(system).toHaveLength(1);
    expect(Number(system[0]!.balance)).toBe(-5);
  });

  it('parallel password guesses do not get past the limit', async () => {
    const member = await registerMember(platform);
    const envelope = encryptingClient(platform);
    // Each with a solved captcha, as a determined guesser would send them (three failures ask for one).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tryLoginWithCaptcha(platform, member.userName, `guess-${i}-password`, { envelope, ip: `10.5.0.${i + 1}` })),
    );
    const checked = answers.filter((a) => a.reason === 'WRONG_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.reason === 'WRONG_CREDENTIALS' || a.reason === 'TOO_MANY_ATTEMPTS')).toBe(true);
    // Only checked guesses count as failures: five of them lock the account, fewer do not.
    const next = await tryLoginWithCaptcha(platform, member.userName, member.password);
    if (checked === 5) expectRefused(next, 'TOO_MANY_ATTEMPTS');
    else expectOk(next);
  });

  it('parallel reset-code guesses cannot try more than five codes', async () => {
    const member = await registerMember(platform);
    expectOk(await call(platform, '/api/app/user/noLoginSend', { userName: member.userName }));
    const code = (await latestResetCode(platform, member.userName))!;
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((verifyCode) =>
        call(platform, '/api/app/user/forgotPassword', { userName: member.userName, verifyCode, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }),
      ),
    );
    for (const answer of answers) expectRefused(answer, 'VERIFY_CODE_INVALID');
    const row = await platform.db.selectFrom('verification_codes').select('attempts').where('member_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expectRefused(
      await call(platform, '/api/app/user/forgotPassword', { userName: member.userName, verifyCode: code, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }),
      'VERIFY_CODE_INVALID',
    );
  });

  it('a second start on the same database keeps the root sponsor and the members', async () => {
    const member = await registerMember(platform);
    const again = await startTestPlatform({ databaseUrl: database.url });
    try {
      expect(again.rootReferralId).toBe(platform.rootReferralId);
      const roots = await again.db.selectFrom('members').select('id').where('sponsor_id', 'is', null).execute();
      expect(roots).toHaveLength(1);
      expectOk(await tryLogin(again, member.userName, member.password));
    } finally {
      await again.close();
    }
  });
});

describeOnPostgres('the same migrations on PGlite and PostgreSQL', () => {
  let pglite: { db: Db; close(): Promise<void> };
  let postgres: { db: Db; close(): Promise<void> };
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  const applied: string[][] = [];

  beforeAll(async () => {
    pgDatabase = await createTestDatabase(TEST_DATABASE_URL, { empty: true });
    pglite = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY });
    postgres = await openDatabase({ databaseUrl: pgDatabase.url, dataDir: IN_MEMORY });
    applied.push(await migrateToLatest(pglite.db), await migrateToLatest(postgres.db));
  });
  afterAll(async () => {
    await pglite?.close();
    await postgres?.close();
    await pgDatabase?.drop();
  });

  it('apply the same migrations, once', async () => {
    expect(applied[0]).toEqual(applied[1]);
    expect(applied[0]!.length).toBeGreaterThan(0);
    expect(await migrateToLatest(pglite.db)).toEqual([]);
    expect(await migrateToLatest(postgres.db)).toEqual([]);
  });

  it('build the same tables, columns, constraints and triggers', async () => {
    const shape = async (db: Db) => {
      const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; numeric_precision: number | null; numeric_scale: number | null }>`
        select table_name, column_name, data_type, is_nullable, numeric_precision, numeric_scale
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
      const constraints = await sql<{ table_name: string; constraint_type: string; n: string }>`
        select table_name, constraint_type, count(*)::text as n from information_schema.table_constraints
        where table_schema = 'public' group by table_name, constraint_type order by table_name, constraint_type`.execute(db);
      const triggers = await sql<{ tgname: string }>`select tgname from pg_trigger where not tgisinternal order by tgname`.execute(db);
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'public' order by indexname`.execute(db);
      return { columns: columns.rows, constraints: constraints.rows, triggers: triggers.rows, indexes: indexes.rows };
    };
    const [lite, real] = await Promise.all([shape(pglite.db), shape(postgres.db)]);
    expect(lite.columns.length).toBeGreaterThan(50);
    expect(lite.triggers).toEqual([{ tgname: 'ledger_entries_balanced' }]);
    expect(lite).toEqual(real);
  });
});
