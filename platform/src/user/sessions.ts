import type { Db } from '../db/database.ts';
import { SessionExpired, Unauthenticated } from '../errors.ts';
import type { Clock } from '../lib/time.ts';
import { randomToken, sha256Hex } from '../lib/secrets.ts';

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

/** Tokens are random and only their SHA-256 is stored, so a database leak yields no usable session. */
export async function openSession(db: Db, clock: Clock, policy: SessionPolicy, memberId: string) {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db
    .insertInto('sessions')
    .values({ token_hash: sha256Hex(token), member_id: memberId, created_at: now, last_seen_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export async function resolveSession(db: Db, clock: Clock, policy: SessionPolicy, token: string | undefined): Promise<SessionMember & { tokenHash: string }> {
  if (!token) throw new Unauthenticated('NO_TOKEN');
  if (token.length > 256) throw new Unauthenticated('SESSION_UNKNOWN');
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['sessions.last_seen_at', 'sessions.expires_at', 'sessions.revoked_at', 'members.id', 'members.user_name', 'members.banned_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
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

export async function revokeMemberSessions(db: Db, clock: Clock, memberId: string, exceptTokenHash?: string): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: clock.now() }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (exceptTokenHash) query = query.where('token_hash', '<>', exceptTokenHash);
  await query.execute();
}
