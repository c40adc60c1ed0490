// Concurrent purchases on PostgreSQL (real concurrency; RELIABILITY.md): a purchase locks the
// rows of its own line in id order (docs/team.md, "Locking"), so purchases in different lines do
// not wait for each other, purchases in one line never deadlock, and volumes, counts and
// bonuses come out exactly as if they had run one after another.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Tx } from '../src/db/database.ts';
import { formatMoney, Money } from '../src/lib/money.ts';
import { bonusRates, eventShares } from '../src/team/bonuses.ts';
import { rebuildTeamCounts, upline } from '../src/team/tree.ts';
import type { TestPlatform } from '../src/testing.ts';
import { expectOk, login, registerMember, usePlatformOnPostgres, type Answer, describeOnPostgres } from './helpers.ts';
import { credit, expectLedgerClean, type SignedIn } from './money-helpers.ts';
import { product } from './product-helpers.ts';

describeOnPostgres('team purchases on PostgreSQL', () => {
  let platform: TestPlatform;
  usePlatformOnPostgres((started) => (platform = started));

  async function member(sponsor?: SignedIn): Promise<SignedIn> {
    const registered = await registerMember(platform, sponsor ? { referralId: sponsor.referralId } : {});
    return { ...registered, token: await login(platform, registered) };
  }
  const setLevel = (who: SignedIn, level: number) => platform.db.updateTable('members').set({ level }).where('id', '=', who.userId).execute();
  const buy = (who: SignedIn, kind: 'insurance' | 'trusteeship', matchingId: string) => product(platform, who, `${kind}/buyMatching`, { matchingId });

  it('30 concurrent purchases along one line and across separate lines: exact volumes, counts and bonuses, a clean ledger', async () => {
    // No promotion during the run (every rank out of reach): the expected bonuses do not depend on the order.
    for (let level = 0; level <= 7; level++) await platform.admin('team/rules/set', { level, personalVolume: '100000000' });
    const line: SignedIn[] = [];
    for (let i = 0; i < 5; i++) line.push(await member(line[i - 1]));
    const leaders: SignedIn[] = [];
    const branches: SignedIn[] = [];
    for (let i = 0; i < 5; i++) {
      leaders.push(await member());
      branches.push(await member(leaders[i]));
    }
    // The line's ranks, top down 3, 2, 1, 0, −1; each branch's leader 1 (so the counts are rebuilt once).
    for (const [i, level] of [3, 2, 1, 0, -1].entries()) await setLevel(line[i]!, level);
    for (const leader of leaders) await setLevel(leader, 1);
    await rebuildTeamCounts(platform.db);

    const orders: { who: SignedIn; kind: 'insurance' | 'trusteeship'; id: string; amount: string }[] = [];
    for (const who of [line[4]!, line[3]!]) {
      await credit(platform, who.userName, 'INSURANCE_POINT', '300');
      await credit(platform, who.userName, 'ASSETS_POINT', '300');
      for (let n = 0; n < 3; n++) orders.push({ who, kind: 'insurance', id: 'INS-100', amount: '100' }, { who, kind: 'trusteeship', id: 'ENT-100', amount: '100' });
    }
    await credit(platform, line[2]!.userName, 'INSURANCE_POINT', '300');
    for (let n = 0; n < 3; n++) orders.push({ who: line[2]!, kind: 'insurance', id: 'INS-100', amount: '100' });
    for (const who of branches) {
      await credit(platform, who.userName, 'INSURANCE_POINT', '300');
      for (let n = 0; n < 3; n++) orders.push({ who, kind: 'insurance', id: 'INS-100', amount: '100' });
    }
    expect(orders).toHaveLength(30);

    // What each purchase pays, at the ranks above (none moves): summed per beneficiary.
    const expected = new Map<string, Money>();
    await platform.db.transaction().execute(async (tx) => {
      const rates = await bonusRates(tx as Tx);
      for (const order of orders) {
        const buyer = await tx.selectFrom('members').select(['id', 'level']).where('id', '=', order.who.userId).executeTakeFirstOrThrow();
        const shares = eventShares(order.kind === 'insurance' ? 'INSURANCE' : 'ENTRUST', new Money(order.amount), buyer, await upline(tx as Tx, buyer.id), rates);
        for (const share of shares) expected.set(share.beneficiaryId, (expected.get(share.beneficiaryId) ?? new Money(0)).plus(share.amount));
      }
    });

    const answers: Answer[] = await Promise.all(orders.map((order) => buy(order.who, order.kind, order.id)));
    for (const answer of answers) expectOk(answer);

    // Volumes: each member's personal volume is what they bought; each team volume the sum over the closure table.
    const volumes = await sql<{ member_id: string; personal: string; team: string; personal_expected: string; team_expected: string }>`
      select s.member_id, s.personal_volume::text as personal, s.team_volume::text as team,
             coalesce((select sum(p.amount) from member_packages p where p.member_id = s.member_id), 0)::text as personal_expected,
             coalesce((select sum(p.amount) from member_tree t join member_packages p on p.member_id = t.descendant_id where t.ancestor_id = s.member_id), 0)::text as team_expected
      from team_stats s`.execute(platform.db);
    const wrong = volumes.rows.filter((r) => !new Money(r.personal).equals(r.personal_expected) || !new Money(r.team).equals(r.team_expected));
    expect(wrong).toEqual([]);
    const root = (await upline(platform.db, line[0]!.userId)).at(-1)!.id;
    expect(formatMoney(volumes.rows.find((r) => r.member_id === root)!.team)).toBe('3000');

    // Counts per rank and team counts, as a count over the closure table.
    const counts = await sql<{ n: string }>`
      select count(*)::text as n from (
        (select t.ancestor_id, m.level, count(*)::int from member_tree t join members m on m.id = t.descendant_id group by 1, 2
         except select member_id, level, members from team_rank_counts where members > 0)
        union all
        (select s.member_id, 0, s.team_count from team_stats s
         except select s.member_id, 0, (select count(*)::int from member_tree t where t.ancestor_id = s.member_id) from team_stats s)
      ) d`.execute(platform.db);
    expect(counts.rows[0]!.n).toBe('0');

    // Bonuses: each beneficiary paid exactly the expected sum, once per purchase and share.
    const paid = await platform.db
      .selectFrom('bonus_payouts')
      .select(['beneficiary_id', (eb) => eb.fn.sum<string>('amount').as('total')])
      .groupBy('beneficiary_id')
      .execute();
    const got = Object.fromEntries(paid.map((r) => [r.beneficiary_id, formatMoney(r.total)]));
    const want = Object.fromEntries([...expected].map(([id, total]) => [id, formatMoney(total)]));
    expect(got).toEqual(want);
    expect(Object.keys(want).length).toBeGreaterThan(5);
    const balances = await sql<{ member_id: string; balance: string }>`
      select member_id, balance::text from ledger_accounts where coin_name = 'BONUS_POINT' and state = 'available' and member_id is not null and balance <> 0`.execute(platform.db);
    expect(Object.fromEntries(balances.rows.map((r) => [r.member_id, formatMoney(r.balance)]))).toEqual(want);
    const platformSide = await sql<{ balance: string }>`select balance::text from ledger_accounts where system_name = 'team-bonuses:BONUS_POINT'`.execute(platform.db);
    const total = Object.values(want).reduce((sum, v) => sum.plus(v), new Money(0));
    expect(formatMoney(new Money(platformSide.rows[0]!.balance).negated())).toBe(formatMoney(total));
    await expectLedgerClean(platform);
  }, 300_000);

  it('a purchase held up in one line does not hold up a purchase in another line; the held one then completes', async () => {
    const [first, second] = [await member(await member()), await member(await member())];
    for (const who of [first, second]) await credit(platform, who.userName, 'INSURANCE_POINT', '100');
    const account = await platform.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', first.userId)
      .where('coin_name', '=', 'INSURANCE_POINT')
      .where('state', '=', 'available')
      .executeTakeFirstOrThrow();
    // Another transaction holds the account the first purchase pays from, in the middle of that purchase.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = platform.db.transaction().execute(async (tx) => {
      await sql`select id from ledger_accounts where id = ${account.id} for update`.execute(tx);
      holding();
      await released;
    });
    await held;
    const firstPurchase = buy(first, 'insurance', 'INS-100');
    try {
      // The first purchase is waiting for that account (its line's locks taken) …
      await expect
        .poll(async () => (await sql<{ n: string }>`
          select count(*)::text as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(platform.db)).rows[0]!.n, { timeout: 60_000 })
        .not.toBe('0');
      // … and a purchase in another line goes through meanwhile (under a platform-wide lock it would wait for the first).
      expectOk(await buy(second, 'insurance', 'INS-100'));
    } finally {
      release();
      await holder;
    }
    expectOk(await firstPurchase);
    const [a, b] = await Promise.all(
      [first, second].map((who) => platform.db.selectFrom('team_stats').select('personal_volume').where('member_id', '=', who.userId).executeTakeFirstOrThrow()),
    );
    expect([formatMoney(a!.personal_volume), formatMoney(b!.personal_volume)]).toEqual(['100', '100']);
    await expectLedgerClean(platform);
  }, 300_000);
});
