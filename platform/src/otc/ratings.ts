import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { refuseUnlessOtcEnabled } from './common.ts';
import { partyTrade, tradeViewOf } from './trades.ts';

/** Each member of a trade rates the other once (1–5), once the trade is settled (not while under appeal). */
export async function rateTrade(db: Db, memberId: string, input: { tradeId: string; score: number; comment?: string | undefined }, now: Date) {
  await refuseUnlessOtcEnabled(db, memberId);
  return db.transaction().execute(async (tx) => {
    const trade = await partyTrade(tx, memberId, input.tradeId, true);
    if (trade.status === 'APPEALING') throw new RuleViolation('OTC_APPEAL_OPEN');
    const rateeId = trade.buyer_id === memberId ? trade.seller_id : trade.buyer_id;
    const comment = input.comment?.trim() || null;
    const inserted = await tx
      .insertInto('otc_ratings')
      .values({ trade_id: trade.id, rater_id: memberId, ratee_id: rateeId, score: input.score, comment, created_at: now })
      .onConflict((oc) => oc.columns(['trade_id', 'rater_id']).doNothing())
      .returning('trade_id')
      .executeTakeFirst();
    if (!inserted) throw new RuleViolation('OTC_ALREADY_RATED');
    return tradeViewOf(tx, trade.id, memberId);
  });
}
