import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { call, expectOk, login, registerMember, TestClock, type Loose } from './helpers.ts';
import { credit, expectLedgerClean, recordsOf, type SignedIn } from './money-helpers.ts';
import { accrue, passDays, product, tryAdmin } from './product-helpers.ts';

async function member(platform: TestPlatform, sponsor: { referralId: string } | undefined): Promise<SignedIn> {
  const registered = await registerMember(platform, sponsor ? { referralId: sponsor.referralId } : {});
  return { ...registered, token: await login(platform, registered) };
}

describe('docs/team.md example 5: profit sharing in the daily profit run', () => {
  const clock = new TestClock(new Date('2030-06-01T08:00:00.000Z'));
  let platform: TestPlatform;
  let e: SignedIn, a: SignedIn, b: SignedIn, c: SignedIn;

  const shares = async () =>
    (
      await platform.db
        .selectFrom('bonus_payouts as p')
        .innerJoin('members as m', 'm.id', 'p.beneficiary_id')
        .select(['m.user_name', 'p.kind', 'p.base_amount', 'p.amount'])
        .where('p.record_type', '=', 'PROFIT_SHARING')
        .orderBy('m.user_name')
        .orderBy('p.kind')
        .execute()
    ).map((row) => `${row.user_name} ${row.kind} ${Number(row.base_amount)} ${Number(row.amount)}`);

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    e = await member(platform, undefined);
    a = await member(platform, e);
    b = await member(platform, a);
    c = await member(platform, b);
    await credit(platform, b.userName, 'ASSETS_POINT', '100');
    await credit(platform, c.userName, 'ASSETS_POINT', '1000');
    await credit(platform, c.userName, 'INSURANCE_POINT', '100');
    expectOk(await product(platform, b, 'trusteeship/buyMatching', { matchingId: 'ENT-100' }));
    expectOk(await product(platform, c, 'trusteeship/buyMatching', { matchingId: 'ENT-1000' }));
    expectOk(await product(platform, c, 'insurance/buyMatching', { matchingId: 'INS-100' }));
    // The example's ranks (the purchases above promoted no one that far with the shipped ladder).
    for (const [who, level] of [[e, 3], [a, 2], [b, 1]] as const) {
      await platform.db.updateTable('members').set({ level }).where('id', '=', who.userId).execute();
    }
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('the daily run shares profit up the tree, in order: a failed run leaves nothing, its retry shares once, the next day again', { timeout: storyTimeout(3) }, async () => {
    await step('a run that fails after the accruals were written leaves neither accruals nor shares', async () => {
      await passDays(platform, clock, 1, [e, a, b, c]);
      // A fault at the last step of the sharing (its member records): the run's transaction fails there.
      await sql`create function refuse_profit_sharing() returns trigger language plpgsql as $$
        begin if new.record_type = 'PROFIT_SHARING' then raise exception 'disk full'; end if; return new; end $$`.execute(platform.db);
      await sql`create trigger refuse_profit_sharing before insert on asset_records for each row execute function refuse_profit_sharing()`.execute(platform.db);
      try {
        const failed = await tryAdmin(platform, 'accrual/run', { date: '2030-06-02' });
        expect(failed.code).not.toBe(20000);
      } finally {
        await sql`drop trigger refuse_profit_sharing on asset_records`.execute(platform.db);
        await sql`drop function refuse_profit_sharing()`.execute(platform.db);
      }
      const accruals = await platform.db.selectFrom('package_accruals').select('id').execute();
      expect(accruals).toEqual([]);
      expect(await shares()).toEqual([]);
    });

    await step('the retried run shares the day’s profit of depths 1–3 with the ranks that qualify, once', async () => {
      expect(await accrue(platform, '2030-06-02')).toMatchObject([{ ran: true, accrued: 3, totalProfit: '5.9' }]);
      expect(await shares()).toEqual([
        `${a.userName} PROFIT_SHARING_1 0.4 0.04`,
        `${a.userName} PROFIT_SHARING_2 5.5 0.275`,
        `${b.userName} PROFIT_SHARING_1 5.5 0.55`,
        `${e.userName} PROFIT_SHARING_2 0.4 0.02`,
        `${e.userName} PROFIT_SHARING_3 5.5 0.165`,
      ].sort());
      // The same day again: no new accrual, nothing shared twice.
      expect(await accrue(platform, '2030-06-02')).toMatchObject([{ ran: true, accrued: 0 }]);
      expect(await shares()).toHaveLength(5);

      const records = await recordsOf(platform, a.token, { coinName: 'BONUS_POINT' });
      expect(records.filter((r: Loose) => r.recordType === 'PROFIT_SHARING').map((r: Loose) => [r.amount, r.remark]).sort()).toEqual([
        ['0.04', '2030-06-02 · L1'],
        ['0.275', '2030-06-02 · L2'],
      ]);
      const earned = (who: SignedIn) => call(platform, '/api/app/assets/bonusEarned', {}, { token: who.token });
      const byMember = [];
      for (const who of [b, a, e]) {
        const row = expectOk(await earned(who)).list.find((r: Loose) => r.recordType === 'PROFIT_SHARING');
        byMember.push([row.amount, row.count]);
      }
      expect(byMember).toEqual([
        ['0.55', 1],
        ['0.315', 2],
        ['0.185', 2],
      ]);
      await expectLedgerClean(platform);
    });

    await step('the next day shares that day’s profit', async () => {
      await passDays(platform, clock, 1, [e, a, b, c]);
      await accrue(platform, '2030-06-03');
      // ENT-1000 compounds nothing by default; the same profits again: each share once more.
      expect(await shares()).toHaveLength(10);
    });
  });
});
