import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import type { CreditType } from '../credits/credit-types.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { coinOf, m, OTC_COIN, OTC_FEES_ACCOUNT, record, refuseUnlessOtcEnabled, type AppealDecision } from './common.ts';
import { messageQuery, messageView, type MessageRow } from './chat.ts';
import { partyTrade, ratingsOf, tradeQuery, tradeView, tradeViewOf, type TradeRow } from './trades.ts';
import { notify } from '../notifications/service.ts';

/** Appeals: a member freezes a trade for an operator's decision, which releases or reverses it. */

/**
 * Either member of a completed trade appeals it (once): both sides of the trade are frozen for an
 * operator's decision — the USDT_POINT the buyer received and the paying credit the seller
 * received move from available to frozen — so the decision can release or reverse the trade exactly.
 */
export async function appealTrade(db: Db, memberId: string, input: { tradeId: string; reason: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'otc:appeal' }, async (tx) => {
    await refuseUnlessOtcEnabled(tx, memberId);
    const reason = input.reason.trim();
    if (reason.length === 0) throw new RuleViolation('VALIDATION', { detail: 'reason is empty' });
    const trade = await partyTrade(tx, memberId, input.tradeId, true);
    if (trade.appealed_by !== null) throw new RuleViolation('OTC_APPEAL_EXISTS');
    const payCoin = coinOf(trade.pay_coin);
    const buyerReceives = m(trade.buyer_receives);
    const sellerReceives = m(trade.seller_receives);
    let transferId: string;
    try {
      transferId = (
        await postTransfer(tx, {
          recordType: 'OTC_BUY',
          memo: `OTC trade ${trade.id}: appealed, frozen`,
          postings: [
            { accountId: await memberAccountId(tx, trade.buyer_id, OTC_COIN, 'available'), amount: buyerReceives.negated() },
            { accountId: await memberAccountId(tx, trade.buyer_id, OTC_COIN, 'frozen'), amount: buyerReceives },
            { accountId: await memberAccountId(tx, trade.seller_id, payCoin, 'available'), amount: sellerReceives.negated() },
            { accountId: await memberAccountId(tx, trade.seller_id, payCoin, 'frozen'), amount: sellerReceives },
          ],
        })
      ).transferId;
    } catch (error) {
      if (error instanceof RuleViolation && error.reason === 'INSUFFICIENT_BALANCE') throw new RuleViolation('OTC_APPEAL_FUNDS_SPENT');
      throw error;
    }
    await tx.updateTable('otc_trades').set({ status: 'APPEALING', appealed_by: memberId, appeal_reason: reason, appealed_at: now, updated_at: now }).where('id', '=', trade.id).execute();
    const remark = `OTC trade ${trade.id}: frozen for appeal`;
    await record(tx, { memberId: trade.buyer_id, transferId, coin: OTC_COIN, type: 'OTC_BUY', amount: buyerReceives.negated(), remark, now });
    await record(tx, { memberId: trade.seller_id, transferId, coin: payCoin, type: 'OTC_SELL', amount: sellerReceives.negated(), remark, now });
    const appellant = await tx.selectFrom('members').select('user_name').where('id', '=', memberId).executeTakeFirstOrThrow();
    const counterpart = trade.buyer_id === memberId ? trade.seller_id : trade.buyer_id;
    await notify(tx, counterpart, 'OTC_APPEAL_OPENED', { byUser: appellant.user_name, tradeId: trade.id }, { now });
    return tradeViewOf(tx, trade.id, memberId);
  });
}

/**
 * Operator: decide an open appeal. RELEASE: the trade stands, both frozen sides return to their
 * holders' available balances. REVERSE: the trade is undone — the seller gets the USDT_POINT
 * amount back, the buyer the whole price, the fee is returned from the `otc-fees` account.
 */
export async function decideAppeal(db: Db, input: { tradeId: string; decision: AppealDecision; note?: string | undefined }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const trade = await tx.selectFrom('otc_trades').selectAll().where('id', '=', input.tradeId).forUpdate().executeTakeFirst();
    if (!trade) throw new RuleViolation('OTC_TRADE_NOT_FOUND');
    if (trade.status !== 'APPEALING') throw new RuleViolation('OTC_APPEAL_NOT_OPEN');
    const payCoin = coinOf(trade.pay_coin);
    const feeCoin = coinOf(trade.fee_coin);
    const amount = m(trade.amount);
    const payAmount = m(trade.pay_amount);
    const fee = m(trade.fee);
    const buyerReceives = m(trade.buyer_receives);
    const sellerReceives = m(trade.seller_receives);
    const account = (memberId: string, coin: CreditType, state: 'available' | 'frozen') => memberAccountId(tx, memberId, coin, state);
    const postings: Posting[] = [
      { accountId: await account(trade.buyer_id, OTC_COIN, 'frozen'), amount: buyerReceives.negated() },
      { accountId: await account(trade.seller_id, payCoin, 'frozen'), amount: sellerReceives.negated() },
    ];
    if (input.decision === 'RELEASE') {
      postings.push({ accountId: await account(trade.buyer_id, OTC_COIN, 'available'), amount: buyerReceives });
      postings.push({ accountId: await account(trade.seller_id, payCoin, 'available'), amount: sellerReceives });
    } else {
      postings.push({ accountId: await account(trade.seller_id, OTC_COIN, 'available'), amount });
      postings.push({ accountId: await account(trade.buyer_id, payCoin, 'available'), amount: payAmount });
      if (fee.greaterThan(0)) {
        const fees = await systemAccountIds(tx, [{ purpose: OTC_FEES_ACCOUNT, coin: feeCoin }]);
        postings.push({ accountId: fees.get(`${OTC_FEES_ACCOUNT}:${feeCoin}`)!, amount: fee.negated() });
      }
    }
    const memo = `OTC trade ${trade.id}: appeal ${input.decision === 'RELEASE' ? 'released' : 'reversed'}`;
    const { transferId } = await postTransfer(tx, { recordType: 'OTC_BUY', memo, postings });
    await tx
      .updateTable('otc_trades')
      .set({ status: input.decision === 'RELEASE' ? 'COMPLETED' : 'REVERSED', decision: input.decision, decision_note: input.note ?? null, decided_at: now, updated_at: now })
      .where('id', '=', trade.id)
      .execute();
    if (input.decision === 'RELEASE') {
      await record(tx, { memberId: trade.buyer_id, transferId, coin: OTC_COIN, type: 'OTC_BUY', amount: buyerReceives, remark: memo, now });
      await record(tx, { memberId: trade.seller_id, transferId, coin: payCoin, type: 'OTC_SELL', amount: sellerReceives, remark: memo, now });
    } else {
      await record(tx, { memberId: trade.seller_id, transferId, coin: OTC_COIN, type: 'OTC_SELL', amount, remark: memo, now });
      await record(tx, { memberId: trade.buyer_id, transferId, coin: payCoin, type: 'OTC_BUY', amount: payAmount, remark: memo, now });
    }
    for (const party of [trade.buyer_id, trade.seller_id]) {
      await notify(tx, party, 'OTC_APPEAL_DECIDED', { outcome: input.decision, tradeId: trade.id }, { now });
    }
    return tradeViewOf(tx, trade.id, null);
  });
}

/** Operator: the trades under appeal, oldest appeal first. */
export async function openAppeals(db: Db) {
  const rows = await tradeQuery(db).where('t.status', '=', 'APPEALING').orderBy('t.appealed_at').limit(500).execute();
  const ratings = await ratingsOf(db, rows.map((r) => r.id));
  return rows.map((row) => tradeView(row as TradeRow, null, ratings.get(row.id)));
}

/** Operator: one trade with its whole chat, to decide its appeal. */
export async function tradeWithChat(db: Db, tradeId: string) {
  const exists = await db.selectFrom('otc_trades').select('id').where('id', '=', tradeId).executeTakeFirst();
  if (!exists) throw new RuleViolation('OTC_TRADE_NOT_FOUND');
  const chat = await messageQuery(db).where('c.trade_id', '=', tradeId).orderBy('c.id').execute();
  return { ...(await tradeViewOf(db, tradeId, null)), chat: chat.map((row) => messageView(row as MessageRow, null)) };
}
