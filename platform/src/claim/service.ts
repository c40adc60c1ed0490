import type { Db, Tx } from '../db/database.ts';
import type { ClaimStatus } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType } from '../credits/credit-types.ts';
import { writeRecord } from '../assets/service.ts';
import type { Picture } from '../lib/picture.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money, type Money } from '../lib/money.ts';
import { defaultClaimPayout, ORDERS_PER_PREMIUM } from '../insurance/premiums.ts';
import { notify } from '../notifications/service.ts';

export const CLAIMS_ACCOUNT = 'claims';

type EventStatus = 'SUBMITTED' | 'UNDER_REVIEW' | 'INFO_REQUESTED' | 'APPROVED' | 'PAID' | 'REJECTED';

/** Which operator step is allowed from which claim status. */
const ALLOWED_FROM: Record<'review' | 'requestInfo' | 'approve' | 'reject', ClaimStatus[]> = {
  review: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  requestInfo: ['PENDING_REVIEW', 'UNDER_REVIEW'],
  approve: ['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED'],
  reject: ['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED'],
};

async function addEvent(tx: Tx, claimId: string, status: EventStatus, note: string | null, at: Date) {
  await tx.insertInto('claim_events').values({ claim_id: claimId, status, note, created_at: at }).execute();
}

/**
 * A member's claim for trade order 1–6 of one of their paid premiums, with a screenshot. The
 * screenshot is stored once by its SHA-256 with the time the server received it; the claim keeps
 * that hash, so the evidence under review is the evidence sent. One claim per order.
 */
export async function fileClaim(tx: Tx, input: { memberId: string; premiumId: string; tradeOrder: number; screenshot: Picture; now: Date }) {
  if (!Number.isInteger(input.tradeOrder) || input.tradeOrder < 1 || input.tradeOrder > ORDERS_PER_PREMIUM) throw new RuleViolation('CLAIM_ORDER_OUT_OF_RANGE');
  const premium = await tx.selectFrom('insurance_premiums').select(['id', 'package_id', 'status']).where('id', '=', input.premiumId).where('member_id', '=', input.memberId).executeTakeFirst();
  if (!premium) throw new RuleViolation('PREMIUM_NOT_FOUND');
  const order = await tx.selectFrom('package_accruals').select('id').where('premium_id', '=', premium.id).where('trade_order', '=', input.tradeOrder).executeTakeFirst();
  if (!order) throw new RuleViolation('CLAIM_ORDER_NOT_INSURED', { order: input.tradeOrder });
  const existing = await tx.selectFrom('claim_orders').select('id').where('premium_id', '=', premium.id).where('trade_order', '=', input.tradeOrder).executeTakeFirst();
  if (existing) throw new RuleViolation('CLAIM_DUPLICATE');

  await tx
    .insertInto('claim_screenshots')
    .values({ sha256: input.screenshot.sha256, content_type: input.screenshot.contentType, size_bytes: input.screenshot.bytes.length, bytes: input.screenshot.bytes, received_at: input.now })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  const id = newId('clm');
  try {
    await tx
      .insertInto('claim_orders')
      .values({
        id,
        member_id: input.memberId,
        package_id: premium.package_id,
        premium_id: premium.id,
        trade_order: input.tradeOrder,
        screenshot_sha256: input.screenshot.sha256,
        received_at: input.now,
        status: 'PENDING_REVIEW',
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
  } catch (error) {
    // Two submissions of one order at once: the unique (premium, order) decides.
    if (String((error as { constraint?: string }).constraint ?? (error as Error).message).includes('claim_orders_premium_id_trade_order_key')) throw new RuleViolation('CLAIM_DUPLICATE');
    throw error;
  }
  await addEvent(tx, id, 'SUBMITTED', null, input.now);
  return (await claimList(tx, { memberId: input.memberId, id, pageNum: 1, pageSize: 1 })).list[0]!;
}

export async function claimList(db: Db | Tx, filter: { memberId?: string | undefined; id?: string; status?: ClaimStatus | undefined; pageNum: number; pageSize: number }) {
  let query = db
    .selectFrom('claim_orders as c')
    .innerJoin('member_packages as p', 'p.id', 'c.package_id')
    .innerJoin('package_catalogue as k', 'k.id', 'p.catalogue_id')
    .innerJoin('insurance_premiums as pr', 'pr.id', 'c.premium_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .innerJoin('claim_screenshots as s', 's.sha256', 'c.screenshot_sha256');
  if (filter.memberId) query = query.where('c.member_id', '=', filter.memberId);
  if (filter.id) query = query.where('c.id', '=', filter.id);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['c.id', 'c.package_id', 'c.premium_id', 'c.trade_order', 'c.screenshot_sha256', 'c.received_at', 'c.status', 'c.reason', 'c.payout', 'c.transfer_id', 'c.created_at', 'c.updated_at'])
      .select(['k.name', 'pr.round', 'p.profit_coin', 'm.user_name', 's.content_type', 's.size_bytes'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const events = ids.length === 0 ? [] : await db.selectFrom('claim_events').select(['claim_id', 'status', 'note', 'created_at']).where('claim_id', 'in', ids).orderBy('id').execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      packageId: r.package_id,
      packageName: r.name,
      premiumId: r.premium_id,
      premiumRound: r.round,
      tradeOrder: r.trade_order,
      status: r.status,
      reason: r.reason,
      payout: r.payout === null ? null : formatMoney(r.payout),
      coinName: r.profit_coin,
      transactionNumber: r.transfer_id,
      screenshot: { sha256: r.screenshot_sha256, contentType: r.content_type, sizeBytes: r.size_bytes, receivedAt: r.received_at.toISOString() },
      timeline: events.filter((e) => e.claim_id === r.id).map((e) => ({ status: e.status, note: e.note, at: e.created_at.toISOString() })),
      ...(filter.memberId ? {} : { userName: r.user_name }),
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    })),
    total: Number(total),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

async function lockClaim(tx: Tx, id: string, step: keyof typeof ALLOWED_FROM) {
  const claim = await tx.selectFrom('claim_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!claim) throw new RuleViolation('CLAIM_NOT_FOUND');
  if (!ALLOWED_FROM[step].includes(claim.status)) throw new RuleViolation('ORDER_STATE_INVALID', { status: claim.status });
  return claim;
}

/**
 * The payout an approval of claim `id` would pay (the operator's amount, else the default), or
 * undefined when there is no such claim or the amount is no amount: the four-eyes threshold's
 * question, asked before the approval decides anything.
 */
export async function prospectivePayout(db: Db, id: string, amount: string | undefined): Promise<Money | undefined> {
  if (amount !== undefined) return isDecimalString(amount) ? money(amount) : undefined;
  const pkg = await db
    .selectFrom('claim_orders as o')
    .innerJoin('member_packages as p', 'p.id', 'o.package_id')
    .innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id')
    .select(['p.amount', 'c.claim_payout_ratio'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  return pkg ? defaultClaimPayout(pkg.amount, pkg.claim_payout_ratio) : undefined;
}

export type ClaimDecision =
  | { action: 'review'; note?: string | undefined }
  | { action: 'requestInfo'; note: string }
  | { action: 'approve'; amount?: string | undefined; note?: string | undefined }
  | { action: 'reject'; reason: string };

/** Operator review: under review, information requested, approved (payout through the ledger, CLAIM record) or rejected with a reason. */
export async function decideClaim(db: Db, id: string, decision: ClaimDecision, now: Date) {
  await db.transaction().execute(async (tx) => {
    const claim = await lockClaim(tx, id, decision.action);
    if (decision.action === 'review' || decision.action === 'requestInfo') {
      const status = decision.action === 'review' ? 'UNDER_REVIEW' : 'INFO_REQUESTED';
      await tx.updateTable('claim_orders').set({ status, updated_at: now }).where('id', '=', id).execute();
      await addEvent(tx, id, status, decision.note ?? null, now);
      if (decision.action === 'requestInfo') await notify(tx, claim.member_id, 'CLAIM_INFO_REQUESTED', { note: decision.note, claimId: id }, { now });
      return;
    }
    if (decision.action === 'reject') {
      await tx.updateTable('claim_orders').set({ status: 'REJECTED', reason: decision.reason, updated_at: now }).where('id', '=', id).execute();
      await addEvent(tx, id, 'REJECTED', decision.reason, now);
      await notify(tx, claim.member_id, 'CLAIM_DECIDED', { outcome: 'REJECTED', reason: decision.reason, claimId: id }, { now });
      return;
    }
    const pkg = await tx
      .selectFrom('member_packages as p')
      .innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id')
      .select(['p.amount', 'p.profit_coin', 'c.claim_payout_ratio', 'c.name'])
      .where('p.id', '=', claim.package_id)
      .executeTakeFirstOrThrow();
    if (decision.amount !== undefined && (!isDecimalString(decision.amount) || !money(decision.amount).greaterThan(0))) throw new RuleViolation('INVALID_AMOUNT');
    const payout = decision.amount === undefined ? defaultClaimPayout(pkg.amount, pkg.claim_payout_ratio) : money(decision.amount);
    if (!payout.greaterThan(0)) throw new RuleViolation('INVALID_AMOUNT');
    assert(isCreditType(pkg.profit_coin), 'a package names a credit');
    const coin = pkg.profit_coin;
    const system = await systemAccountIds(tx, [{ purpose: CLAIMS_ACCOUNT, coin }]);
    const remark = `${pkg.name} · ${claim.package_id} · order ${claim.trade_order}`;
    const transfer = await postTransfer(tx, {
      recordType: 'CLAIM',
      memo: `claim ${id}`,
      postings: [
        { accountId: system.get(`${CLAIMS_ACCOUNT}:${coin}`)!, amount: payout.negated() },
        { accountId: await memberAccountId(tx, claim.member_id, coin, 'available'), amount: payout },
      ],
    });
    await writeRecord(tx, { memberId: claim.member_id, transferId: transfer.transferId, coinName: coin, recordType: 'CLAIM', amount: formatMoney(payout), actualAmount: formatMoney(payout), status: 'SUCCESS', remark, now });
    await tx.updateTable('claim_orders').set({ status: 'APPROVED', payout: formatMoney(payout), transfer_id: transfer.transferId, updated_at: now }).where('id', '=', id).execute();
    await addEvent(tx, id, 'APPROVED', decision.note ?? null, now);
    await addEvent(tx, id, 'PAID', formatMoney(payout), now);
    await notify(tx, claim.member_id, 'CLAIM_DECIDED', { outcome: 'APPROVED', amount: formatMoney(payout), coinName: coin, claimId: id }, { now });
  });
  return (await claimList(db, { id, pageNum: 1, pageSize: 1 })).list[0]!;
}

export async function claimScreenshot(db: Db, id: string) {
  const row = await db
    .selectFrom('claim_orders as c')
    .innerJoin('claim_screenshots as s', 's.sha256', 'c.screenshot_sha256')
    .select(['s.sha256', 's.content_type', 's.bytes', 'c.received_at'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new RuleViolation('CLAIM_NOT_FOUND');
  return { sha256: row.sha256, contentType: row.content_type, receivedAt: row.received_at.toISOString(), base64: Buffer.from(row.bytes).toString('base64') };
}
