import type { Db, Tx } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { refuseUnlessOtcEnabled } from './common.ts';
import { partyTrade } from './trades.ts';
import { notify } from '../notifications/service.ts';

/** The chat between the two members of a trade. */

export type MessageRow = { id: number | string; trade_id: string; sender_id: string; sender_user_name: string; content: string; created_at: Date };

export function messageQuery(db: Db | Tx) {
  return db
    .selectFrom('otc_messages as c')
    .innerJoin('members as s', 's.id', 'c.sender_id')
    .select(['c.id', 'c.trade_id', 'c.sender_id', 's.user_name as sender_user_name', 'c.content', 'c.created_at']);
}

export function messageView(row: MessageRow, viewerId: string | null) {
  return {
    id: String(row.id),
    tradeId: row.trade_id,
    senderUserName: row.sender_user_name,
    mine: viewerId !== null && row.sender_id === viewerId,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  };
}

/** The chat of one trade, oldest first, for its two members. */
export async function chatList(db: Db, memberId: string, input: { tradeId: string; pageNum: number; pageSize: number }) {
  await refuseUnlessOtcEnabled(db, memberId);
  await partyTrade(db, memberId, input.tradeId);
  const [{ total }, list] = await Promise.all([
    db.selectFrom('otc_messages').where('trade_id', '=', input.tradeId).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    messageQuery(db).where('c.trade_id', '=', input.tradeId).orderBy('c.id').limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize).execute(),
  ]);
  return { list: list.map((row) => messageView(row as MessageRow, memberId)), total: Number(total), pageNum: input.pageNum, pageSize: input.pageSize };
}

/**
 * A message from one member of a trade to the other, kept with the trade (operators see it when
 * deciding an appeal). The route's `member-text` format has already refused direction controls
 * and invisible characters: "I paid 5246.142" must not read as another sum (lib/member-text.ts).
 */
export async function sendChat(db: Db, memberId: string, input: { tradeId: string; content: string }, now: Date) {
  await refuseUnlessOtcEnabled(db, memberId);
  const content = input.content.trim();
  if (content.length === 0) throw new RuleViolation('VALIDATION', { detail: 'content is empty' });
  const trade = await partyTrade(db, memberId, input.tradeId);
  const inserted = await db.transaction().execute(async (tx) => {
    const row = await tx.insertInto('otc_messages').values({ trade_id: input.tradeId, sender_id: memberId, content, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const sender = await tx.selectFrom('members').select('user_name').where('id', '=', memberId).executeTakeFirstOrThrow();
    // The message's text stays in the chat: a notice names only who wrote and where.
    await notify(tx, trade.buyer_id === memberId ? trade.seller_id : trade.buyer_id, 'OTC_CHAT_MESSAGE', { fromUser: sender.user_name, tradeId: trade.id }, { now });
    return row;
  });
  return messageView((await messageQuery(db).where('c.id', '=', inserted.id).executeTakeFirstOrThrow()) as MessageRow, memberId);
}
