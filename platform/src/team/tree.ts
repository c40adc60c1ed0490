import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import type { Tx } from '../ledger/ledger.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * The invite tree as a closure table (`member_tree`): one row per ancestor and descendant with
 * their distance. A member joins it at registration, under every ancestor of their sponsor and
 * the sponsor itself, in the registration's transaction.
 */
export async function joinTree(tx: Tx, memberId: string, sponsorId: string): Promise<void> {
  assert(memberId !== sponsorId, 'a member is not their own sponsor');
  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    select ancestor_id, ${memberId}, depth + 1 from member_tree where descendant_id = ${sponsorId}
    union all select ${sponsorId}, ${memberId}, 1`.execute(tx);
  await tx.insertInto('team_stats').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
}

/** The member's upline, nearest first: each ancestor with its distance and rank. */
export async function upline(tx: Tx | Db, memberId: string): Promise<{ id: string; depth: number; level: number }[]> {
  return tx
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.ancestor_id')
    .select(['m.id', 't.depth', 'm.level'])
    .where('t.descendant_id', '=', memberId)
    .orderBy('t.depth')
    .execute();
}

/** Whether `memberId` is `viewerId` or in their downline: the only members a viewer may see. */
export async function refuseOutsideDownline(db: Db, viewerId: string, memberId: string): Promise<number> {
  if (viewerId === memberId) return 0;
  const row = await db.selectFrom('member_tree').select('depth').where('ancestor_id', '=', viewerId).where('descendant_id', '=', memberId).executeTakeFirst();
  if (!row) throw new RuleViolation('NOT_IN_DOWNLINE');
  return row.depth;
}

export interface DownlineSummary {
  teamCount: number;
  directCount: number;
  /** Members of the downline per rank, every rank −1…7 present. */
  levelCounts: { level: number; count: number }[];
}

/**
 * Counts of a member's whole downline per rank, and their direct referrals: one indexed query over
 * the closure table (an index-only scan of the ranks), whatever the downline's size.
 */
export async function downlineSummary(db: Db | Tx, memberId: string): Promise<DownlineSummary> {
  const rows = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .select(['m.level', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.countAll<string>().filterWhere('t.depth', '=', 1).as('direct')])
    .where('t.ancestor_id', '=', memberId)
    .groupBy('m.level')
    .execute();
  const byLevel = new Map(rows.map((r) => [r.level, Number(r.n)]));
  const levelCounts = Array.from({ length: 9 }, (_, i) => ({ level: i - 1, count: byLevel.get(i - 1) ?? 0 }));
  return {
    teamCount: rows.reduce((sum, r) => sum + Number(r.n), 0),
    directCount: rows.reduce((sum, r) => sum + Number(r.direct), 0),
    levelCounts,
  };
}

export async function volumesOf(db: Db | Tx, memberId: string): Promise<{ personalVolume: string; teamVolume: string }> {
  const row = await db.selectFrom('team_stats').select(['personal_volume', 'team_volume']).where('member_id', '=', memberId).executeTakeFirst();
  return { personalVolume: formatMoney(row?.personal_volume ?? '0'), teamVolume: formatMoney(row?.team_volume ?? '0') };
}
