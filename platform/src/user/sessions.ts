import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';
import { SessionExpired, Unauthenticated } from '../errors.ts';
import type { Clock } from '../lib/time.ts';
import { randomToken, sha256Hex } from '../lib/secrets.ts';
import { newId } from '../lib/ids.ts';
import { describeDevice } from '../lib/user-agent.ts';
import { RuleViolation } from '../errors.ts';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface SessionMember {
  id: string;
  userName: string;
}

// The idle limit counts from the last call, exact to the second: last_seen_at is written at most
// once a second per session (one indexed single-row update), so bursts of calls cost one write.
const TOUCH_EVERY_MS = 1_000;

/** Where a session was opened from, as the member sees it in their list of sessions. */
export interface SessionOrigin {
  userAgent: string;
  address: string;
}

/**
 * Tokens are random and only their SHA-256 is stored, so a database leak yields no usable session.
 * The session's own id (`ses_…`) names it in the member's list; it opens nothing.
 */
export async function openSession(db: Db, clock: Clock, policy: SessionPolicy, memberId: string, origin: SessionOrigin) {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      id: newId('ses'),
      member_id: memberId,
      user_agent: origin.userAgent.slice(0, 512),
      address: origin.address.slice(0, 64),
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

// Every signed-in call reads its session: compiled once (db/prepared.ts).
const sessionByTokenHash = preparedQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['sessions.last_seen_at', 'sessions.expires_at', 'sessions.revoked_at', 'members.id', 'members.user_name', 'members.banned_at'])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function resolveSession(db: Db, clock: Clock, policy: SessionPolicy, token: string | undefined): Promise<SessionMember & { tokenHash: string }> {
  if (!token) throw new Unauthenticated('NO_TOKEN');
  if (token.length > 256) throw new Unauthenticated('SESSION_UNKNOWN');
  const tokenHash = sha256Hex(token);
  const [row] = await sessionByTokenHash(db, tokenHash);
  const now = clock.now();
  // Only a session that existed and ran out of time has expired; the rest never was or was ended.
  if (!row) throw new Unauthenticated('SESSION_UNKNOWN');
  if (row.banned_at) throw new Unauthenticated('ACCOUNT_BANNED');
  if (row.revoked_at) throw new Unauthenticated('SESSION_ENDED');
  if (row.expires_at <= now || now.getTime() - row.last_seen_at.getTime() > policy.idleMs) throw new SessionExpired();
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { id: row.id, userName: row.user_name, tokenHash };
}

export async function revokeSession(db: Db, clock: Clock, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: clock.now() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Ends every open session of the member (but `exceptTokenHash`); answers how many it ended. */
export async function revokeMemberSessions(db: Db, clock: Clock, memberId: string, exceptTokenHash?: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: clock.now() }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (exceptTokenHash) query = query.where('token_hash', '<>', exceptTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The member's live sessions, the calling one first, then the most recently seen: not ended, not
 * past their absolute end, not idle past the policy (such a session can no longer be used).
 */
export async function listSessions(db: Db, clock: Clock, policy: SessionPolicy, member: { id: string; tokenHash: string }) {
  const now = clock.now();
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .where('member_id', '=', member.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>=', new Date(now.getTime() - policy.idleMs))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id,
    current: row.token_hash === member.tokenHash,
    ...describeDevice(row.user_agent),
    userAgent: row.user_agent,
    address: row.address,
    startedAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
  }));
  return { list: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
}

/**
 * Ends one of the member's other sessions by its id. The calling session is ended by signing out
 * (`/logout`), so it is refused here: a member who taps the wrong row keeps the device in hand.
 */
export async function endSession(db: Db, clock: Clock, member: { id: string; tokenHash: string }, sessionId: string): Promise<void> {
  const row = await db.selectFrom('sessions').select(['token_hash', 'revoked_at']).where('id', '=', sessionId).where('member_id', '=', member.id).executeTakeFirst();
  if (!row) throw new RuleViolation('SESSION_NOT_FOUND');
  if (row.token_hash === member.tokenHash) throw new RuleViolation('SESSION_IS_CURRENT');
  if (row.revoked_at) return;
  await revokeSession(db, clock, row.token_hash);
}
