import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { assert } from '../errors.ts';
import { formatMoney, Money } from '../lib/money.ts';
import { LEVELS } from './levels.ts';
import { moveRankCounts } from './tree.ts';
import { notify } from '../notifications/service.ts';

export interface RankRule {
  level: number;
  personalVolume: Money;
  teamVolume: Money;
  directReferrals: number;
  overridingRate: Money;
  /** The rank's overriding rate on the sponsor bonuses paid down the line (referral overriding). */
  referralOverridingRate: Money;
}

/** The promotion rules of ranks 0…7 (operator configuration, `team_rank_rules`), lowest first. */
export async function rankRules(db: Db | Tx): Promise<RankRule[]> {
  const rows = await db.selectFrom('team_rank_rules').selectAll().orderBy('level').execute();
  assert(rows.length > 0, 'the rank ladder is configured');
  return rows.map((r) => ({
    level: r.level,
    personalVolume: new Money(r.personal_volume),
    teamVolume: new Money(r.team_volume),
    directReferrals: r.direct_referrals,
    overridingRate: new Money(r.overriding_rate),
    referralOverridingRate: new Money(r.referral_overriding_rate),
  }));
}

export interface RankStanding {
  personalVolume: Money;
  teamVolume: Money;
  /** Direct referrals who have bought at least one package (personal volume above zero). */
  activeDirects: number;
}

/** The highest rank whose every requirement the standing meets; −1 (no grade) when none. */
export function rankFor(rules: RankRule[], standing: RankStanding): number {
  let level = -1;
  for (const rule of rules) {
    const met = standing.personalVolume.gte(rule.personalVolume) && standing.teamVolume.gte(rule.teamVolume) && standing.activeDirects >= rule.directReferrals;
    if (met && rule.level > level) level = rule.level;
  }
  return level;
}

/** Each requirement of the next rank with what the member has and needs; null at the top. */
export function nextRankProgress(rules: RankRule[], currentLevel: number, standing: RankStanding) {
  const next = rules.find((r) => r.level > currentLevel);
  if (!next) return null;
  return {
    level: next.level,
    requirements: [
      { name: 'PERSONAL_VOLUME', have: formatMoney(standing.personalVolume), need: formatMoney(next.personalVolume), met: standing.personalVolume.gte(next.personalVolume) },
      { name: 'TEAM_VOLUME', have: formatMoney(standing.teamVolume), need: formatMoney(next.teamVolume), met: standing.teamVolume.gte(next.teamVolume) },
      { name: 'DIRECT_REFERRALS', have: String(standing.activeDirects), need: String(next.directReferrals), met: standing.activeDirects >= next.directReferrals },
    ],
  };
}

export async function standingsOf(db: Db | Tx, memberIds: string[]): Promise<Map<string, RankStanding & { level: number }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('team_stats as s', 's.member_id', 'm.id')
    .select([
      'm.id',
      'm.level',
      's.personal_volume',
      's.team_volume',
      sql<string>`(select count(*) from member_tree d join team_stats ds on ds.member_id = d.descendant_id
        where d.ancestor_id = m.id and d.depth = 1 and ds.personal_volume > 0)`.as('active_directs'),
    ])
    .where('m.id', 'in', memberIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { level: r.level, personalVolume: new Money(r.personal_volume ?? '0'), teamVolume: new Money(r.team_volume ?? '0'), activeDirects: Number(r.active_directs) },
    ]),
  );
}

/**
 * Re-evaluates the ranks of these members after their volumes changed. A rank is never taken
 * away: volumes only grow, and a redeemed package does not undo the rank it earned. Each change
 * moves the counts per rank of the member's ancestors, but those of `skipCountsOf` (the tree's
 * root, which the caller moves last).
 */
export async function promote(tx: Tx, memberIds: string[], now: Date, skipCountsOf: string | null = null): Promise<{ memberId: string; from: number; to: number }[]> {
  const rules = await rankRules(tx);
  const standings = await standingsOf(tx, memberIds);
  const changes: { memberId: string; from: number; to: number }[] = [];
  for (const [memberId, standing] of [...standings].sort(([a], [b]) => a.localeCompare(b))) {
    const earned = rankFor(rules, standing);
    if (earned > standing.level) {
      await tx.updateTable('members').set({ level: earned, updated_at: now }).where('id', '=', memberId).execute();
      await moveRankCounts(tx, memberId, standing.level, earned, skipCountsOf);
      const rank = LEVELS.find((entry) => entry.level === earned);
      await notify(tx, memberId, 'RANK_UP', { level: earned, rank: rank?.en ?? String(earned), rankCn: rank?.cn ?? String(earned) }, { now });
      changes.push({ memberId, from: standing.level, to: earned });
    }
  }
  return changes;
}
