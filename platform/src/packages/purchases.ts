import type { Db, Tx } from '../db/database.ts';
import type { PackageKind } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import type { RecordType } from '../credits/record-types.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { addDays, dayStart, gmt8Day } from '../lib/gmt8.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, money, type Money } from '../lib/money.ts';
import { packageVolume } from '../team/bonuses.ts';
import { lockLine } from '../team/tree.ts';
import { memberCatalogue } from './catalogue.ts';
import { coinOf, GRANTS_ACCOUNT, PIN_CODES_ACCOUNT, record } from './common.ts';
import { findPackage, lockPackage, packageView, type PackageRow } from './holdings.ts';

/** Opening packages (a purchase, and the packages PIN codes, commitments and grants open), upgrading and refilling them. */

/** Moves `amount` of the member's buy credit from available into the package (locked). */
async function payIntoPackage(tx: Tx, input: { memberId: string; coin: string; amount: Money; type: RecordType; remark: string; now: Date; from?: 'available' | 'frozen' }) {
  const coin = coinOf(input.coin);
  const transfer = await postTransfer(tx, {
    recordType: input.type,
    memo: input.remark,
    postings: [
      { accountId: await memberAccountId(tx, input.memberId, coin, input.from ?? 'available'), amount: input.amount.negated() },
      { accountId: await memberAccountId(tx, input.memberId, coin, 'locked'), amount: input.amount },
    ],
  });
  await record(tx, { memberId: input.memberId, transferId: transfer.transferId, coin, type: input.type, amount: input.amount.negated(), remark: input.remark, now: input.now });
  return transfer;
}

/**
 * Serializes one member's purchases, so the maximum purchase count holds under concurrent buys.
 * FOR NO KEY UPDATE, not FOR UPDATE: the request-id claim already inserted in this transaction
 * holds a key-share lock on the member row (its foreign key), which FOR UPDATE would wait on
 * in every concurrent buy at once: a deadlock.
 */
async function lockMember(tx: Tx, memberId: string): Promise<void> {
  const row = await tx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().executeTakeFirst();
  assert(row, 'the member exists');
}

/** What the upline reads on a bonus record: whose purchase of which package earned it. */
async function bonusRemark(tx: Tx, memberId: string, packageName: string): Promise<string> {
  const buyer = await tx.selectFrom('members').select('user_name').where('id', '=', memberId).executeTakeFirstOrThrow();
  return `${buyer.user_name} · ${packageName}`;
}

async function purchasedCount(tx: Tx, memberId: string, catalogueId: string): Promise<number> {
  const row = await tx
    .selectFrom('member_packages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('catalogue_id', '=', catalogueId)
    .where('origin', '=', 'PURCHASE')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function catalogueEntry(tx: Tx, id: string, kind: PackageKind) {
  const entry = await tx.selectFrom('package_catalogue').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  if (!entry || !entry.enabled) throw new RuleViolation('PACKAGE_UNAVAILABLE');
  return entry;
}

/**
 * Opens a package: the contract starts on today's GMT+8 day and earns from the next day on,
 * for `contract_days` days. A purchase is paid from the member's buy credit; a special or
 * trial package is funded by the platform (the operator's grant).
 */
export async function openPackage(
  tx: Tx,
  input: { memberId: string; catalogueId: string; kind: PackageKind; origin: 'PURCHASE' | 'SPECIAL' | 'TRIAL' | 'PIN'; now: Date; note?: string; paidFrom?: 'available' | 'frozen' },
) {
  // A purchase grows the volumes of the buyer's line: its locks come before any member row's.
  if (input.origin === 'PURCHASE') await lockLine(tx, input.memberId);
  await lockMember(tx, input.memberId);
  const entry = await catalogueEntry(tx, input.catalogueId, input.kind);
  if (input.origin === 'PURCHASE' && (await purchasedCount(tx, input.memberId, entry.id)) >= entry.max_purchase_count) {
    throw new RuleViolation('PACKAGE_LIMIT_REACHED', { max: entry.max_purchase_count });
  }
  const id = newId('pkg');
  const amount = money(formatMoney(entry.amount));
  const remark = input.note ? `${entry.name} · ${id} · ${input.note}` : `${entry.name} · ${id}`;
  if (input.origin === 'PURCHASE') {
    await payIntoPackage(tx, { memberId: input.memberId, coin: entry.buy_coin, amount, type: 'PURCHASE', remark, now: input.now, from: input.paidFrom ?? 'available' });
    await packageVolume(tx, { memberId: input.memberId, kind: input.kind, amount, eventId: `PURCHASE:${id}`, remark: await bonusRemark(tx, input.memberId, entry.name), now: input.now });
  } else {
    const coin = coinOf(entry.buy_coin);
    const funder = input.origin === 'PIN' ? PIN_CODES_ACCOUNT : GRANTS_ACCOUNT;
    const grants = await systemAccountIds(tx, [{ purpose: funder, coin }]);
    const type = input.origin === 'SPECIAL' ? 'SPECIAL_PACKAGE' : input.origin === 'PIN' ? 'PIN_ACTIVATE' : 'TRIAL_PACKAGE';
    const transfer = await postTransfer(tx, {
      recordType: type,
      memo: remark,
      postings: [
        { accountId: grants.get(`${funder}:${coin}`)!, amount: amount.negated() },
        { accountId: await memberAccountId(tx, input.memberId, coin, 'locked'), amount },
      ],
    });
    await record(tx, { memberId: input.memberId, transferId: transfer.transferId, coin, type, amount, remark, now: input.now });
  }
  const settings = await tx.selectFrom('member_package_settings').select('insurance_auto_add').where('member_id', '=', input.memberId).executeTakeFirst();
  const startDay = gmt8Day(input.now);
  await tx
    .insertInto('member_packages')
    .values({
      id,
      member_id: input.memberId,
      kind: input.kind,
      catalogue_id: entry.id,
      origin: input.origin,
      buy_coin: entry.buy_coin,
      profit_coin: entry.profit_coin,
      amount: formatMoney(amount),
      principal: formatMoney(amount),
      daily_profit_ratio: entry.daily_profit_ratio,
      contract_days: entry.contract_days,
      start_day: startDay,
      end_day: addDays(startDay, entry.contract_days),
      auto_add: input.kind === 'INSURANCE' ? (settings?.insurance_auto_add ?? false) : false,
      status: 'ACTIVE',
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  return findPackage(tx, input.memberId, id, input.kind);
}

export async function buyPackage(db: Db, memberId: string, kind: PackageKind, input: { matchingId: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: `${kind}:buy` }, async (tx) =>
    packageView(await openPackage(tx, { memberId, catalogueId: input.matchingId, kind, origin: 'PURCHASE', now }), now),
  );
}

/**
 * A PIN code's package, opened for `memberId` in the caller's transaction (the code's activation):
 * funded by the platform's `pin-codes` account, since the code was paid for when it was bought.
 * The member owns the principal, like a purchase; it does not count against the maximum purchase count.
 */
export async function openPinPackage(tx: Tx, input: { memberId: string; catalogueId: string; code: string; now: Date }) {
  const entry = await tx.selectFrom('package_catalogue').select('kind').where('id', '=', input.catalogueId).executeTakeFirst();
  if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
  return openPackage(tx, { memberId: input.memberId, catalogueId: input.catalogueId, kind: entry.kind, origin: 'PIN', now: input.now, note: `PIN ${input.code}` });
}

/**
 * A commitment's package (docs/commitment.md), opened in the caller's transaction when the
 * operator approves it: a purchase like any other (team volume, maximum purchase count), paid
 * from the amount the application froze.
 */
export async function openCommittedPackage(tx: Tx, input: { memberId: string; catalogueId: string; commitmentId: string; now: Date }) {
  const entry = await tx.selectFrom('package_catalogue').select('kind').where('id', '=', input.catalogueId).executeTakeFirst();
  if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
  return openPackage(tx, { memberId: input.memberId, catalogueId: input.catalogueId, kind: entry.kind, origin: 'PURCHASE', now: input.now, note: `commitment ${input.commitmentId}`, paidFrom: 'frozen' });
}

/** The free commitment package, opened in the caller's transaction: a trial package funded by the platform's grants. */
export async function openFreePackage(tx: Tx, input: { memberId: string; catalogueId: string; commitmentId: string; now: Date }) {
  const entry = await tx.selectFrom('package_catalogue').select('kind').where('id', '=', input.catalogueId).executeTakeFirst();
  if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
  return openPackage(tx, { memberId: input.memberId, catalogueId: input.catalogueId, kind: entry.kind, origin: 'TRIAL', now: input.now, note: `free commitment ${input.commitmentId}` });
}

function refuseUnlessEarning(pkg: PackageRow, now: Date): void {
  if (pkg.status !== 'ACTIVE') throw new RuleViolation('PACKAGE_NOT_ACTIVE');
  if (now >= dayStart(pkg.end_day)) throw new RuleViolation('PACKAGE_CONTRACT_ENDED');
}

/**
 * The plans a package may be upgraded to now, each with what the upgrade costs: the enabled
 * plans of its kind with a larger amount whose purchase limit the member has not reached, as
 * `upgradePackage` requires. None while the package does not earn.
 */
export async function upgradeOptions(db: Db, memberId: string, kind: PackageKind, id: string, now: Date) {
  const pkg = await findPackage(db, memberId, id, kind);
  if (pkg.status !== 'ACTIVE' || now >= dayStart(pkg.end_day)) return [];
  const plans = await memberCatalogue(db, kind, memberId);
  return plans
    .filter((plan) => money(plan.amount).greaterThan(pkg.amount) && plan.purchasedCount < plan.maxPurchaseCount)
    .map((plan) => ({ ...plan, cost: formatMoney(money(plan.amount).minus(pkg.amount)) }));
}

/**
 * Upgrade to a larger package of the same kind: the member pays the difference of the two
 * catalogue amounts into the package; the new daily ratio applies from the next accrual; the
 * contract dates stay.
 */
export async function upgradePackage(db: Db, memberId: string, kind: PackageKind, input: { id: string; matchingId: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: `${kind}:upgrade` }, async (tx) => {
    await lockLine(tx, memberId);
    await lockMember(tx, memberId);
    const pkg = await lockPackage(tx, memberId, input.id, kind);
    refuseUnlessEarning(pkg, now);
    const target = await catalogueEntry(tx, input.matchingId, kind);
    const difference = money(formatMoney(target.amount)).minus(pkg.amount);
    if (!difference.greaterThan(0)) throw new RuleViolation('PACKAGE_UPGRADE_NOT_LARGER');
    if ((await purchasedCount(tx, memberId, target.id)) >= target.max_purchase_count) throw new RuleViolation('PACKAGE_LIMIT_REACHED', { max: target.max_purchase_count });
    const upgrade = await payIntoPackage(tx, { memberId, coin: pkg.buy_coin, amount: difference, type: 'UPGRADE', remark: `${pkg.name} → ${target.name} · ${pkg.id}`, now });
    await packageVolume(tx, { memberId, kind, amount: difference, eventId: `UPGRADE:${upgrade.transferId}`, remark: await bonusRemark(tx, memberId, target.name), now });
    await tx
      .updateTable('member_packages')
      .set((eb) => ({
        catalogue_id: target.id,
        amount: formatMoney(target.amount),
        principal: eb('principal', '+', formatMoney(difference)),
        daily_profit_ratio: target.daily_profit_ratio,
        updated_at: now,
      }))
      .where('id', '=', pkg.id)
      .execute();
    return packageView(await findPackage(tx, memberId, pkg.id, kind), now);
  });
}

/** Refill (fillingPositions): after a fine took part of the principal, pay it back up to the package amount. */
export async function refillPackage(db: Db, memberId: string, kind: PackageKind, input: { id: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: `${kind}:refill` }, async (tx) => {
    const pkg = await lockPackage(tx, memberId, input.id, kind);
    refuseUnlessEarning(pkg, now);
    const missing = money(formatMoney(pkg.amount)).minus(pkg.principal);
    if (!missing.greaterThan(0)) throw new RuleViolation('PACKAGE_ALREADY_FULL', { amount: formatMoney(pkg.amount) });
    await payIntoPackage(tx, { memberId, coin: pkg.buy_coin, amount: missing, type: 'REFILL', remark: `${pkg.name} · ${pkg.id}`, now });
    await tx.updateTable('member_packages').set({ principal: formatMoney(pkg.amount), updated_at: now }).where('id', '=', pkg.id).execute();
    return packageView(await findPackage(tx, memberId, pkg.id, kind), now);
  });
}
