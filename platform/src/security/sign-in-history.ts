import type { Db } from '../db/database.ts';
import type { SignInOutcome } from '../db/schema.ts';
import { describeDevice } from '../lib/user-agent.ts';

/** How long the sign-in history keeps a row; older rows are pruned whenever a new one is written. */
export const SIGN_IN_HISTORY_DAYS = 90;
const RETENTION_MS = SIGN_IN_HISTORY_DAYS * 24 * 60 * 60_000;

/** Who tried to sign in: a known member, or a name that may belong to one (unknown names leave no row). */
export type SignInSubject = { memberId: string } | { userName: string };

/**
 * Writes one sign-in attempt to the member's history, and prunes every row past the retention in
 * the same call (an indexed range delete on `created_at`, cheap because it runs on every write:
 * no separate job needed, and the list never shows an older row either way). `login_failures`
 * cannot serve as the history: it counts attempts for the limits and a success takes its rows back.
 */
export async function recordSignIn(db: Db, now: Date, subject: SignInSubject, outcome: SignInOutcome, client: { address: string; userAgent: string }): Promise<void> {
  const values = { outcome, address: client.address.slice(0, 64), user_agent: client.userAgent.slice(0, 512), created_at: now };
  if ('memberId' in subject) {
    await db.insertInto('sign_in_events').values({ member_id: subject.memberId, ...values }).execute();
  } else {
    // Insert … select: one statement, and nothing at all when the name is nobody's.
    await db
      .insertInto('sign_in_events')
      .columns(['member_id', 'outcome', 'address', 'user_agent', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('members')
          .select((s) => ['id', s.val(values.outcome).as('outcome'), s.val(values.address).as('address'), s.val(values.user_agent).as('user_agent'), s.val(now).as('created_at')])
          .where((w) => w(w.fn('lower', ['user_name']), '=', subject.userName.slice(0, 64).toLowerCase())),
      )
      .execute();
  }
  await db.deleteFrom('sign_in_events').where('created_at', '<', new Date(now.getTime() - RETENTION_MS)).execute();
}

/** The member's sign-in history, newest first, within the retention. */
export async function signInHistory(db: Db, now: Date, memberId: string, page: { pageNum: number; pageSize: number }) {
  const since = new Date(now.getTime() - RETENTION_MS);
  const base = db.selectFrom('sign_in_events').where('member_id', '=', memberId).where('created_at', '>=', since);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'outcome', 'address', 'user_agent', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      outcome: row.outcome,
      ...describeDevice(row.user_agent),
      userAgent: row.user_agent,
      address: row.address,
      at: row.created_at.toISOString(),
    })),
    total: Number(total.n),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}
