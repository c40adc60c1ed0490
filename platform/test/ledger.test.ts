import { CLEAN } from './money-helpers.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import { InvariantViolation, RuleViolation } from '../src/errors.ts';
import { writeRecord } from '../src/assets/service.ts';
import { openLedgerStaging, postStagedTransfers } from '../src/ledger/bulk.ts';
import { checkLedger, memberAccountId, openMemberAccounts, postTransfer, systemAccountId, type Posting } from '../src/ledger/ledger.ts';
import { newId } from '../src/lib/ids.ts';
import { Money } from '../src/lib/money.ts';
import { describeOnPostgres } from './helpers.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../src/testing-postgres.ts';

interface Opened {
  db: Db;
  close(): Promise<void>;
}

async function openPglite(): Promise<Opened> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY });
  await migrateToLatest(database.db);
  return database;
}

async function openPostgres(poolSize = 30): Promise<Opened> {
  const created = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: created.url, dataDir: IN_MEMORY, poolSize });
  await migrateToLatest(database.db);
  return {
    db: database.db,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

async function createMember(db: Db): Promise<string> {
  const id = newId('usr');
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('members')
      .values({
        id,
        user_name: id,
        password_hash: 'x',
        transaction_password_hash: 'x',
        country_code: 'US',
        email: null,
        referral_id: id.slice(-12).toUpperCase(),
        sponsor_id: null,
      })
      .execute();
    await openMemberAccounts(tx, id);
  });
  return id;
}

async function accountOf(db: Db, memberId: string, coin: 'CASH_POINT' | 'BONUS_POINT' = 'CASH_POINT'): Promise<string> {
  return db.transaction().execute((tx) => memberAccountId(tx, memberId, coin, 'available'));
}

async function systemAccount(db: Db, coin: 'CASH_POINT' | 'BONUS_POINT' = 'CASH_POINT'): Promise<string> {
  return db.transaction().execute((tx) => systemAccountId(tx, 'adjustments', coin));
}

function transfer(db: Db, postings: Posting[], recordType = 'ADJUST_IN') {
  return db.transaction().execute((tx) => postTransfer(tx, { recordType, postings }));
}

/** Moves `amount` from `from` to `to` (positive amount). */
function move(db: Db, from: string, to: string, amount: string, recordType = 'TRANSFER') {
  return transfer(db, [
    { accountId: from, amount: new Money(amount).negated() },
    { accountId: to, amount: new Money(amount) },
  ], recordType);
}

async function balanceOf(db: Db, accountId: string): Promise<string> {
  const row = await db.selectFrom('ledger_accounts').select(['balance']).where('id', '=', accountId).executeTakeFirstOrThrow();
  return new Money(row.balance).toString();
}

async function counts(db: Db) {
  const [transfers, entries] = await Promise.all([
    db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { transfers: Number(transfers.n), entries: Number(entries.n) };
}


function ledgerRules(name: string, open: () => Promise<Opened>, skip = false) {
  describe.skipIf(skip)(`ledger rules on ${name}`, () => {
    let database: Opened;
    let db: Db;
    let adjustments: string;

    beforeAll(async () => {
      database = await open();
      db = database.db;
      adjustments = await systemAccount(db);
    });

    /** A member of the test's own and its CASH_POINT account, holding `amount` when given. */
    async function memberWithCash(amount?: string): Promise<{ member: string; cash: string }> {
      const member = await createMember(db);
      const cash = await accountOf(db, member);
      if (amount !== undefined) await move(db, adjustments, cash, amount, 'ADJUST_IN');
      return { member, cash };
    }
    afterAll(async () => {
      await database?.close();
    });

    it('opens 7 credits × 3 states at zero for a member', async () => {
      const { member } = await memberWithCash();
      const rows = await db.selectFrom('ledger_accounts').select(['coin_name', 'state', 'balance', 'version']).where('member_id', '=', member).execute();
      expect(rows).toHaveLength(21);
      expect(new Set(rows.map((r) => `${r.coin_name}/${r.state}`)).size).toBe(21);
      expect(rows.every((r) => new Money(r.balance).isZero() && r.version === 0)).toBe(true);
    });

    it('records each entry with the balance before and after and the account version', async () => {
      const { cash } = await memberWithCash();
      // The platform's side is shared by every test of the file: its moves are counted from here.
      const adjustmentsBefore = new Money(await balanceOf(db, adjustments));
      const first = await move(db, adjustments, cash, '10', 'ADJUST_IN');
      expect(first.balancesAfter.get(cash)).toBe('10');
      expect(first.balancesAfter.get(adjustments)).toBe(adjustmentsBefore.minus('10').toString());
      const second = await move(db, cash, adjustments, '3.25', 'ADJUST_OUT');
      expect(second.balancesAfter.get(cash)).toBe('6.75');

      const entries = await db
        .selectFrom('ledger_entries')
        .select(['transfer_id', 'amount', 'balance_before', 'balance_after', 'account_version'])
        .where('account_id', '=', cash)
        .orderBy('id')
        .execute();
      expect(entries.map((e) => ({ ...e, amount: new Money(e.amount).toString(), balance_before: new Money(e.balance_before).toString(), balance_after: new Money(e.balance_after).toString() }))).toEqual([
        { transfer_id: first.transferId, amount: '10', balance_before: '0', balance_after: '10', account_version: 1 },
        { transfer_id: second.transferId, amount: '-3.25', balance_before: '10', balance_after: '6.75', account_version: 2 },
      ]);
      const account = await db.selectFrom('ledger_accounts').select(['balance', 'version']).where('id', '=', cash).executeTakeFirstOrThrow();
      expect({ balance: new Money(account.balance).toString(), version: account.version }).toEqual({ balance: '6.75', version: 2 });
      const types = await db.selectFrom('ledger_transfers').select(['id', 'record_type']).where('id', 'in', [first.transferId, second.transferId]).orderBy('id').execute();
      expect(types.map((t) => t.record_type).sort()).toEqual(['ADJUST_IN', 'ADJUST_OUT']);
      // The platform's side may go below zero; it mirrors what members hold.
      expect(await balanceOf(db, adjustments)).toBe(adjustmentsBefore.minus('6.75').toString());
    });

    it('refuses postings that do not sum to zero, and writes nothing', async () => {
      const { cash } = await memberWithCash('6.75');
      const before = await counts(db);
      const balance = await balanceOf(db, cash);
      await expect(
        transfer(db, [
          { accountId: adjustments, amount: new Money('-5') },
          { accountId: cash, amount: new Money('5.00000001') },
        ]),
      ).rejects.toBeInstanceOf(InvariantViolation);
      await expect(transfer(db, [{ accountId: cash, amount: new Money('1') }])).rejects.toBeInstanceOf(InvariantViolation);
      await expect(
        transfer(db, [
          { accountId: adjustments, amount: new Money('0') },
          { accountId: cash, amount: new Money('0') },
        ]),
      ).rejects.toBeInstanceOf(InvariantViolation);
      await expect(
        transfer(db, [
          { accountId: adjustments, amount: new Money('-0.000000001') },
          { accountId: cash, amount: new Money('0.000000001') },
        ]),
      ).rejects.toBeInstanceOf(InvariantViolation);
      await expect(
        transfer(db, [
          { accountId: adjustments, amount: new Money('-1') },
          { accountId: 'acc_does_not_exist', amount: new Money('1') },
        ]),
      ).rejects.toBeInstanceOf(InvariantViolation);
      expect(await counts(db)).toEqual(before);
      expect(await balanceOf(db, cash)).toBe(balance);
    });

    it('refuses to take a member balance below zero, and writes nothing', async () => {
      const { cash } = await memberWithCash('6.75');
      const before = await counts(db);
      const balance = await balanceOf(db, cash);
      const overdraw = new Money(balance).plus('0.00000001').toString();
      const refusal = await move(db, cash, adjustments, overdraw).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RuleViolation);
      expect((refusal as RuleViolation).reason).toBe('INSUFFICIENT_BALANCE');
      expect(await counts(db)).toEqual(before);
      expect(await balanceOf(db, cash)).toBe(balance);

      // Exactly the balance is fine, and leaves zero.
      await move(db, cash, adjustments, balance);
      expect(await balanceOf(db, cash)).toBe('0');
      await move(db, adjustments, cash, balance);
    });

    it('applies several postings on one account in order within one transfer', async () => {
      const { member, cash } = await memberWithCash('6.75');
      const other = await accountOf(db, member, 'BONUS_POINT');
      const start = new Money(await balanceOf(db, cash));
      // -start then +1 on the same account: valid as a whole, but the first posting alone empties it.
      const done = await transfer(db, [
        { accountId: cash, amount: start.negated() },
        { accountId: other, amount: start },
        { accountId: cash, amount: new Money('1') },
        { accountId: adjustments, amount: new Money('-1') },
      ], 'CONVERT');
      expect(done.balancesAfter.get(cash)).toBe('1');
      const entries = await db.selectFrom('ledger_entries').select(['balance_before', 'balance_after', 'account_version']).where('transfer_id', '=', done.transferId).where('account_id', '=', cash).orderBy('account_version').execute();
      expect(entries.map((e) => [new Money(e.balance_before).toString(), new Money(e.balance_after).toString()])).toEqual([
        [start.toString(), '0'],
        ['0', '1'],
      ]);
      expect(entries[1]!.account_version).toBe(entries[0]!.account_version + 1);
      // And back, so the next tests see the same balances.
      await transfer(db, [
        { accountId: other, amount: start.negated() },
        { accountId: cash, amount: start.minus(1) },
        { accountId: adjustments, amount: new Money('1') },
      ], 'CONVERT');
    });

    it('finds nothing wrong after the scenario, and finds a balance changed behind its back', async () => {
      expect(await checkLedger(db)).toEqual(CLEAN);
      const scratch = await accountOf(db, await createMember(db));
      await move(db, adjustments, scratch, '7');
      // Drift: a balance that no longer matches its entries.
      await db.updateTable('ledger_accounts').set({ balance: '5' }).where('id', '=', scratch).execute();
      const check = await checkLedger(db);
      expect(check.driftedAccounts).toEqual([{ accountId: scratch, balance: expect.stringMatching(/^5(\.0+)?$/), entriesTotal: expect.stringMatching(/^7(\.0+)?$/) }]);
      expect(check.unbalancedTransfers).toEqual([]);
      await db.updateTable('ledger_accounts').set({ balance: '7' }).where('id', '=', scratch).execute();
      expect(await checkLedger(db)).toEqual(CLEAN);
    });

    it('finds a record that names a transfer which did not move its member\'s balance in its coin', async () => {
      const [payee, stranger] = [await createMember(db), await createMember(db)];
      const { transferId } = await move(db, adjustments, await accountOf(db, payee), '3', 'ADJUST_IN');
      const record = (memberId: string, coinName: 'CASH_POINT' | 'BONUS_POINT') =>
        db.transaction().execute((tx) =>
          writeRecord(tx, { memberId, transferId, coinName, recordType: 'ADJUST_IN', amount: '3', actualAmount: '3', status: 'SUCCESS', now: new Date() }),
        );
      await record(payee, 'CASH_POINT');
      expect(await checkLedger(db)).toEqual(CLEAN);
      await record(stranger, 'CASH_POINT');
      await record(payee, 'BONUS_POINT');
      const check = await checkLedger(db);
      expect(check.recordsWithoutMovement).toHaveLength(2);
      expect(check.recordsWithoutMovement.every((r) => r.transferId === transferId)).toBe(true);
      await db.deleteFrom('asset_records').where('transfer_id', '=', transferId).where((eb) => eb.or([eb('member_id', '=', stranger), eb('coin_name', '=', 'BONUS_POINT')])).execute();
      expect(await checkLedger(db)).toEqual(CLEAN);
    });

    it('the database refuses an unbalanced transfer written with SQL (deferred trigger), and keeps none of it', async () => {
      const { cash } = await memberWithCash('6.75');
      const before = await counts(db);
      const transferId = newId('txn');
      const version = (await db.selectFrom('ledger_accounts').select('version').where('id', '=', cash).executeTakeFirstOrThrow()).version;
      const attempt = db.transaction().execute(async (tx) => {
        await sql`insert into ledger_transfers (id, record_type) values (${transferId}, 'ADJUST_IN')`.execute(tx);
        // One-sided: the statement itself is accepted; the check runs at commit.
        await sql`insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
                  values (${transferId}, ${adjustments}, 5, 0, 5, 1000000)`.execute(tx);
      });
      await expect(attempt).rejects.toThrow(/does not sum to zero/);
      expect(await counts(db)).toEqual(before);
      expect(await db.selectFrom('ledger_transfers').select('id').where('id', '=', transferId).executeTakeFirst()).toBeUndefined();
      expect(version).toBeGreaterThan(0);
    });

    it('the bulk path posts staged transfers with running balances, and the trigger still guards the rest of its transaction', async () => {
      const a = await accountOf(db, await createMember(db), 'BONUS_POINT');
      const b = await accountOf(db, await createMember(db), 'BONUS_POINT');
      const system = await systemAccount(db, 'BONUS_POINT');
      const systemBefore = new Money(await balanceOf(db, system));
      const ids = [newId('txn'), newId('txn'), newId('txn')];
      const posted = await db.transaction().execute(async (tx) => {
        await openLedgerStaging(tx);
        await sql`
          insert into ledger_staging (transfer_id, record_type, memo, account_id, amount, seq) values
            (${ids[0]}, 'ADJUST_IN', 'bulk', ${a}, 1.5, 1), (${ids[0]}, 'ADJUST_IN', 'bulk', ${system}, -1.5, 2),
            (${ids[1]}, 'ADJUST_IN', 'bulk', ${a}, 2, 3), (${ids[1]}, 'ADJUST_IN', 'bulk', ${system}, -2, 4),
            (${ids[2]}, 'ADJUST_IN', 'bulk', ${b}, 0.25, 5), (${ids[2]}, 'ADJUST_IN', 'bulk', ${system}, -0.25, 6)`.execute(tx);
        return postStagedTransfers(tx, new Date());
      });
      expect(posted).toEqual({ transfers: 3, entries: 6 });
      expect([await balanceOf(db, a), await balanceOf(db, b)]).toEqual(['3.5', '0.25']);
      expect(await balanceOf(db, system)).toBe(systemBefore.minus('3.75').toString());
      const entries = await db.selectFrom('ledger_entries').select(['balance_before', 'balance_after', 'account_version']).where('account_id', '=', a).orderBy('account_version').execute();
      expect(entries.map((e) => [new Money(e.balance_before).toString(), new Money(e.balance_after).toString(), e.account_version])).toEqual([['0', '1.5', 1], ['1.5', '3.5', 2]]);
      expect(await checkLedger(db)).toEqual(CLEAN);

      // The bulk path's own check is over its entries only: a one-sided entry written after it in the same transaction is refused at commit.
      const before = await counts(db);
      const unbalanced = newId('txn');
      const after = db.transaction().execute(async (tx) => {
        await openLedgerStaging(tx);
        const balanced = newId('txn');
        await sql`
          insert into ledger_staging (transfer_id, record_type, memo, account_id, amount, seq) values
            (${balanced}, 'ADJUST_IN', 'bulk', ${b}, 1, 1), (${balanced}, 'ADJUST_IN', 'bulk', ${system}, -1, 2)`.execute(tx);
        expect(await postStagedTransfers(tx, new Date())).toEqual({ transfers: 1, entries: 2 });
        await sql`insert into ledger_transfers (id, record_type) values (${unbalanced}, 'ADJUST_IN')`.execute(tx);
        await sql`insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
                  values (${unbalanced}, ${system}, 5, 0, 5, 3000000)`.execute(tx);
      });
      await expect(after).rejects.toThrow(/does not sum to zero/);
      expect(await counts(db)).toEqual(before);
    });

    it('the database refuses an entry whose balance after is not before + amount', async () => {
      const { cash } = await memberWithCash();
      const transferId = newId('txn');
      const attempt = db.transaction().execute(async (tx) => {
        await sql`insert into ledger_transfers (id, record_type) values (${transferId}, 'ADJUST_IN')`.execute(tx);
        await sql`insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
                  values (${transferId}, ${adjustments}, 5, 0, 6, 2000000), (${transferId}, ${cash}, -5, 10, 5, 2000000)`.execute(tx);
      });
      await expect(attempt).rejects.toThrow(/check constraint/);
    });

    it('the database refuses a negative member balance (CHECK) but allows it on a system account', async () => {
      const { cash } = await memberWithCash('6.75');
      await expect(db.updateTable('ledger_accounts').set({ balance: '-0.00000001' }).where('id', '=', cash).execute()).rejects.toThrow(/check constraint/);
      await expect(sql`update ledger_accounts set allow_negative = true where id = ${cash}`.execute(db)).rejects.toThrow(/check constraint/);
      expect(new Money(await balanceOf(db, adjustments)).isNegative()).toBe(true);
      expect(await checkLedger(db)).toEqual(CLEAN);
    });
  });
}

ledgerRules('PGlite (in memory)', openPglite);
ledgerRules('PostgreSQL', () => openPostgres(), !TEST_DATABASE_URL);

describeOnPostgres('ledger concurrency on PostgreSQL', () => {
  let database: Opened;
  let db: Db;

  beforeAll(async () => {
    database = await openPostgres(30);
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('of 20 parallel debits that the balance pays for only 7, exactly 7 succeed and the balance never goes negative', async () => {
    const member = await createMember(db);
    const cash = await accountOf(db, member);
    const adjustments = await systemAccount(db);
    await move(db, adjustments, cash, '75');

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (tx) => {
          const posted = await postTransfer(tx, {
            recordType: 'ADJUST_OUT',
            postings: [
              { accountId: cash, amount: new Money('-10') },
              { accountId: adjustments, amount: new Money('10') },
            ],
          });
          // Hold the row locks a moment so the transactions overlap.
          await sql`select pg_sleep(0.005)`.execute(tx);
          return posted;
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(7);
    expect(failed).toHaveLength(13);
    for (const failure of failed) {
      expect(failure.reason).toBeInstanceOf(RuleViolation);
      expect((failure.reason as RuleViolation).reason).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await balanceOf(db, cash)).toBe('5');

    const entries = await db.selectFrom('ledger_entries').select(['balance_after', 'account_version']).where('account_id', '=', cash).orderBy('account_version').execute();
    expect(entries.map((e) => e.account_version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(entries.every((e) => !new Money(e.balance_after).isNegative())).toBe(true);
    expect(entries.map((e) => new Money(e.balance_after).toNumber())).toEqual([75, 65, 55, 45, 35, 25, 15, 5]);
    expect(await checkLedger(db)).toEqual(CLEAN);
  });

  it('parallel transfers across the same two accounts in opposite directions do not deadlock', async () => {
    const a = await accountOf(db, await createMember(db));
    const b = await accountOf(db, await createMember(db));
    const adjustments = await systemAccount(db);
    await move(db, adjustments, a, '1000');
    await move(db, adjustments, b, '1000');

    const transfers = Array.from({ length: 40 }, (_, i) =>
      db.transaction().execute(async (tx) => {
        // Postings name the accounts in opposite orders; each transaction holds its locks a moment.
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        const posted = await postTransfer(tx, {
          recordType: 'TRANSFER',
          postings: [
            { accountId: from, amount: new Money(-(i + 1)) },
            { accountId: to, amount: new Money(i + 1) },
          ],
        });
        await sql`select pg_sleep(0.002)`.execute(tx);
        return posted;
      }),
    );
    const results = await Promise.allSettled(transfers);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => String(r.reason));
    expect(failures).toEqual([]);
    // a sends 1+3+…+39 = 400 and receives 2+4+…+40 = 420.
    expect(await balanceOf(db, a)).toBe('1020');
    expect(await balanceOf(db, b)).toBe('980');
    expect(await checkLedger(db)).toEqual(CLEAN);
  });

  it('a parallel credit and debit of one account lose no update', async () => {
    const cash = await accountOf(db, await createMember(db));
    const adjustments = await systemAccount(db);
    await move(db, adjustments, cash, '100');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? move(db, adjustments, cash, '1.5') : move(db, cash, adjustments, '0.5'))),
    );
    // 15 × 1.5 in, 15 × 0.5 out.
    expect(await balanceOf(db, cash)).toBe('115');
    expect(await checkLedger(db)).toEqual(CLEAN);
  });
});
