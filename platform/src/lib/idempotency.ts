import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import type { Tx } from '../ledger/ledger.ts';

/**
 * Runs a member's money-moving request at most once per client request id: the id is claimed
 * in the same transaction as the business change, so a double submit (two clicks, a retry after
 * a lost answer) gets the first answer back instead of moving money twice. Without an id the
 * request simply runs. On PostgreSQL a concurrent duplicate waits on the claim's row lock and
 * then reads the stored answer.
 */
export async function oncePerRequest<T>(
  db: Db,
  claim: { memberId: string; requestId: string | undefined; operation: string },
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (claim.requestId === undefined) return db.transaction().execute(run);
  const requestId = claim.requestId;
  const first = await db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('client_requests')
      .values({ member_id: claim.memberId, request_id: requestId, operation: claim.operation })
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returning('request_id')
      .executeTakeFirst();
    if (!claimed) return { replay: true as const };
    const result = await run(tx);
    await tx
      .updateTable('client_requests')
      .set({ response: JSON.stringify(result ?? null) })
      .where('member_id', '=', claim.memberId)
      .where('request_id', '=', requestId)
      .execute();
    return { replay: false as const, result };
  });
  if (!first.replay) return first.result;
  const stored = await db
    .selectFrom('client_requests')
    .select(['operation', 'response'])
    .where('member_id', '=', claim.memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  // The same id on another operation is a client bug, not a retry: refuse rather than guess.
  if (stored.operation !== claim.operation) throw new RuleViolation('VALIDATION', { detail: 'requestId was already used for another request' });
  return stored.response as T;
}
