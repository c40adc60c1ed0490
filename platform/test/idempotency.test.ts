import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import { RuleViolation } from '../src/errors.ts';
import { oncePerRequest } from '../src/lib/idempotency.ts';
import { createTestDatabase } from '../src/testing-postgres.ts';
import { ensureRootSponsor } from '../src/user/root-sponsor.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { call, count, expectBadRequest, expectOk, expectRefused, login, registerMember, describeOnPostgres } from './helpers.ts';

async function rootMemberId(db: Db): Promise<string> {
  await ensureRootSponsor(db);
  const row = await db.selectFrom('members').select('id').where('sponsor_id', 'is', null).executeTakeFirstOrThrow();
  return row.id;
}

function suite(name: string, open: () => Promise<{ db: Db; close(): Promise<void> }>) {
  describe(name, () => {
    let db: Db;
    let close: () => Promise<void>;
    let memberId: string;

    beforeAll(async () => {
      ({ db, close } = await open());
      memberId = await rootMemberId(db);
    });
    afterAll(() => close?.());

    it('runs a request once per request id and answers a repeat with the first answer', async () => {
      let runs = 0;
      const request = () => oncePerRequest(db, { memberId, requestId: 'req-aaaaaaaa', operation: 'convert' }, async () => ({ run: ++runs }));
      expect(await request()).toEqual({ run: 1 });
      expect(await request()).toEqual({ run: 1 });
      expect(runs).toBe(1);
    });

    it('refuses an id reused for another operation', async () => {
      await oncePerRequest(db, { memberId, requestId: 'req-bbbbbbbb', operation: 'convert' }, async () => 1);
      await expect(oncePerRequest(db, { memberId, requestId: 'req-bbbbbbbb', operation: 'transfer' }, async () => 2)).rejects.toBeInstanceOf(RuleViolation);
    });

    it('keeps a refusal as the answer: the same id is refused again without running, and the refused change left nothing', async () => {
      let runs = 0;
      const request = () =>
        oncePerRequest(db, { memberId, requestId: 'req-cccccccc', operation: 'convert' }, async (tx) => {
          runs += 1;
          await tx.insertInto('outbox').values({ id: `ob-${runs}`, member_id: memberId, channel: 'operator', recipient: null, subject: 's', body: 'b' }).execute();
          if (runs === 1) throw new RuleViolation('INSUFFICIENT_BALANCE', { coin: 'CASH_POINT' });
          return 'ok';
        });
      await expect(request()).rejects.toMatchObject({ reason: 'INSUFFICIENT_BALANCE', params: { coin: 'CASH_POINT' } });
      await expect(request()).rejects.toMatchObject({ reason: 'INSUFFICIENT_BALANCE', params: { coin: 'CASH_POINT' } });
      expect(runs).toBe(1);
      expect(await db.selectFrom('outbox').select('id').where('id', '=', 'ob-1').execute()).toEqual([]);
    });

    it('forgets the claim after an unexpected failure, so a retry can succeed', async () => {
      const failing = oncePerRequest(db, { memberId, requestId: 'req-eeeeeeee', operation: 'convert' }, async () => {
        throw new Error('database connection lost');
      });
      await expect(failing).rejects.toThrow('database connection lost');
      expect(await oncePerRequest(db, { memberId, requestId: 'req-eeeeeeee', operation: 'convert' }, async () => 'ok')).toBe('ok');
    });
  });
}

suite('idempotency on PGlite', async () => {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY });
  await migrateToLatest(database.db);
  return database;
});

describeOnPostgres('idempotency on PostgreSQL, concurrently', () => {
  it('runs one of many simultaneous duplicates, and all get its answer', async () => {
    const created = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: created.url, dataDir: IN_MEMORY, poolSize: 10 });
    try {
      await migrateToLatest(database.db);
      const memberId = await rootMemberId(database.db);
      let runs = 0;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          oncePerRequest(database.db, { memberId, requestId: 'req-dddddddd', operation: 'withdraw' }, async () => {
            runs += 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
            return { order: runs };
          }),
        ),
      );
      expect(runs).toBe(1);
      expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ order: 1 })]));
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it('gives every simultaneous duplicate the first answer when it is a refusal', async () => {
    const created = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: created.url, dataDir: IN_MEMORY, poolSize: 10 });
    try {
      await migrateToLatest(database.db);
      const memberId = await rootMemberId(database.db);
      let runs = 0;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          oncePerRequest(database.db, { memberId, requestId: 'req-ffffffff', operation: 'withdraw' }, async () => {
            runs += 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
            // Only the first run is refused; a second run would succeed and answer differently.
            if (runs === 1) throw new RuleViolation('INSUFFICIENT_BALANCE');
            return { order: runs };
          }),
        ),
      );
      expect(runs).toBe(1);
      expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as RuleViolation).reason : 'fulfilled'))).toEqual(Array(10).fill('INSUFFICIENT_BALANCE'));
    } finally {
      await database.close();
      await created.drop();
    }
  });
});

describe('request ids on the REST API', () => {
  let platform: TestPlatform;
  let token: string;
  let userName: string;
  beforeAll(async () => {
    platform = await startTestPlatform();
    const member = await registerMember(platform);
    userName = member.userName;
    token = await login(platform, member);
  });
  afterAll(() => platform?.close());

  const convert = (data: Record<string, unknown>) => call(platform, '/api/app/convert/convert', { fromCoin: 'CASH_POINT', toCoin: 'USDT_POINT', amount: '20', ...data }, { token });

  it('is required on every money-moving call: a missing or empty one is refused as bad input and changes nothing', async () => {
    await platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '10' });
    expectBadRequest(await convert({ requestId: undefined }));
    expectBadRequest(await convert({ requestId: '' }));
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['/api/app/makeOver/makeOver', { toUser: 'someone', coinName: 'CASH_POINT', amount: '1', transactionPassword: 'x' }],
      ['/api/app/deposit/deposit', { amount: '100', hash: `0x${'ab'.repeat(32)}`, receiptNumber: 'R1' }],
      ['/api/app/withdrawal/withdrawal', { bankAccountId: 'bank-1', amount: '10', transactionPassword: 'x' }],
      ['/api/app/withdrawal/bscWithdrawal', { addressId: 'address-1', amount: '10', transactionPassword: 'x' }],
    ];
    for (const [path, body] of bodies) {
      expectBadRequest(await call(platform, path, { ...body, requestId: undefined }, { token }));
      expectBadRequest(await call(platform, path, { ...body, requestId: '' }, { token }));
    }
    expect(await count(platform, 'ledger_transfers')).toBe(1);
  });

  it('answers a refused request repeated with its id with the same refusal, even once it would pass', async () => {
    expectRefused(await convert({ requestId: 'refused-once-1' }), 'INSUFFICIENT_BALANCE');
    await platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '100' });
    expectRefused(await convert({ requestId: 'refused-once-1' }), 'INSUFFICIENT_BALANCE');
    expect(expectOk(await convert({ requestId: 'refused-once-2' }))).toMatchObject({ status: 'SUCCESS' });
  });
});
