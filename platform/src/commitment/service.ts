import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, money } from '../lib/money.ts';
import { namedIn } from '../packages/catalogue.ts';
import { packageView } from '../packages/holdings.ts';
import { openCommittedPackage, openFreePackage } from '../packages/purchases.ts';

/** Commitment packages (SPEC "commitment-package"): rules and a worked example in docs/commitment.md. */

export type CommitmentStatus = 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED';
type CommitmentType = 'COMMITMENT' | 'FREE';

function coinOf(value: string): CreditType {
  assert(isCreditType(value), `a catalogue package names a credit: ${value}`);
  return value;
}

/** The area is the member's only while their profile flag commitmentPackageStatus is 1 (operator: `pnpm admin flags <user> --commitment 1`). */
export async function refuseUnlessAreaEnabled(db: Db | Tx, memberId: string): Promise<void> {
  const row = await db.selectFrom('members').select('commitment_package_status').where('id', '=', memberId).executeTakeFirst();
  if (row?.commitment_package_status !== 1) throw new RuleViolation('COMMITMENT_AREA_DISABLED');
}

type Row = {
  id: string;
  member_id: string;
  user_name: string;
  type: CommitmentType;
  catalogue_id: string;
  kind: 'INSURANCE' | 'ENTRUST';
  name: string;
  amount: string;
  coin: string;
  status: CommitmentStatus;
  package_id: string | null;
  review_note: string | null;
  created_at: Date;
  reviewed_at: Date | null;
};

function rowQuery(db: Db | Tx) {
  return db
    .selectFrom('commitment_packages as p')
    .innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .select(['p.id', 'p.member_id', 'm.user_name', 'p.type', 'p.catalogue_id', 'c.kind', 'c.name', 'p.amount', 'p.coin', 'p.status', 'p.package_id', 'p.review_note', 'p.created_at', 'p.reviewed_at']);
}

function view(row: Row) {
  return {
    id: row.id,
    /** COMMITMENT (applied for, reviewed by an operator) or FREE (the one-time claim). */
    type: row.type,
    matchingId: row.catalogue_id,
    kind: row.kind,
    name: row.name,
    amount: formatMoney(row.amount),
    coinName: row.coin,
    status: row.status,
    packageId: row.package_id,
    reviewNote: row.review_note,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

async function freeOffer(db: Db | Tx, memberId: string) {
  const settings = await db
    .selectFrom('commitment_settings as s')
    .innerJoin('package_catalogue as c', 'c.id', 's.free_catalogue_id')
    .select(['s.free_catalogue_id', 's.free_enabled', 'c.kind', 'c.name', 'c.amount', 'c.buy_coin', 'c.contract_days', 'c.enabled'])
    .executeTakeFirst();
  const claim = await db.selectFrom('commitment_packages').select(['id', 'package_id', 'created_at']).where('member_id', '=', memberId).where('type', '=', 'FREE').executeTakeFirst();
  return {
    available: settings !== undefined && settings.free_enabled && settings.enabled && claim === undefined,
    matchingId: settings?.free_catalogue_id ?? null,
    kind: settings?.kind ?? null,
    name: settings?.name ?? null,
    amount: settings ? formatMoney(settings.amount) : null,
    coinName: settings?.buy_coin ?? null,
    contractDays: settings?.contract_days ?? null,
    claimed: claim !== undefined,
    claimedAt: claim?.created_at.toISOString() ?? null,
    packageId: claim?.package_id ?? null,
  };
}

/** The free offer with its package's name in `locale` (docs/products.md, "Names per language"). */
async function freeOfferIn(db: Db, offer: Awaited<ReturnType<typeof freeOffer>>, locale: Locale) {
  if (offer.matchingId === null || offer.name === null) return offer;
  const [named] = await namedIn(db, [{ matchingId: offer.matchingId, name: offer.name }], locale);
  return { ...offer, name: named!.name };
}

/**
 * The member's commitment area: the catalogue packages one may commit to, the free package
 * offer, and a page of the member's commitments (newest first; `status` narrows them).
 */
export async function commitmentList(db: Db, memberId: string, filter: { status?: CommitmentStatus | undefined; pageNum: number; pageSize: number }, locale: Locale = 'en-US') {
  await refuseUnlessAreaEnabled(db, memberId);
  const plans = await db
    .selectFrom('package_catalogue')
    .select(['id', 'kind', 'name', 'amount', 'buy_coin', 'contract_days', 'daily_profit_ratio'])
    .where('enabled', '=', true)
    .orderBy('kind')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  let rows = rowQuery(db).where('p.member_id', '=', memberId);
  if (filter.status) rows = rows.where('p.status', '=', filter.status);
  const [{ total }, list] = await Promise.all([
    rows.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return {
    plans: await namedIn(
      db,
      plans.map((plan) => ({
        matchingId: plan.id,
        kind: plan.kind,
        name: plan.name,
        amount: formatMoney(plan.amount),
        coinName: plan.buy_coin,
        contractDays: plan.contract_days,
        dailyProfitRatio: formatMoney(plan.daily_profit_ratio),
      })),
      locale,
    ),
    free: await freeOfferIn(db, await freeOffer(db, memberId), locale),
    list: await namedIn(db, list.map((row) => view(row as Row)), locale),
    total: Number(total),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/**
 * Apply for a commitment package: the package's amount moves from the member's available balance
 * of its credit to frozen (a ledger transfer) and the application waits for the operator.
 */
export async function addCommitment(db: Db, memberId: string, input: { matchingId: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'commitment:add' }, async (tx) => {
    await refuseUnlessAreaEnabled(tx, memberId);
    const entry = await tx.selectFrom('package_catalogue').select(['id', 'amount', 'buy_coin', 'enabled']).where('id', '=', input.matchingId).executeTakeFirst();
    if (!entry || !entry.enabled) throw new RuleViolation('PACKAGE_UNAVAILABLE');
    const waiting = await tx
      .selectFrom('commitment_packages')
      .select('id')
      .where('member_id', '=', memberId)
      .where('catalogue_id', '=', entry.id)
      .where('status', '=', 'PENDING_REVIEW')
      .executeTakeFirst();
    if (waiting) throw new RuleViolation('COMMITMENT_ALREADY_PENDING');
    const coin = coinOf(entry.buy_coin);
    const amount = money(formatMoney(entry.amount));
    const id = newId('cmt');
    await postTransfer(tx, {
      recordType: 'PURCHASE',
      memo: `freeze for commitment ${id}`,
      postings: [
        { accountId: await memberAccountId(tx, memberId, coin, 'available'), amount: amount.negated() },
        { accountId: await memberAccountId(tx, memberId, coin, 'frozen'), amount },
      ],
    });
    await tx
      .insertInto('commitment_packages')
      .values({ id, member_id: memberId, type: 'COMMITMENT', catalogue_id: entry.id, amount: formatMoney(amount), coin, status: 'PENDING_REVIEW', created_at: now, updated_at: now })
      .execute();
    return view((await rowQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow()) as Row);
  });
}

/** Claim the free package, once per member: a trial package of the configured catalogue package, funded by the platform. */
export async function receiveFreePackage(db: Db, memberId: string, input: { requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'commitment:free' }, async (tx) => {
    await refuseUnlessAreaEnabled(tx, memberId);
    // One claim at a time per member: the member row's lock, then the partial unique index.
    await tx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().executeTakeFirstOrThrow();
    const offer = await freeOffer(tx, memberId);
    if (offer.claimed) throw new RuleViolation('COMMITMENT_FREE_CLAIMED');
    if (!offer.available || offer.matchingId === null) throw new RuleViolation('COMMITMENT_FREE_UNAVAILABLE');
    const id = newId('cmt');
    const pkg = await openFreePackage(tx, { memberId, catalogueId: offer.matchingId, commitmentId: id, now });
    await tx
      .insertInto('commitment_packages')
      .values({
        id,
        member_id: memberId,
        type: 'FREE',
        catalogue_id: offer.matchingId,
        amount: formatMoney(pkg.amount),
        coin: pkg.buy_coin,
        status: 'APPROVED',
        package_id: pkg.id,
        created_at: now,
        reviewed_at: now,
        updated_at: now,
      })
      .execute();
    return { commitment: view((await rowQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow()) as Row), package: packageView(pkg, now) };
  });
}

async function lockPending(tx: Tx, id: string) {
  const locked = await tx.selectFrom('commitment_packages').select(['id', 'status', 'type']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!locked) throw new RuleViolation('COMMITMENT_NOT_FOUND');
  if (locked.status !== 'PENDING_REVIEW') throw new RuleViolation('COMMITMENT_NOT_PENDING');
  return (await rowQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow()) as Row;
}

/** Operator: approve a waiting commitment; its package opens, paid from the frozen amount. */
export async function approveCommitment(db: Db, input: { id: string; note?: string | undefined }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const row = await lockPending(tx, input.id);
    const pkg = await openCommittedPackage(tx, { memberId: row.member_id, catalogueId: row.catalogue_id, commitmentId: row.id, now });
    assert(money(formatMoney(pkg.amount)).equals(money(formatMoney(row.amount))), 'the committed amount opens the package');
    await tx
      .updateTable('commitment_packages')
      .set({ status: 'APPROVED', package_id: pkg.id, review_note: input.note ?? null, reviewed_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return view((await rowQuery(tx).where('p.id', '=', row.id).executeTakeFirstOrThrow()) as Row);
  });
}

/** Operator: reject a waiting commitment with a reason; the frozen amount returns to available. */
export async function rejectCommitment(db: Db, input: { id: string; reason: string }, now: Date) {
  if (input.reason.trim() === '') throw new RuleViolation('COMMITMENT_REASON_REQUIRED');
  return db.transaction().execute(async (tx) => {
    const row = await lockPending(tx, input.id);
    const coin = coinOf(row.coin);
    const amount = money(formatMoney(row.amount));
    await postTransfer(tx, {
      recordType: 'PURCHASE',
      memo: `release commitment ${row.id}`,
      postings: [
        { accountId: await memberAccountId(tx, row.member_id, coin, 'frozen'), amount: amount.negated() },
        { accountId: await memberAccountId(tx, row.member_id, coin, 'available'), amount },
      ],
    });
    await tx
      .updateTable('commitment_packages')
      .set({ status: 'REJECTED', review_note: input.reason.trim(), reviewed_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return view((await rowQuery(tx).where('p.id', '=', row.id).executeTakeFirstOrThrow()) as Row);
  });
}

/** Operator: commitments, oldest first (`pending` only those waiting for review). */
export async function commitmentsForOperator(db: Db, filter: { pending: boolean; userName?: string | undefined }) {
  let rows = rowQuery(db);
  if (filter.pending) rows = rows.where('p.status', '=', 'PENDING_REVIEW');
  if (filter.userName) rows = rows.where((eb) => eb(eb.fn('lower', ['m.user_name']), '=', filter.userName!.toLowerCase()));
  const list = await rows.orderBy('p.created_at').orderBy('p.id').limit(500).execute();
  return list.map((row) => ({ ...view(row as Row), userName: (row as Row).user_name }));
}

/** Operator: which catalogue package the free claim opens, and whether it may be claimed. */
export async function setFreePackage(db: Db, input: { matchingId?: string | undefined; enabled?: boolean | undefined }, now: Date) {
  if (input.matchingId !== undefined) {
    const entry = await db.selectFrom('package_catalogue').select('id').where('id', '=', input.matchingId).executeTakeFirst();
    if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
  }
  const existing = await db.selectFrom('commitment_settings').select('id').executeTakeFirst();
  if (existing) {
    await db
      .updateTable('commitment_settings')
      .set({ ...(input.matchingId === undefined ? {} : { free_catalogue_id: input.matchingId }), ...(input.enabled === undefined ? {} : { free_enabled: input.enabled }), updated_at: now })
      .where('id', '=', 1)
      .execute();
  } else {
    if (input.matchingId === undefined) throw new RuleViolation('VALIDATION', { detail: 'no free package is configured yet: give matchingId' });
    await db.insertInto('commitment_settings').values({ id: 1, free_catalogue_id: input.matchingId, free_enabled: input.enabled ?? true, updated_at: now }).execute();
  }
  return db.selectFrom('commitment_settings').select(['free_catalogue_id as matchingId', 'free_enabled as enabled']).executeTakeFirstOrThrow();
}
