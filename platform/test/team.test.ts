import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusShares, eventShares, type BonusRates } from '../src/team/bonuses.ts';
import { nextRankProgress, rankFor, type RankRule } from '../src/team/ranks.ts';
import { downlineSummary, upline } from '../src/team/tree.ts';
import { formatMoney, Money } from '../src/lib/money.ts';
import { startTestPlatform, type TestPlatform } from '../src/testing.ts';
import { step, storyTimeout } from '../src/testing-story.ts';
import { call, expectOk, expectRefused, login, registerMember, type Loose } from './helpers.ts';
import { available, credit, expectLedgerClean, recordsOf, type SignedIn } from './money-helpers.ts';
import { product } from './product-helpers.ts';

const m = (value: string | number) => new Money(value);

/** The shipped configuration of migration 0007-team (docs/team.md, "Configuration"). */
const SHIPPED_RATES: BonusRates = {
  sponsor: { rate: m('0.05'), minLevel: -1 },
  levels: new Map([
    [2, { rate: m('0.02'), minLevel: 0 }],
    [3, { rate: m('0.01'), minLevel: 1 }],
    [4, { rate: m('0.005'), minLevel: 2 }],
  ]),
  par: { rate: m('0.01'), minLevel: 1 },
  overriding: new Map([-1, 0, 1, 2, 3, 4, 5, 6, 7].map((level) => [level, m(level < 0 ? 0 : (level + 1) / 100)])),
};

/** With the referral and rebate rates of migration 0011-team-rebates. */
const SHIPPED_WITH_REBATES: BonusRates = {
  ...SHIPPED_RATES,
  referralOverriding: new Map([-1, 0, 1, 2, 3, 4, 5, 6, 7].map((level) => [level, m(level < 0 ? 0 : (level * 2) / 100)])),
  referralPar: { rate: m('0.02'), minLevel: 1 },
  personalRebate: { rate: m('0.01'), minLevel: 1 },
  teamRebate: { rate: m('0.01'), minLevel: 3 },
};

const shareTable = (shares: ReturnType<typeof bonusShares>) => shares.map((s) => `${s.beneficiaryId} ${s.kind} ${s.recordType} ${formatMoney(s.amount)}`);

describe('docs/team.md worked examples (arithmetic)', () => {
  it('example 1: a four-level line with mixed ranks, on an insurance purchase of 1000', () => {
    // D buys; C (rank 0) sponsored D, B (rank 2) sponsored C, A (rank 2) sponsored B, E (rank 3) sponsored A.
    const line = [
      { id: 'C', depth: 1, level: 0 },
      { id: 'B', depth: 2, level: 2 },
      { id: 'A', depth: 3, level: 2 },
      { id: 'E', depth: 4, level: 3 },
      { id: 'root', depth: 5, level: -1 },
    ];
    expect(shareTable(bonusShares('INSURANCE', m(1000), line, SHIPPED_RATES))).toEqual([
      'C SPONSOR SPONSOR_BONUS 50',
      'C OVERRIDING INSURANCE_OVERRIDING_BONUS 10',
      'B LEVEL LEVEL_BONUS 20',
      'B OVERRIDING INSURANCE_OVERRIDING_BONUS 20',
      'A LEVEL LEVEL_BONUS 10',
      'A PAR INSURANCE_PAR_BONUS 10',
      'E LEVEL LEVEL_BONUS 5',
      'E OVERRIDING INSURANCE_OVERRIDING_BONUS 10',
    ]);
  });

  it('example 2: the same line on an entrust purchase of 100; a rank below a depth’s minimum earns no level bonus', () => {
    const line = [
      { id: 'C', depth: 1, level: -1 },
      { id: 'B', depth: 2, level: -1 },
      { id: 'A', depth: 3, level: 1 },
      { id: 'E', depth: 4, level: 1 },
    ];
    expect(shareTable(bonusShares('ENTRUST', m(100), line, SHIPPED_RATES))).toEqual([
      'C SPONSOR SPONSOR_BONUS 5',
      'A LEVEL LEVEL_BONUS 1',
      'A OVERRIDING ENTRUST_OVERRIDING_BONUS 2',
      'E PAR ENTRUST_PAR_BONUS 1',
    ]);
  });

  it('example 3: shares truncate to 8 places; a higher rank below leaves no overriding to a lower one above', () => {
    const line = [
      { id: 'C', depth: 1, level: 4 },
      { id: 'B', depth: 2, level: 3 },
    ];
    expect(shareTable(bonusShares('INSURANCE', m('0.00000033'), line, SHIPPED_RATES))).toEqual([
      'C SPONSOR SPONSOR_BONUS 0.00000001',
      'C OVERRIDING INSURANCE_OVERRIDING_BONUS 0.00000001',
    ]);
    expect(bonusShares('INSURANCE', m('0.00000019'), line, SHIPPED_RATES)).toEqual([]);
  });

  it('example 1 again: the referral bonuses on its sponsor bonus of 50 and the team rebate', () => {
    const line = [
      { id: 'C', depth: 1, level: 0 },
      { id: 'B', depth: 2, level: 2 },
      { id: 'A', depth: 3, level: 2 },
      { id: 'E', depth: 4, level: 3 },
      { id: 'root', depth: 5, level: -1 },
    ];
    const shares = eventShares('INSURANCE', m(1000), { id: 'D', level: -1 }, line, SHIPPED_WITH_REBATES);
    expect(shareTable(shares.filter((s) => !['SPONSOR', 'LEVEL', 'OVERRIDING', 'PAR'].includes(s.kind)))).toEqual([
      'B REFERRAL_OVERRIDING REFERRAL_OVERRIDING_BONUS 2',
      'A REFERRAL_PAR REFERRAL_PAR_BONUS 1',
      'E REFERRAL_OVERRIDING REFERRAL_OVERRIDING_BONUS 1',
      'E TEAM_REBATE TEAM_REBATE 10',
    ]);
    const perMember = new Map<string, Money>();
    for (const share of shares) perMember.set(share.beneficiaryId, (perMember.get(share.beneficiaryId) ?? m(0)).plus(share.amount));
    expect([...perMember].map(([id, total]) => `${id} ${formatMoney(total)}`)).toEqual(['C 60', 'B 42', 'A 21', 'E 26']);
  });

  it('example 4: referral overriding and par on the sponsor bonus (rank 0 has no referral rate), the buyer’s personal rebate, the leader’s team rebate', () => {
    const line = [
      { id: 'C', depth: 1, level: 1 },
      { id: 'B', depth: 2, level: 0 },
      { id: 'A', depth: 3, level: 3 },
      { id: 'F', depth: 4, level: 3 },
      { id: 'E', depth: 5, level: 5 },
    ];
    const shares = eventShares('ENTRUST', m(2000), { id: 'buyer', level: 2 }, line, SHIPPED_WITH_REBATES);
    expect(shareTable(shares.filter((s) => !['LEVEL', 'OVERRIDING', 'PAR'].includes(s.kind)))).toEqual([
      'C SPONSOR SPONSOR_BONUS 100',
      'A REFERRAL_OVERRIDING REFERRAL_OVERRIDING_BONUS 6',
      'F REFERRAL_PAR REFERRAL_PAR_BONUS 2',
      'E REFERRAL_OVERRIDING REFERRAL_OVERRIDING_BONUS 4',
      'buyer PERSONAL_REBATE PERSONAL_REBATE 20',
      'A TEAM_REBATE TEAM_REBATE 20',
    ]);
    expect(shares.filter((s) => s.kind.startsWith('REFERRAL')).map((s) => formatMoney(s.base!))).toEqual(['100', '100', '100']);
    // No sponsor bonus (the sponsor below SPONSOR's rank), no referral bonus.
    const noSponsor = { ...SHIPPED_WITH_REBATES, sponsor: { rate: m('0.05'), minLevel: 2 } };
    expect(eventShares('ENTRUST', m(2000), { id: 'buyer', level: -1 }, line, noSponsor).filter((s) => s.kind.startsWith('REFERRAL'))).toEqual([]);
  });

  it('ranks: the highest rank whose every requirement is met, with the next rank’s have / need', () => {
    const rules: RankRule[] = [
      { level: 0, personalVolume: m(100), teamVolume: m(0), directReferrals: 0, overridingRate: m('0.01'), referralOverridingRate: m('0.02') },
      { level: 1, personalVolume: m(100), teamVolume: m(1000), directReferrals: 2, overridingRate: m('0.02'), referralOverridingRate: m('0.04') },
      { level: 2, personalVolume: m(500), teamVolume: m(5000), directReferrals: 3, overridingRate: m('0.03'), referralOverridingRate: m('0.06') },
    ];
    expect(rankFor(rules, { personalVolume: m(0), teamVolume: m(10000), activeDirects: 9 })).toBe(-1);
    expect(rankFor(rules, { personalVolume: m(100), teamVolume: m(999), activeDirects: 2 })).toBe(0);
    expect(rankFor(rules, { personalVolume: m(100), teamVolume: m(5000), activeDirects: 3 })).toBe(1);
    expect(rankFor(rules, { personalVolume: m(500), teamVolume: m(5000), activeDirects: 3 })).toBe(2);
    expect(nextRankProgress(rules, 0, { personalVolume: m(100), teamVolume: m(400), activeDirects: 1 })).toEqual({
      level: 1,
      requirements: [
        { name: 'PERSONAL_VOLUME', have: '100', need: '100', met: true },
        { name: 'TEAM_VOLUME', have: '400', need: '1000', met: false },
        { name: 'DIRECT_REFERRALS', have: '1', need: '2', met: false },
      ],
    });
    expect(nextRankProgress(rules, 2, { personalVolume: m(500), teamVolume: m(5000), activeDirects: 3 })).toBeNull();
  });
});

async function member(platform: TestPlatform, sponsor: { referralId: string } | undefined): Promise<SignedIn> {
  const registered = await registerMember(platform, sponsor ? { referralId: sponsor.referralId } : {});
  return { ...registered, token: await login(platform, registered) };
}

const team = (platform: TestPlatform, who: SignedIn, path: string, data: Record<string, unknown> = {}, locale?: string) =>
  call(platform, `/api/app/${path}`, data, { token: who.token, ...(locale ? { locale } : {}) });

describe('docs/team.md example 1 through the REST API', () => {
  let platform: TestPlatform;
  let e: SignedIn, a: SignedIn, b: SignedIn, c: SignedIn, d: SignedIn, outsider: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform();
    // The example's small ladder (docs/team.md): ranks 0–3 reachable with a few packages.
    for (const [level, teamVolume] of [[0, '0'], [1, '100'], [2, '200'], [3, '400'], [4, '1000000'], [5, '1000000'], [6, '1000000'], [7, '1000000']] as const) {
      await platform.admin('team/rules/set', { level, personalVolume: '100', teamVolume, directReferrals: level === 0 ? 0 : 1 });
    }
    e = await member(platform, undefined);
    a = await member(platform, e);
    b = await member(platform, a);
    c = await member(platform, b);
    d = await member(platform, c);
    outsider = await member(platform, undefined);
    for (const [who, amount] of [[e, '100'], [a, '100'], [b, '100'], [c, '200'], [d, '1000']] as const) await credit(platform, who.userName, 'INSURANCE_POINT', amount);
    // Bought top-down, so each purchase counts for the ranks of the line above it.
    for (const who of [e, a, b, c, c]) expectOk(await product(platform, who, 'insurance/buyMatching', { matchingId: 'INS-100' }));
  });
  afterAll(async () => {
    await platform?.close();
  });

  // The line's ranks, volumes and bonuses move with every purchase, and what the later steps read
  // (counts per rank, the organization) is what the purchases left: one story.
  it('example 1 in order: the line before, D’s purchase and its bonuses, E’s, then the downline it leaves', { timeout: storyTimeout(10) }, async () => {
    await step('the line holds the example’s ranks and volumes before D buys', async () => {
      const ranks = [];
      for (const who of [e, a, b, c, d]) {
        const info = expectOk(await team(platform, who, 'user/userOrganizationInfo'));
        ranks.push([info.level, info.personalVolume, info.teamVolume, info.teamCount]);
      }
      expect(ranks).toEqual([
        [3, '100', '400', 4],
        [2, '100', '300', 3],
        [2, '100', '200', 2],
        [0, '200', '0', 1],
        [-1, '0', '0', 0],
      ]);
    });

    await step('D buys INS-1000: the upline is paid the example’s bonuses to BONUS_POINT, once, and the ranks move up', async () => {
      const before = await Promise.all([c, b, a, e].map((who) => available(platform, who.token, 'BONUS_POINT')));
      const requestId = randomUUID();
      expectOk(await product(platform, d, 'insurance/buyMatching', { matchingId: 'INS-1000', requestId }));
      // The same request again (a retry after a lost answer) pays nothing more.
      expectOk(await product(platform, d, 'insurance/buyMatching', { matchingId: 'INS-1000', requestId }));
      const after = await Promise.all([c, b, a, e].map((who) => available(platform, who.token, 'BONUS_POINT')));
      const earned = after.map((value, i) => formatMoney(m(value).minus(before[i]!)));
      // docs/team.md example 1: the package bonuses (60, 40, 20, 15), then B's referral overriding 2,
      // A's referral par 1, E's referral overriding 1 and team rebate 10.
      expect(earned).toEqual(['60', '42', '21', '26']);

      const fromD = (await recordsOf(platform, a.token, { coinName: 'BONUS_POINT' })).filter((r: Loose) => r.remark.startsWith(d.userName));
      expect(fromD.map((r: Loose) => [r.recordType, r.amount]).sort()).toEqual([['INSURANCE_PAR_BONUS', '10'], ['LEVEL_BONUS', '10'], ['REFERRAL_PAR_BONUS', '1']]);
      const rows = await platform.db.selectFrom('bonus_payouts').select(['kind']).where('source_member_id', '=', d.userId).execute();
      expect(rows).toHaveLength(12);

      const levels = [];
      for (const who of [c, b, a, e]) levels.push(expectOk(await team(platform, who, 'user/userOrganizationInfo')).level);
      expect(levels).toEqual([3, 3, 3, 3]);
      await expectLedgerClean(platform);
    });

    await step('bonusEarned totals each bonus type, and a period before any bonus totals nothing', async () => {
      const earned = expectOk(await team(platform, b, 'assets/bonusEarned'));
      const byType = Object.fromEntries(earned.list.filter((row: Loose) => row.count > 0).map((row: Loose) => [row.recordType, row.amount]));
      // B also earned on C's two earlier purchases of 100 — sponsor 5 + 5, overriding 1 (rank 0) +
      // 2 (rank 1 by then) — besides D's (level 20 + overriding 20, referral overriding 2).
      expect(byType).toEqual({ SPONSOR_BONUS: '10', LEVEL_BONUS: '20', INSURANCE_OVERRIDING_BONUS: '23', REFERRAL_OVERRIDING_BONUS: '2' });
      expect(earned.total).toBe('55');
      const none = expectOk(await team(platform, b, 'assets/bonusEarned', { endTime: '2000-01-01T00:00:00Z' }));
      expect(none.total).toBe('0');
    });

    await step('E, rank 3 by now, buys again: a personal rebate (rank ≥ 1); the root above (rank −1) its sponsor bonus only', async () => {
      await credit(platform, e.userName, 'INSURANCE_POINT', '100');
      const pkg = expectOk(await product(platform, e, 'insurance/buyMatching', { matchingId: 'INS-100' }));
      const own = expectOk(await team(platform, e, 'assets/bonusEarned'));
      expect(own.list.find((row: Loose) => row.recordType === 'PERSONAL_REBATE')).toEqual({ recordType: 'PERSONAL_REBATE', amount: '1', count: 1 });
      const rows = await platform.db.selectFrom('bonus_payouts').select(['beneficiary_id', 'kind', 'amount']).where('event_id', '=', `PURCHASE:${pkg.id}`).execute();
      const root = (await upline(platform.db, e.userId))[0]!.id;
      expect(rows.map((r) => [r.beneficiary_id, r.kind, formatMoney(r.amount)]).sort()).toEqual(
        [[root, 'SPONSOR', '5'], [e.userId, 'PERSONAL_REBATE', '1']].sort(),
      );
    });

    await step('organization: the direct referrals of a member of the viewer’s downline, a page at a time', async () => {
      const top = expectOk(await team(platform, e, 'user/organization', {}));
      expect(top.list.map((row: Loose) => [row.userName, row.depth, row.directCount])).toEqual([[a.userName, 1, 1]]);
      const deeper = expectOk(await team(platform, e, 'user/organization', { userId: c.userId }));
      expect(deeper).toMatchObject({ total: 1, list: [{ userName: d.userName, depth: 4, level: 0, personalVolume: '1000' }] });
    });

    await step('counts per rank cover the whole downline', async () => {
      const info = expectOk(await team(platform, e, 'user/getOrganizationInfoByUserId', {}));
      expect(info.teamCount).toBe(4);
      expect(info.levelCounts.filter((row: Loose) => row.count > 0)).toEqual([
        { level: 0, count: 1 },
        { level: 3, count: 3 },
      ]);
    });

    await step('the stored downline counts of every member equal a count over the closure table (registrations and promotions moved them)', async () => {
      const counted = await sql<{ ancestor_id: string; level: number; n: number }>`
        select t.ancestor_id, m.level, count(*)::int as n from member_tree t join members m on m.id = t.descendant_id group by t.ancestor_id, m.level`.execute(platform.db);
      const stored = await platform.db.selectFrom('team_rank_counts').select(['member_id', 'level', 'members']).where('members', '>', 0).execute();
      const key = (id: string, level: number, n: number) => `${id} ${level} ${n}`;
      expect(stored.map((r) => key(r.member_id, r.level, r.members)).sort()).toEqual(counted.rows.map((r) => key(r.ancestor_id, r.level, r.n)).sort());
      for (const who of [e, a, b, c, d]) {
        const summary = await downlineSummary(platform.db, who.userId);
        const closure = await platform.db.selectFrom('member_tree').select((eb) => eb.fn.countAll<string>().as('n')).where('ancestor_id', '=', who.userId).executeTakeFirstOrThrow();
        expect(summary.teamCount).toBe(Number(closure.n));
      }
    });

    await step('a member sees no one outside their downline: not their upline, not another team', async () => {
      for (const userId of [e.userId, outsider.userId]) {
        expectRefused(await team(platform, b, 'user/getOrganizationInfoByUserId', { userId }), 'NOT_IN_DOWNLINE');
        expectRefused(await team(platform, b, 'user/organization', { userId }), 'NOT_IN_DOWNLINE');
      }
      const refused = await team(platform, b, 'user/getOrganizationInfoByUserId', { userId: outsider.userId }, 'zh-CN');
      expect(refused.msg).toBe('该会员不在您的团队中');
    });

    await step('search finds members of the downline by part of the user name or by user ID, and nobody else', async () => {
      const byName = expectOk(await team(platform, a, 'user/searchOrganization', { keyword: d.userName.slice(2).toUpperCase() }));
      expect(byName.list.map((row: Loose) => row.userName)).toEqual([d.userName]);
      const byId = expectOk(await team(platform, a, 'user/searchOrganization', { keyword: c.userId }));
      expect(byId.list.map((row: Loose) => row.userName)).toEqual([c.userName]);
      for (const keyword of [e.userName, outsider.userId, outsider.userName]) {
        expect(expectOk(await team(platform, a, 'user/searchOrganization', { keyword })).total).toBe(0);
      }
      expectRefused(await team(platform, a, 'user/searchOrganization', { keyword: '   ' }), 'SEARCH_KEYWORD_REQUIRED');
    });

    await step('the rank ladder lists ranks −1…7 with their rules', async () => {
      const ladder = expectOk(await team(platform, a, 'user/rankLadder'));
      expect(ladder.map((row: Loose) => row.level)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
      expect(ladder[0]).toMatchObject({ en: 'No grade', personalVolume: null });
      expect(ladder[2]).toMatchObject({ personalVolume: '100', teamVolume: '100', directReferrals: 1 });
    });
  });
});

describe('migrations 0007-team and 0011-team-rebates', () => {
  it('build the closure table and the stored downline counts for members who registered before them', async () => {
    const { Migrator } = await import('kysely');
    const { openDatabase, migrateToLatest } = await import('../src/db/database.ts');
    const { migrations } = await import('../src/db/migrations/index.ts');
    const opened = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      const migrator = new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('0006-reliability');
      expect(before.error).toBeUndefined();
      const row = (id: string, sponsor: string | null) => ({
        id,
        user_name: id,
        password_hash: 'x',
        transaction_password_hash: 'x',
        country_code: 'US',
        email: null,
        referral_id: `R${id}`,
        sponsor_id: sponsor,
      });
      // root → a → b → c, and root → d
      for (const [id, sponsor] of [['root', null], ['a', 'root'], ['b', 'a'], ['c', 'b'], ['d', 'root']] as const) {
        await opened.db.insertInto('members').values(row(id, sponsor)).execute();
      }
      expect(await migrateToLatest(opened.db)).toContain('0007-team');
      const tree = await opened.db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id', 'depth']).orderBy('ancestor_id').orderBy('depth').orderBy('descendant_id').execute();
      expect(tree.map((t) => `${t.ancestor_id}>${t.descendant_id}:${t.depth}`)).toEqual([
        'a>b:1', 'a>c:2', 'b>c:1', 'root>a:1', 'root>d:1', 'root>b:2', 'root>c:3',
      ]);
      // 0011-team-rebates: every member's downline count and counts per rank, stored.
      const counts = await opened.db.selectFrom('team_stats').select(['member_id', 'team_count']).orderBy('member_id').execute();
      expect(counts.map((r) => `${r.member_id}:${r.team_count}`)).toEqual(['a:2', 'b:1', 'c:0', 'd:0', 'root:4']);
      const ranks = await opened.db.selectFrom('team_rank_counts').select(['member_id', 'level', 'members']).orderBy('member_id').execute();
      expect(ranks.map((r) => `${r.member_id}:${r.level}:${r.members}`)).toEqual(['a:-1:2', 'b:-1:1', 'root:-1:4']);
    } finally {
      await opened.close();
    }
  }, 180_000);
});
