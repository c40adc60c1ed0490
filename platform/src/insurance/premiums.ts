import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { dayStart, dayText } from '../lib/gmt8.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { formatMoney, money, Money, MONEY_SCALE } from '../lib/money.ts';
import { findPackage, lockPackage, type PackageRow } from '../packages/holdings.ts';

/** A paid premium insures this many trade orders (SPEC §9), numbered 1 to 6. */
export const ORDERS_PER_PREMIUM = 6;
export const PREMIUMS_ACCOUNT = 'premiums';
export const PREMIUM_GRANTS_ACCOUNT = 'premium-grants';

/** The payout an approved claim pays unless the operator names another: package amount × the catalogue's claim payout ratio, rounded down. */
export function defaultClaimPayout(packageAmount: string | Money, claimPayoutRatio: string): Money {
  return new Money(packageAmount).times(claimPayoutRatio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_DOWN);
}

/** premium = package amount × premium ratio, rounded up to 8 places. */
export function premiumAmount(packageAmount: string | Money, premiumRatio: string): Money {
  return new Money(packageAmount).times(premiumRatio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_UP);
}

type PremiumRow = { id: string; round: number; amount: string; paid_by: 'MEMBER' | 'PLATFORM'; status: 'PAID' | 'RECALLED'; orders_used: number; created_at: Date };

async function premiumsOf(db: Db | Tx, packageId: string): Promise<PremiumRow[]> {
  return db
    .selectFrom('insurance_premiums')
    .select(['id', 'round', 'amount', 'paid_by', 'status', 'orders_used', 'created_at'])
    .where('package_id', '=', packageId)
    .orderBy('round')
    .execute();
}

async function termsOf(db: Db | Tx, catalogueId: string) {
  return db.selectFrom('package_catalogue').select(['premium_ratio', 'premium_rounds', 'claim_payout_ratio']).where('id', '=', catalogueId).executeTakeFirstOrThrow();
}

/**
 * Whether the next premium may be paid now, and why not: the package must be earning (locked,
 * active); the current round must have produced its 6 trade orders; and no more than the
 * catalogue's premium rounds may be paid (SPEC §8 "over the maximum number of purchases").
 */
function nextPremiumRefusal(pkg: PackageRow, premiums: PremiumRow[], maxRounds: number, now: Date): { reason: MessageKey; params: Record<string, string | number> } | null {
  if (pkg.status !== 'ACTIVE') return { reason: 'PACKAGE_NOT_ACTIVE', params: {} };
  if (now >= dayStart(pkg.end_day)) return { reason: 'PACKAGE_CONTRACT_ENDED', params: {} };
  const open = premiums.find((p) => p.status === 'PAID' && p.orders_used < ORDERS_PER_PREMIUM);
  if (open) return { reason: 'PREMIUM_ROUND_NOT_FINISHED', params: { remaining: ORDERS_PER_PREMIUM - open.orders_used } };
  const paid = premiums.filter((p) => p.status === 'PAID').length;
  if (paid >= maxRounds) return { reason: 'PREMIUM_LIMIT_REACHED', params: { max: maxRounds } };
  return null;
}

/** buyInsuranceNumberInfo: the package's premiums, the current round's orders 1–6, and whether the next may be paid. */
export async function premiumInfo(db: Db, memberId: string, packageId: string, now: Date) {
  const pkg = await findPackage(db, memberId, packageId, 'INSURANCE');
  const premiums = await premiumsOf(db, pkg.id);
  const terms = await termsOf(db, pkg.catalogue_id);
  const refusal = nextPremiumRefusal(pkg, premiums, terms.premium_rounds, now);
  const open = premiums.find((p) => p.status === 'PAID' && p.orders_used < ORDERS_PER_PREMIUM);
  const current = open ?? [...premiums].reverse().find((p) => p.status === 'PAID');
  const orders = current ? await ordersOf(db, current.id) : [];
  const paidRounds = premiums.filter((p) => p.status === 'PAID').length;
  return {
    packageId: pkg.id,
    insured: open !== undefined,
    premiumAmount: formatMoney(premiumAmount(pkg.amount, terms.premium_ratio)),
    coinName: pkg.buy_coin,
    // What a claim pays when approved, so the member sees it before filing one.
    claimPayout: formatMoney(defaultClaimPayout(pkg.amount, terms.claim_payout_ratio)),
    claimPayoutCoinName: pkg.profit_coin,
    maxRounds: terms.premium_rounds,
    paidRounds,
    remainingRounds: Math.max(0, terms.premium_rounds - paidRounds),
    canBuy: refusal === null,
    refusal: refusal?.reason ?? null,
    currentRound: current
      ? {
          premiumId: current.id,
          round: current.round,
          ordersUsed: current.orders_used,
          orders: Array.from({ length: ORDERS_PER_PREMIUM }, (_, i) => {
            const placed = orders.find((o) => o.trade_order === i + 1);
            return { tradeOrder: i + 1, placed: placed !== undefined, day: placed?.day ?? null, profit: placed ? formatMoney(placed.profit) : null, claimStatus: placed?.claim_status ?? null };
          }),
        }
      : null,
  };
}

/**
 * For each package, how many placed trade orders of its current round have no claim yet: what
 * the member may claim now (the claim screen shows that round, as `premiumInfo` picks it: the
 * open round, else the last paid one).
 */
export async function claimableOrders(db: Db, packageIds: readonly string[]): Promise<Map<string, number>> {
  if (packageIds.length === 0) return new Map();
  const { rows } = await sql<{ package_id: string; n: string | number }>`
    with current_round as (
      select distinct on (package_id) package_id, id
      from insurance_premiums
      where status = 'PAID' and package_id in (${sql.join(packageIds)})
      order by package_id, (orders_used < ${ORDERS_PER_PREMIUM}) desc, case when orders_used < ${ORDERS_PER_PREMIUM} then round else -round end
    )
    select r.package_id, count(a.trade_order) filter (where c.id is null) as n
    from current_round r
    left join package_accruals a on a.premium_id = r.id and a.trade_order is not null
    left join claim_orders c on c.premium_id = a.premium_id and c.trade_order = a.trade_order
    group by r.package_id`.execute(db);
  return new Map(rows.map((row) => [row.package_id, Number(row.n)]));
}

async function ordersOf(db: Db | Tx, premiumId: string) {
  return db
    .selectFrom('package_accruals as a')
    .leftJoin('claim_orders as c', (join) => join.onRef('c.premium_id', '=', 'a.premium_id').onRef('c.trade_order', '=', 'a.trade_order'))
    .select(['a.trade_order', dayText('a.day').as('day'), 'a.profit', 'c.status as claim_status'])
    .where('a.premium_id', '=', premiumId)
    .orderBy('a.trade_order')
    .execute();
}

export async function checkPremium(db: Db, memberId: string, packageId: string, now: Date) {
  const info = await premiumInfo(db, memberId, packageId, now);
  return { packageId, canBuy: info.canBuy, refusal: info.refusal, premiumAmount: info.premiumAmount, coinName: info.coinName, nextRound: info.canBuy ? info.paidRounds + 1 : null };
}

export async function premiumCount(db: Db, memberId: string, packageId: string, now: Date) {
  const info = await premiumInfo(db, memberId, packageId, now);
  return { packageId, paidRounds: info.paidRounds, maxRounds: info.maxRounds, remainingRounds: info.remainingRounds };
}

function coin(value: string): CreditType {
  assert(isCreditType(value), `a package names a credit: ${value}`);
  return value;
}

/**
 * Pays the next premium round: by the member (from the package's buy credit, PREMIUM record), or
 * issued by the operator (the platform pays: an ISSUE_PREMIUM credit and the PREMIUM debit in one
 * transfer, so the member's balance is unchanged and both show in the records).
 */
async function payPremium(tx: Tx, pkg: PackageRow, paidBy: 'MEMBER' | 'PLATFORM', now: Date) {
  const premiums = await premiumsOf(tx, pkg.id);
  const terms = await termsOf(tx, pkg.catalogue_id);
  const refusal = nextPremiumRefusal(pkg, premiums, terms.premium_rounds, now);
  if (refusal) throw new RuleViolation(refusal.reason, refusal.params);
  const amount = premiumAmount(pkg.amount, terms.premium_ratio);
  const round = premiums.reduce((max, p) => Math.max(max, p.round), 0) + 1;
  const id = newId('prm');
  const credit = coin(pkg.buy_coin);
  const remark = `${pkg.name} · ${pkg.id} · round ${round}`;
  let transferId: string | null = null;
  if (amount.greaterThan(0)) {
    const system = await systemAccountIds(tx, [
      { purpose: PREMIUMS_ACCOUNT, coin: credit },
      { purpose: PREMIUM_GRANTS_ACCOUNT, coin: credit },
    ]);
    const available = await memberAccountId(tx, pkg.member_id, credit, 'available');
    const postings: Posting[] = [];
    // An issued premium is credited before it is paid, so a member with nothing available can receive it.
    if (paidBy === 'PLATFORM') postings.push({ accountId: system.get(`${PREMIUM_GRANTS_ACCOUNT}:${credit}`)!, amount: amount.negated() }, { accountId: available, amount });
    postings.push({ accountId: available, amount: amount.negated() }, { accountId: system.get(`${PREMIUMS_ACCOUNT}:${credit}`)!, amount });
    const transfer = await postTransfer(tx, { recordType: 'PREMIUM', memo: remark, postings });
    transferId = transfer.transferId;
    const base = { memberId: pkg.member_id, transferId, coinName: credit, status: 'SUCCESS', remark, now };
    if (paidBy === 'PLATFORM') await writeRecord(tx, { ...base, recordType: 'ISSUE_PREMIUM', amount: formatMoney(amount), actualAmount: formatMoney(amount) });
    await writeRecord(tx, { ...base, recordType: 'PREMIUM', amount: formatMoney(amount.negated()), actualAmount: formatMoney(amount.negated()) });
  }
  await tx
    .insertInto('insurance_premiums')
    .values({ id, package_id: pkg.id, member_id: pkg.member_id, round, amount: formatMoney(amount), paid_by: paidBy, status: 'PAID', transfer_id: transferId, created_at: now, updated_at: now })
    .execute();
  return premiumView({ id, round, amount: formatMoney(amount), paid_by: paidBy, status: 'PAID', orders_used: 0, created_at: now }, pkg);
}

function premiumView(row: PremiumRow, pkg: Pick<PackageRow, 'id' | 'name' | 'buy_coin'>) {
  return {
    id: row.id,
    packageId: pkg.id,
    packageName: pkg.name,
    round: row.round,
    amount: formatMoney(row.amount),
    coinName: pkg.buy_coin,
    paidBy: row.paid_by,
    status: row.status,
    ordersUsed: row.orders_used,
    insured: row.status === 'PAID' && row.orders_used < ORDERS_PER_PREMIUM,
    createdAt: row.created_at.toISOString(),
  };
}

export async function buyPremium(db: Db, memberId: string, input: { id: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'insurance:premium' }, async (tx) =>
    payPremium(tx, await lockPackage(tx, memberId, input.id, 'INSURANCE'), 'MEMBER', now),
  );
}

/** Operator: the platform pays the next premium round of a member's package. */
export async function issuePremium(db: Db, packageId: string, now: Date) {
  return db.transaction().execute(async (tx) => {
    const owner = await tx.selectFrom('member_packages').select('member_id').where('id', '=', packageId).where('kind', '=', 'INSURANCE').executeTakeFirst();
    if (!owner) throw new RuleViolation('PACKAGE_NOT_FOUND');
    return payPremium(tx, await lockPackage(tx, owner.member_id, packageId, 'INSURANCE'), 'PLATFORM', now);
  });
}

/**
 * Operator: recall a premium that has insured no order yet. A member's payment is refunded
 * (RECALL_PREMIUM credit); an issued one returns to the platform (the member's RECALL_PREMIUM
 * credit and an equal debit in one transfer, balance unchanged). The package is uninsured again.
 */
export async function recallPremium(db: Db, premiumId: string, now: Date) {
  return db.transaction().execute(async (tx) => {
    const premium = await tx.selectFrom('insurance_premiums').selectAll().where('id', '=', premiumId).forUpdate().executeTakeFirst();
    if (!premium) throw new RuleViolation('PREMIUM_NOT_FOUND');
    if (premium.status !== 'PAID' || premium.orders_used > 0) throw new RuleViolation('PREMIUM_NOT_RECALLABLE');
    const pkg = await lockPackage(tx, premium.member_id, premium.package_id, 'INSURANCE');
    const amount = money(formatMoney(premium.amount));
    const credit = coin(pkg.buy_coin);
    const remark = `${pkg.name} · ${pkg.id} · round ${premium.round}`;
    if (amount.greaterThan(0)) {
      const system = await systemAccountIds(tx, [
        { purpose: PREMIUMS_ACCOUNT, coin: credit },
        { purpose: PREMIUM_GRANTS_ACCOUNT, coin: credit },
      ]);
      const available = await memberAccountId(tx, pkg.member_id, credit, 'available');
      const postings: Posting[] = [
        { accountId: system.get(`${PREMIUMS_ACCOUNT}:${credit}`)!, amount: amount.negated() },
        { accountId: available, amount },
      ];
      if (premium.paid_by === 'PLATFORM') postings.push({ accountId: available, amount: amount.negated() }, { accountId: system.get(`${PREMIUM_GRANTS_ACCOUNT}:${credit}`)!, amount });
      const transfer = await postTransfer(tx, { recordType: 'RECALL_PREMIUM', memo: remark, postings });
      const base = { memberId: pkg.member_id, transferId: transfer.transferId, coinName: credit, status: 'SUCCESS', remark, now };
      await writeRecord(tx, { ...base, recordType: 'RECALL_PREMIUM', amount: formatMoney(amount), actualAmount: formatMoney(amount) });
      if (premium.paid_by === 'PLATFORM') await writeRecord(tx, { ...base, recordType: 'ISSUE_PREMIUM', amount: formatMoney(amount.negated()), actualAmount: formatMoney(amount.negated()) });
    }
    await tx.updateTable('insurance_premiums').set({ status: 'RECALLED', updated_at: now }).where('id', '=', premium.id).execute();
    return premiumView({ ...premium, status: 'RECALLED' }, pkg);
  });
}

/** buyInsuranceRecord: the member's premium payments, newest first. */
export async function premiumRecords(db: Db, memberId: string, filter: { packageId?: string | undefined; pageNum: number; pageSize: number }) {
  let query = db.selectFrom('insurance_premiums as pr').innerJoin('member_packages as p', 'p.id', 'pr.package_id').innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id').where('pr.member_id', '=', memberId);
  if (filter.packageId) query = query.where('pr.package_id', '=', filter.packageId);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['pr.id', 'pr.round', 'pr.amount', 'pr.paid_by', 'pr.status', 'pr.orders_used', 'pr.created_at', 'p.id as package_id', 'c.name', 'p.buy_coin'])
      .orderBy('pr.created_at', 'desc')
      .orderBy('pr.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return { list: rows.map((r) => premiumView(r, { id: r.package_id, name: r.name, buy_coin: r.buy_coin })), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** totalBuyInsuranceAmount: what the member has paid in premiums (platform-issued ones excluded). */
export async function premiumTotals(db: Db, memberId: string) {
  const row = await db
    .selectFrom('insurance_premiums')
    .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'PAID')
    .where('paid_by', '=', 'MEMBER')
    .executeTakeFirstOrThrow();
  return { totalAmount: formatMoney(row.total), count: Number(row.n) };
}
