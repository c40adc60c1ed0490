import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../src/config.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import { RuleViolation } from '../src/errors.ts';
import { oncePerRequest } from '../src/lib/idempotency.ts';
import { createTestDatabase, TEST_DATABASE_URL } from '../src/testing-postgres.ts';
import { ensureRootSponsor } from '../src/user/root-sponsor.ts';

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

    it('runs every time without a request id', async () => {
      let runs = 0;
      await oncePerRequest(db, { memberId, requestId: undefined, operation: 'convert' }, async () => ++runs);
      await oncePerRequest(db, { memberId, requestId: undefined, operation: 'convert' }, async () => ++runs);
      expect(runs).toBe(2);
    });

    it('refuses an id reused for another operation', async () => {
      await oncePerRequest(db, { memberId, requestId: 'req-bbbbbbbb', operation: 'convert' }, async () => 1);
      await expect(oncePerRequest(db, { memberId, requestId: 'req-bbbbbbbb', operation: 'transfer' }, async () => 2)).rejects.toBeInstanceOf(RuleViolation);
    });

    it('forgets the claim when the request fails, so a retry can succeed', async () => {
      const failing = oncePerRequest(db, { memberId, requestId: 'req-cccccccc', operation: 'convert' }, async () => {
        throw new RuleViolation('INSUFFICIENT_BALANCE');
      });
      await expect(failing).rejects.toBeInstanceOf(RuleViolation);
      expect(await oncePerRequest(db, { memberId, requestId: 'req-cccccccc', operation: 'convert' }, async () => 'ok')).toBe('ok');
    });
  });
}

suite('idempotency on PGlite', async () => {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY });
  await migrateToLatest(database.db);
  return database;
});

describe.skipIf(!TEST_DATABASE_URL)('idempotency on PostgreSQL, concurrently', () => {
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
});
