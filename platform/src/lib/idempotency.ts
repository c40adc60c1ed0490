import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { assertNotFrozen } from './account-freeze.ts';

/** What is stored with a claimed request id: the first answer, whichever it was. */
type StoredOutcome<T> = { ok: T } | { refused: { reason: MessageKey; params: Record<string, string | number> } };

/**
 * Runs a member's money-moving request at most once per client request id: the id is claimed
 * in the same transaction as the business change, so a double submit (two clicks, a retry after
 * a lost answer) gets the first answer back instead of moving money twice. The first answer is
 * kept whether it was a success or a business refusal (insufficient balance, a closed pair …):
 * a refused request repeated later is refused again, even if it would now pass. Only an
 * unexpected failure (a bug, the database gone) releases the id, since nothing was decided.
 * On PostgreSQL a concurrent duplicate waits on the claim's row lock and then reads the stored
 * answer, so simultaneous sends all get one answer.
 */
export async function oncePerRequest<T>(
  db: Db,
  claim: { memberId: string; requestId: string; operation: string },
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { memberId, requestId, operation } = claim;
  // No money moves on a frozen account. Refused before the id is claimed, so the same request
  // passes once an operator lifts the freeze. An appeal of a P2P trade moves nothing itself, and
  // a frozen member may need one to get their escrow back.
  if (operation !== 'otc:appeal') await assertNotFrozen(db, memberId);
  const first = await db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('client_requests')
      .values({ member_id: memberId, request_id: requestId, operation })
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returning('request_id')
      .executeTakeFirst();
    if (!claimed) return { replay: true as const };
    // The business change runs under a savepoint: a refusal undoes it but keeps the claim.
    await sql`savepoint business_change`.execute(tx);
    let outcome: StoredOutcome<T>;
    try {
      outcome = { ok: await run(tx) };
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      await sql`rollback to savepoint business_change`.execute(tx);
      outcome = { refused: { reason: error.reason, params: error.params } };
    }
    await tx
      .updateTable('client_requests')
      .set({ response: JSON.stringify(outcome) })
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .execute();
    return { replay: false as const, outcome };
  });
  const outcome = first.replay ? await storedOutcome<T>(db, claim) : first.outcome;
  if ('refused' in outcome) throw new RuleViolation(outcome.refused.reason, outcome.refused.params);
  return outcome.ok;
}

async function storedOutcome<T>(db: Db, claim: { memberId: string; requestId: string; operation: string }): Promise<StoredOutcome<T>> {
  const stored = await db
    .selectFrom('client_requests')
    .select(['operation', 'response'])
    .where('member_id', '=', claim.memberId)
    .where('request_id', '=', claim.requestId)
    .executeTakeFirstOrThrow();
  // The same id on another operation is a client bug, not a retry: refuse rather than guess.
  if (stored.operation !== claim.operation) throw new RuleViolation('VALIDATION', { detail: 'requestId was already used for another request' });
  const response = stored.response as Partial<StoredOutcome<T>> | null;
  // Answers stored before refusals were kept are the success value itself.
  if (response !== null && typeof response === 'object' && ('ok' in response || 'refused' in response)) return response as StoredOutcome<T>;
  return { ok: response as T };
}
