import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { formatMoney, Money } from '../lib/money.ts';
import { BONUS_RECORD_TYPES } from './bonus-types.ts';
import { LEVELS } from './levels.ts';
import { nextRankProgress, rankRules, standingsOf } from './ranks.ts';
import { downlineSummary, refuseOutsideDownline } from './tree.ts';

/** The rank ladder with each rank's promotion rule (rank −1 has none). */
export async function levelLadder(db: Db) {
  const rules = new Map((await rankRules(db)).map((r) => [r.level, r]));
  return LEVELS.map((level) => {
    const rule = rules.get(level.level);
    return {
      ...level,
      personalVolume: rule ? formatMoney(rule.personalVolume) : null,
      teamVolume: rule ? formatMoney(rule.teamVolume) : null,
      directReferrals: rule?.directReferrals ?? null,
    };
  });
}

type MemberRow = { id: string; user_name: string; level: number; created_at: Date; personal_volume: string | null; team_volume: string | null; direct_count: string };

function memberQuery(db: Db) {
  return db
    .selectFrom('members as m')
    .leftJoin('team_stats as s', 's.member_id', 'm.id')
    .select([
      'm.id',
      'm.user_name',
      'm.level',
      'm.created_at',
      's.personal_volume',
      's.team_volume',
      sql<string>`(select count(*) from member_tree c where c.ancestor_id = m.id and c.depth = 1)`.as('direct_count'),
    ]);
}

function memberView(row: MemberRow, depth: number) {
  return {
    userId: row.id,
    userName: row.user_name,
    level: row.level,
    depth,
    personalVolume: formatMoney(row.personal_volume ?? '0'),
    teamVolume: formatMoney(row.team_volume ?? '0'),
    directCount: Number(row.direct_count),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * One member of the viewer's organization (the viewer when no id is given): rank, volumes,
 * direct and team counts, counts per rank. Anyone outside the viewer's downline is refused.
 */
export async function organizationInfo(db: Db, viewerId: string, userId?: string) {
  const target = userId ?? viewerId;
  const depth = await refuseOutsideDownline(db, viewerId, target);
  const row = await memberQuery(db).where('m.id', '=', target).executeTakeFirst();
  if (!row) throw new RuleViolation('NOT_IN_DOWNLINE');
  const summary = await downlineSummary(db, target);
  return { ...memberView(row, depth), teamCount: summary.teamCount, levelCounts: summary.levelCounts };
}

/** The viewer's own organization with their progress toward the next rank (have / need). */
export async function ownOrganization(db: Db, viewerId: string) {
  const info = await organizationInfo(db, viewerId);
  const [rules, standings] = await Promise.all([rankRules(db), standingsOf(db, [viewerId])]);
  const standing = standings.get(viewerId)!;
  return { ...info, nextRank: nextRankProgress(rules, info.level, standing), activeDirectCount: standing.activeDirects };
}

/** The direct referrals of a member of the viewer's organization (the viewer by default), a page at a time: the tree by level. */
export async function organizationChildren(db: Db, viewerId: string, input: { userId?: string | undefined; pageNum: number; pageSize: number }) {
  const parent = input.userId ?? viewerId;
  const parentDepth = await refuseOutsideDownline(db, viewerId, parent);
  const children = db.selectFrom('member_tree').select('descendant_id').where('ancestor_id', '=', parent).where('depth', '=', 1);
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('member_tree').select((eb) => eb.fn.countAll<string>().as('total')).where('ancestor_id', '=', parent).where('depth', '=', 1).executeTakeFirstOrThrow(),
    memberQuery(db)
      .where('m.id', 'in', children)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize)
      .execute(),
  ]);
  return { list: rows.map((r) => memberView(r, parentDepth + 1)), total: Number(total), pageNum: input.pageNum, pageSize: input.pageSize };
}

/** Members of the viewer's downline whose user name contains the keyword, or whose user ID is it. */
export async function searchOrganization(db: Db, viewerId: string, input: { keyword: string; pageNum: number; pageSize: number }) {
  const keyword = input.keyword.trim();
  if (keyword.length === 0) throw new RuleViolation('SEARCH_KEYWORD_REQUIRED');
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .where('t.ancestor_id', '=', viewerId)
    .where((eb) => eb.or([eb(eb.fn('lower', ['m.user_name']), 'like', pattern), eb('m.id', '=', keyword)]));
  const [{ total }, hits] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base.select(['m.id', 't.depth']).orderBy('t.depth').orderBy('m.user_name').limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize).execute(),
  ]);
  const depths = new Map(hits.map((h) => [h.id, h.depth]));
  const rows = hits.length === 0 ? [] : await memberQuery(db).where('m.id', 'in', hits.map((h) => h.id)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    list: hits.map((h) => memberView(byId.get(h.id)!, depths.get(h.id)!)),
    total: Number(total),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** What the member has earned in bonuses, per bonus record type and in all, optionally within a period. */
export async function bonusEarned(db: Db, memberId: string, period: { startTime?: string | undefined; endTime?: string | undefined }) {
  let query = db
    .selectFrom('asset_records')
    .select(['record_type', (eb) => eb.fn.sum<string>('amount').as('total'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('member_id', '=', memberId)
    .where('coin_name', '=', 'BONUS_POINT')
    .where('record_type', 'in', [...BONUS_RECORD_TYPES]);
  if (period.startTime) query = query.where('created_at', '>=', new Date(period.startTime));
  if (period.endTime) query = query.where('created_at', '<', new Date(period.endTime));
  const rows = await query.groupBy('record_type').execute();
  const byType = new Map(rows.map((r) => [r.record_type, r]));
  const list = BONUS_RECORD_TYPES.map((recordType) => ({
    recordType,
    amount: formatMoney(byType.get(recordType)?.total ?? '0'),
    count: Number(byType.get(recordType)?.n ?? 0),
  }));
  const total = rows.reduce((sum, r) => sum.plus(r.total), new Money(0));
  return { total: formatMoney(total), list };
}
