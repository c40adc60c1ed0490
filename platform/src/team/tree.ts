import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * The invite tree as a closure table (`member_tree`): one row per ancestor and descendant with
 * their distance. A member joins it at registration, under every ancestor of their sponsor and
 * the sponsor itself, in the registration's transaction; every ancestor's downline count and
 * count of rank −1 grow by one there too (`team_stats.team_count`, `team_rank_counts`): the
 * line's rows under its locks (`lockLine`), the tree's root last.
 */
export async function joinTree(tx: Tx, memberId: string, sponsorId: string): Promise<void> {
  assert(memberId !== sponsorId, 'a member is not their own sponsor');
  const { root } = await lockLine(tx, sponsorId);
  await sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    select ancestor_id, ${memberId}, depth + 1 from member_tree where descendant_id = ${sponsorId}
    union all select ${sponsorId}, ${memberId}, 1`.execute(tx);
  await tx.insertInto('team_stats').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
  const member = await tx.selectFrom('members').select('level').where('id', '=', memberId).executeTakeFirstOrThrow();
  await sql`
    update team_stats set team_count = team_count + 1
    where member_id in (select ancestor_id from member_tree where descendant_id = ${memberId} and ancestor_id <> ${root ?? ''})`.execute(tx);
  await moveRankCounts(tx, memberId, null, member.level, root);
  if (root) {
    await sql`update team_stats set team_count = team_count + 1 where member_id = ${root}`.execute(tx);
    await addRootRankCounts(tx, root, new Map([[member.level, 1]]));
  }
}

/**
 * Locks the `team_stats` rows of a member and of their upline for the transaction, in member
 * id order: what every change to a line's volumes, ranks or counts takes first, before any
 * other row of theirs. Two transactions on lines that share an ancestor take the shared rows in
 * the same order (one waits for the other, neither deadlocks); lines with no ancestor in common
 * do not wait on each other. The upline of a member never changes, so it is read before.
 *
 * The tree's root (the topmost ancestor, without a sponsor) is in every line: it is not locked
 * here but at the end of the change, by its own update (`team_stats` first, then its other
 * rows), so that only that short tail runs one at a time across the platform. Returns the locked
 * ids and the root (null when the member is the root, then locked with the line).
 */
export async function lockLine(tx: Tx, memberId: string): Promise<{ ids: string[]; root: string | null }> {
  const up = await tx.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('descendant_id', '=', memberId).orderBy('depth', 'desc').execute();
  const root = up[0]?.ancestor_id ?? null;
  const ids = [memberId, ...up.slice(1).map((r) => r.ancestor_id)];
  const lock = () => sql<{ member_id: string }>`
    select member_id from team_stats where member_id in (${sql.join(ids)}) order by member_id for no key update`.execute(tx);
  if ((await lock()).rows.length < ids.length) {
    // A member without a row (none once migration 0011-team-rebates ran): created, then locked.
    await sql`insert into team_stats (member_id) select id from members where id in (${sql.join(ids)}) order by id on conflict (member_id) do nothing`.execute(tx);
    await lock();
  }
  return { ids, root };
}

/** Adds `delta` (by rank) to the tree root's counts per rank. */
export async function addRootRankCounts(tx: Tx, root: string, delta: Map<number, number>): Promise<void> {
  for (const [level, n] of [...delta].sort(([a], [b]) => a - b)) {
    if (n < 0) {
      // A decrease: the rank's row exists (a member of the downline held that rank).
      await sql`update team_rank_counts set members = members + ${n}::int where member_id = ${root} and level = ${level}`.execute(tx);
    } else if (n > 0) {
      await sql`
        insert into team_rank_counts (member_id, level, members) values (${root}, ${level}, ${n})
        on conflict (member_id, level) do update set members = team_rank_counts.members + excluded.members`.execute(tx);
    }
  }
}

/**
 * Moves one member from rank `from` (null: a new member) to rank `to` in the counts per rank of
 * every ancestor but `skip` (the tree's root, whose counts the caller moves at the end), in the
 * caller's transaction, which holds the line's locks.
 */
export async function moveRankCounts(tx: Tx, memberId: string, from: number | null, to: number, skip: string | null = null): Promise<void> {
  if (from === to) return;
  if (from !== null) {
    await sql`
      update team_rank_counts set members = members - 1
      where level = ${from} and member_id in (select ancestor_id from member_tree where descendant_id = ${memberId} and ancestor_id <> ${skip ?? ''})`.execute(tx);
  }
  await sql`
    insert into team_rank_counts (member_id, level, members)
    select ancestor_id, ${to}::int, 1 from member_tree where descendant_id = ${memberId} and ancestor_id <> ${skip ?? ''} order by ancestor_id
    on conflict (member_id, level) do update set members = team_rank_counts.members + 1`.execute(tx);
}

/**
 * Rebuilds every member's stored downline count and counts per rank from the closure table (what
 * migration 0011-team-rebates does once; for members written without the registration path).
 */
export async function rebuildTeamCounts(db: Db | Tx): Promise<void> {
  await sql`insert into team_stats (member_id) select id from members on conflict (member_id) do nothing`.execute(db);
  await sql`update team_stats set team_count = 0 where team_count <> 0`.execute(db);
  await sql`
    update team_stats s set team_count = c.n
    from (select ancestor_id, count(*)::int as n from member_tree group by ancestor_id) c
    where c.ancestor_id = s.member_id`.execute(db);
  await sql`delete from team_rank_counts`.execute(db);
  await sql`
    insert into team_rank_counts (member_id, level, members)
    select t.ancestor_id, m.level, count(*)::int from member_tree t join members m on m.id = t.descendant_id
    group by t.ancestor_id, m.level`.execute(db);
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
 * Counts of a member's whole downline per rank, and their direct referrals: stored rows (the
 * downline count in `team_stats`, at most nine rows of `team_rank_counts`, moved by
 * registration and promotion), and an index range of the direct referrals: the same few reads
 * whatever the downline's size.
 */
export async function downlineSummary(db: Db | Tx, memberId: string): Promise<DownlineSummary> {
  const [stats, ranks, direct] = await Promise.all([
    db.selectFrom('team_stats').select('team_count').where('member_id', '=', memberId).executeTakeFirst(),
    db.selectFrom('team_rank_counts').select(['level', 'members']).where('member_id', '=', memberId).execute(),
    db.selectFrom('member_tree').select((eb) => eb.fn.countAll<string>().as('n')).where('ancestor_id', '=', memberId).where('depth', '=', 1).executeTakeFirstOrThrow(),
  ]);
  const byLevel = new Map(ranks.map((r) => [r.level, r.members]));
  const levelCounts = Array.from({ length: 9 }, (_, i) => ({ level: i - 1, count: byLevel.get(i - 1) ?? 0 }));
  return { teamCount: stats?.team_count ?? 0, directCount: Number(direct.n), levelCounts };
}

export async function volumesOf(db: Db | Tx, memberId: string): Promise<{ personalVolume: string; teamVolume: string }> {
  const row = await db.selectFrom('team_stats').select(['personal_volume', 'team_volume']).where('member_id', '=', memberId).executeTakeFirst();
  return { personalVolume: formatMoney(row?.personal_volume ?? '0'), teamVolume: formatMoney(row?.team_volume ?? '0') };
}
