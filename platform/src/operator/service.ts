import type { Db } from '../db/database.ts';
import type { OperatorRole } from '../db/schema.ts';
import { RuleViolation, SessionExpired, Unauthenticated } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../lib/passwords.ts';
import { randomToken, sha256Hex } from '../lib/secrets.ts';
import type { Clock } from '../lib/time.ts';
import { openSecret, sealSecret } from '../security/factor-key.ts';
import { newTotpSecret, totpStep } from '../security/totp.ts';

/** The label authenticator apps show for an operator's account. */
const OPERATOR_TOTP_ISSUER = "Members' portal console";
/** Wrong sign-ins (password or code) in a row before the account is locked, and for how long. */
export const OPERATOR_SIGN_IN_MAX_FAILURES = 5;
export const OPERATOR_SIGN_IN_LOCK_MS = 15 * 60_000;
/** A session's last call is written at most this often, so a burst of calls costs one write. */
const TOUCH_EVERY_MS = 1_000;

export interface OperatorSessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** What operator services need: the database, the platform's clock and the key sealing authenticator secrets. */
export interface OperatorContext {
  db: Db;
  clock: Clock;
  key: Buffer;
}

/** An operator signed in: who, with which role. */
export interface SignedInOperator {
  id: string;
  name: string;
  role: OperatorRole;
  tokenHash: string;
}

function operatorView(row: { id: string; name: string; role: OperatorRole; disabled_at: Date | null; created_by: string; created_at: Date }) {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

async function operatorByName(db: Db, name: string) {
  return db
    .selectFrom('operators')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/**
 * A new operator with a password and an authenticator, on from the start: the secret and its
 * otpauth URI are answered now and never again (only the sealed secret is kept).
 */
export async function createOperator(context: OperatorContext, input: { name: string; role: OperatorRole; password: string; createdBy: string }) {
  const { db, clock, key } = context;
  if (await operatorByName(db, input.name)) throw new RuleViolation('OPERATOR_NAME_TAKEN');
  const { secret, otpauthUri } = newTotpSecret(input.name, OPERATOR_TOTP_ISSUER);
  const id = newId('opr');
  const row = await db
    .insertInto('operators')
    .values({
      id,
      name: input.name,
      role: input.role,
      password_hash: await hashPassword(input.password),
      totp_secret_sealed: sealSecret(key, secret),
      created_by: input.createdBy,
      created_at: clock.now(),
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  // Two creations of one name at once: the unique index lets one through.
  if (!row) throw new RuleViolation('OPERATOR_NAME_TAKEN');
  return { ...operatorView(row), totpSecret: secret, otpauthUri };
}

export async function listOperators(db: Db) {
  const rows = await db.selectFrom('operators').selectAll().orderBy('created_at').execute();
  return rows.map(operatorView);
}

/** Disables an operator: no sign-in from now, and every open session ends. */
export async function disableOperator(context: OperatorContext, name: string) {
  const { db, clock } = context;
  const now = clock.now();
  const operator = await operatorByName(db, name);
  if (!operator) throw new RuleViolation('OPERATOR_NOT_FOUND');
  return db.transaction().execute(async (tx) => {
    const row = await tx.updateTable('operators').set({ disabled_at: operator.disabled_at ?? now }).where('id', '=', operator.id).returningAll().executeTakeFirstOrThrow();
    await tx.updateTable('operator_sessions').set({ ended_at: now }).where('operator_id', '=', operator.id).where('ended_at', 'is', null).execute();
    return operatorView(row);
  });
}

/**
 * Name, password and a current authenticator code open a session; only the token's hash is kept.
 * Any wrong part is one refusal (OPERATOR_SIGN_IN_WRONG), so a guess learns nothing about which
 * part was wrong; OPERATOR_SIGN_IN_MAX_FAILURES in a row lock the account for a while
 * (OPERATOR_SIGN_IN_LOCKED). A code is taken once (its step only moves forward).
 */
export async function signInOperator(context: OperatorContext, policy: OperatorSessionPolicy, input: { name: string; password: string; totpCode: string }) {
  const { db, clock, key } = context;
  const now = clock.now();
  const operator = await operatorByName(db, input.name);
  if (!operator || operator.disabled_at) {
    // The same work as a real check, so the answer's timing does not tell names apart.
    await verifyPassword(UNUSABLE_PASSWORD_HASH, input.password);
    throw new RuleViolation('OPERATOR_SIGN_IN_WRONG');
  }
  if (operator.locked_until && operator.locked_until > now) throw new RuleViolation('OPERATOR_SIGN_IN_LOCKED');
  const passwordRight = await verifyPassword(operator.password_hash, input.password);
  const step = passwordRight ? await totpStep(openSecret(key, operator.totp_secret_sealed), input.totpCode.trim(), now, Number(operator.totp_last_step)) : undefined;
  if (step === undefined) {
    const failures = (operator.locked_until && operator.locked_until <= now ? 0 : operator.failed_sign_ins) + 1;
    const locked = failures >= OPERATOR_SIGN_IN_MAX_FAILURES;
    await db
      .updateTable('operators')
      .set({ failed_sign_ins: locked ? 0 : failures, locked_until: locked ? new Date(now.getTime() + OPERATOR_SIGN_IN_LOCK_MS) : operator.locked_until })
      .where('id', '=', operator.id)
      .execute();
    throw new RuleViolation(locked ? 'OPERATOR_SIGN_IN_LOCKED' : 'OPERATOR_SIGN_IN_WRONG');
  }
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.transaction().execute(async (tx) => {
    const taken = await tx
      .updateTable('operators')
      .set({ totp_last_step: String(step), failed_sign_ins: 0, locked_until: null })
      .where('id', '=', operator.id)
      .where('totp_last_step', '<', String(step))
      .executeTakeFirst();
    // The same code raced in by two sign-ins: one session only.
    if (taken.numUpdatedRows !== 1n) throw new RuleViolation('OPERATOR_SIGN_IN_WRONG');
    await tx.insertInto('operator_sessions').values({ token_hash: sha256Hex(token), operator_id: operator.id, created_at: now, last_seen_at: now, expires_at: expiresAt }).execute();
  });
  return { token, expiresAt: expiresAt.toISOString(), operator: { id: operator.id, name: operator.name, role: operator.role } };
}

/** The operator behind a session token, within its idle and absolute limits; the call counts as activity. */
export async function resolveOperatorSession(context: Omit<OperatorContext, 'key'>, policy: OperatorSessionPolicy, token: string): Promise<SignedInOperator> {
  const { db, clock } = context;
  if (token.length === 0 || token.length > 256) throw new Unauthenticated('SESSION_UNKNOWN');
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.last_seen_at', 'operator_sessions.expires_at', 'operator_sessions.ended_at', 'operators.id', 'operators.name', 'operators.role', 'operators.disabled_at'])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) throw new Unauthenticated('SESSION_UNKNOWN');
  if (row.ended_at || row.disabled_at) throw new Unauthenticated('SESSION_ENDED');
  const now = clock.now();
  if (now >= row.expires_at || now.getTime() - row.last_seen_at.getTime() >= policy.idleMs) throw new SessionExpired();
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { id: row.id, name: row.name, role: row.role, tokenHash };
}

export async function signOutOperator(context: Omit<OperatorContext, 'key'>, tokenHash: string): Promise<void> {
  await context.db.updateTable('operator_sessions').set({ ended_at: context.clock.now() }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
}
