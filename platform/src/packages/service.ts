import type { Db, Tx } from '../db/database.ts';
import type { PackageKind } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import type { RecordType } from '../credits/record-types.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { addDays, dayStart, dayText, gmt8Day } from '../lib/days.ts';
import { formatGmt8 } from '../lib/gmt8.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money, Money, MONEY_SCALE } from '../lib/money.ts';
import { lockTransfersUntilNextDayGmt8 } from '../make-over/service.ts';
import { packageVolume } from '../team/bonuses.ts';
import { lockLine } from '../team/tree.ts';

/** The platform's side of package money (system accounts, one per credit). */
export const GRANTS_ACCOUNT = 'package-grants';
export const REDEEM_FEES_ACCOUNT = 'redeem-fees';
export const FINES_ACCOUNT = 'fines';
/** Funds the packages PIN codes open (and receives what codes are bought for: docs/pin-codes.md). */
export const PIN_CODES_ACCOUNT = 'pin-codes';

/** A package's contract ends at 00:00 GMT+8 of its end day; an entrust package may be redeemed for 24 hours from then. */
export const ENTRUST_REDEEM_WINDOW_MS = 24 * 60 * 60 * 1000;

// ───────────────────────────── catalogue ─────────────────────────────

type CatalogueRow = {
  id: string;
  kind: PackageKind;
  name: string;
  amount: string;
  contract_days: number;
  daily_profit_ratio: string;
  max_purchase_count: number;
  buy_coin: string;
  profit_coin: string;
  redeem_fee_ratio: string;
  premium_ratio: string;
  premium_rounds: number;
  claim_payout_ratio: string;
  enabled: boolean;
  sort_order: number;
};

export function catalogueView(row: CatalogueRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    amount: formatMoney(row.amount),
    coinName: row.buy_coin,
    profitCoinName: row.profit_coin,
    contractDays: row.contract_days,
    dailyProfitRatio: formatMoney(row.daily_profit_ratio),
    maxPurchaseCount: row.max_purchase_count,
    redeemFeeRatio: formatMoney(row.redeem_fee_ratio),
    ...(row.kind === 'INSURANCE'
      ? { premiumRatio: formatMoney(row.premium_ratio), premiumRounds: row.premium_rounds, claimPayoutRatio: formatMoney(row.claim_payout_ratio) }
      : {}),
    enabled: row.enabled,
    sortOrder: row.sort_order,
  };
}

/** The catalogue of one kind; members see enabled packages with how many they have bought of each. */
export async function catalogue(db: Db, kind: PackageKind, options: { enabledOnly: boolean; memberId?: string }) {
  let query = db.selectFrom('package_catalogue').selectAll().where('kind', '=', kind);
  if (options.enabledOnly) query = query.where('enabled', '=', true);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  if (!options.memberId) return rows.map(catalogueView);
  const bought = await db
    .selectFrom('member_packages')
    .select(['catalogue_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('member_id', '=', options.memberId)
    .where('origin', '=', 'PURCHASE')
    .groupBy('catalogue_id')
    .execute();
  const counts = new Map(bought.map((b) => [b.catalogue_id, Number(b.n)]));
  return rows.map((row) => ({ ...catalogueView(row), purchasedCount: counts.get(row.id) ?? 0 }));
}

export interface CatalogueChange {
  id: string;
  kind?: PackageKind | undefined;
  name?: string | undefined;
  amount?: string | undefined;
  contractDays?: number | undefined;
  dailyProfitRatio?: string | undefined;
  maxPurchaseCount?: number | undefined;
  coinName?: string | undefined;
  profitCoinName?: string | undefined;
  redeemFeeRatio?: string | undefined;
  premiumRatio?: string | undefined;
  premiumRounds?: number | undefined;
  claimPayoutRatio?: string | undefined;
  enabled?: boolean | undefined;
  sortOrder?: number | undefined;
}

/** Operator: change a catalogue package (or add one: kind, name, amount, contractDays, dailyProfitRatio, maxPurchaseCount are then required). */
export async function setCatalogue(db: Db, change: CatalogueChange, now: Date) {
  const decimal = (name: string, value: string | undefined, ok: (m: Money) => boolean) => {
    if (value === undefined) return undefined;
    if (!isDecimalString(value) || !ok(money(value))) throw new RuleViolation('VALIDATION', { detail: `${name} is out of range` });
    return value;
  };
  const coin = (name: string, value: string | undefined) => {
    if (value !== undefined && !isCreditType(value)) throw new RuleViolation('VALIDATION', { detail: `${name} is not a credit` });
    return value;
  };
  const values = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.amount === undefined ? {} : { amount: decimal('amount', change.amount, (m) => m.greaterThan(0))! }),
    ...(change.contractDays === undefined ? {} : { contract_days: change.contractDays }),
    ...(change.dailyProfitRatio === undefined ? {} : { daily_profit_ratio: decimal('dailyProfitRatio', change.dailyProfitRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1))! }),
    ...(change.maxPurchaseCount === undefined ? {} : { max_purchase_count: change.maxPurchaseCount }),
    ...(change.coinName === undefined ? {} : { buy_coin: coin('coinName', change.coinName)! }),
    ...(change.profitCoinName === undefined ? {} : { profit_coin: coin('profitCoinName', change.profitCoinName)! }),
    ...(change.redeemFeeRatio === undefined ? {} : { redeem_fee_ratio: decimal('redeemFeeRatio', change.redeemFeeRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1))! }),
    ...(change.premiumRatio === undefined ? {} : { premium_ratio: decimal('premiumRatio', change.premiumRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThan(1))! }),
    ...(change.premiumRounds === undefined ? {} : { premium_rounds: change.premiumRounds }),
    ...(change.claimPayoutRatio === undefined ? {} : { claim_payout_ratio: decimal('claimPayoutRatio', change.claimPayoutRatio, (m) => m.greaterThanOrEqualTo(0) && m.lessThanOrEqualTo(10))! }),
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    ...(change.sortOrder === undefined ? {} : { sort_order: change.sortOrder }),
    updated_at: now,
  };
  const existing = await db.selectFrom('package_catalogue').select('kind').where('id', '=', change.id).executeTakeFirst();
  if (existing) {
    if (change.kind !== undefined && change.kind !== existing.kind) throw new RuleViolation('VALIDATION', { detail: 'the kind of a package cannot change' });
    await db.updateTable('package_catalogue').set(values).where('id', '=', change.id).execute();
  } else {
    const { kind, name, amount, contractDays, dailyProfitRatio, maxPurchaseCount } = change;
    if (!kind || !name || !amount || !contractDays || dailyProfitRatio === undefined || !maxPurchaseCount) {
      throw new RuleViolation('VALIDATION', { detail: 'a new package needs kind, name, amount, contractDays, dailyProfitRatio and maxPurchaseCount' });
    }
    if (!/^[A-Z0-9-]{2,32}$/.test(change.id)) throw new RuleViolation('VALIDATION', { detail: 'id is 2–32 capital letters, digits or dashes' });
    const defaultCoin = kind === 'INSURANCE' ? 'INSURANCE_POINT' : 'ASSETS_POINT';
    await db
      .insertInto('package_catalogue')
      .values({
        id: change.id,
        kind,
        name,
        amount: values.amount!,
        contract_days: contractDays,
        daily_profit_ratio: values.daily_profit_ratio!,
        max_purchase_count: maxPurchaseCount,
        buy_coin: values.buy_coin ?? defaultCoin,
        profit_coin: values.profit_coin ?? 'BONUS_POINT',
        ...values,
      })
      .execute();
  }
  return catalogueView(await db.selectFrom('package_catalogue').selectAll().where('id', '=', change.id).executeTakeFirstOrThrow());
}

// ───────────────────────────── holdings ─────────────────────────────

const PACKAGE_COLUMNS = [
  'p.id',
  'p.member_id',
  'p.kind',
  'p.catalogue_id',
  'p.origin',
  'p.buy_coin',
  'p.profit_coin',
  'p.amount',
  'p.principal',
  'p.daily_profit_ratio',
  'p.contract_days',
  'p.auto_add',
  'p.renewals',
  'p.status',
  'p.redeemed_at',
  'p.created_at',
] as const;

export type PackageRow = {
  id: string;
  member_id: string;
  kind: PackageKind;
  catalogue_id: string;
  origin: 'PURCHASE' | 'SPECIAL' | 'TRIAL' | 'PIN';
  buy_coin: string;
  profit_coin: string;
  amount: string;
  principal: string;
  daily_profit_ratio: string;
  contract_days: number;
  auto_add: boolean;
  renewals: number;
  status: 'ACTIVE' | 'TERMINATED';
  redeemed_at: Date | null;
  created_at: Date;
  start_day: string;
  end_day: string;
  name: string;
  total_profit: string;
  compounded_profit: string;
};

function packageQuery(db: Db | Tx) {
  return db
    .selectFrom('member_packages as p')
    .innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id')
    .select(PACKAGE_COLUMNS)
    .select([
      dayText('p.start_day').as('start_day'),
      dayText('p.end_day').as('end_day'),
      'c.name',
      (eb) =>
        eb
          .selectFrom('package_accruals as a')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('a.profit'), inner.val('0')).as('s'))
          .whereRef('a.package_id', '=', 'p.id')
          .as('total_profit'),
      (eb) =>
        eb
          .selectFrom('package_accruals as a')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('a.profit').filterWhere('a.compounded', '=', true), inner.val('0')).as('s'))
          .whereRef('a.package_id', '=', 'p.id')
          .as('compounded_profit'),
    ]);
}

/**
 * Insurance: LOCKED until 00:00 GMT+8 of the end day (earning), then UNLOCKED (redeemable).
 * Entrust: ACTIVE until expiry, REDEEMABLE for the 24 hours after, then renewed by the daily run.
 */
export function packageState(row: Pick<PackageRow, 'kind' | 'status' | 'end_day'>, now: Date) {
  if (row.status === 'TERMINATED') return 'TERMINATED' as const;
  const end = dayStart(row.end_day);
  if (row.kind === 'INSURANCE') return now < end ? ('LOCKED' as const) : ('UNLOCKED' as const);
  if (now < end) return 'ACTIVE' as const;
  return now.getTime() < end.getTime() + ENTRUST_REDEEM_WINDOW_MS ? ('REDEEMABLE' as const) : ('RENEWING' as const);
}

export function packageView(row: PackageRow, now: Date) {
  const end = dayStart(row.end_day);
  return {
    id: row.id,
    kind: row.kind,
    matchingId: row.catalogue_id,
    name: row.name,
    origin: row.origin,
    coinName: row.buy_coin,
    profitCoinName: row.profit_coin,
    amount: formatMoney(row.amount),
    principal: formatMoney(row.principal),
    dailyProfitRatio: formatMoney(row.daily_profit_ratio),
    contractDays: row.contract_days,
    startDate: row.start_day,
    /** Insurance: the unlock date; entrust: the expiry (the 24-hour redeem window opens then). */
    endDate: row.end_day,
    unlockAt: end.toISOString(),
    ...(row.kind === 'ENTRUST' ? { redeemUntil: new Date(end.getTime() + ENTRUST_REDEEM_WINDOW_MS).toISOString(), renewals: row.renewals } : {}),
    autoAdd: row.auto_add ? 1 : 0,
    state: packageState(row, now),
    totalProfit: formatMoney(row.total_profit),
    /** The part of totalProfit added to the principal (accruals of auto-add days); the rest was paid to profitCoinName. */
    compoundedProfit: formatMoney(row.compounded_profit),
    createdAt: row.created_at.toISOString(),
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}

export async function memberPackages(db: Db, memberId: string, kind: PackageKind, filter: { status?: 'ACTIVE' | 'TERMINATED' | undefined; pageNum: number; pageSize: number }, now: Date) {
  let base = db.selectFrom('member_packages as p').where('p.member_id', '=', memberId).where('p.kind', '=', kind);
  if (filter.status) base = base.where('p.status', '=', filter.status);
  let rows = packageQuery(db).where('p.member_id', '=', memberId).where('p.kind', '=', kind);
  if (filter.status) rows = rows.where('p.status', '=', filter.status);
  const [{ total }, list] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return { list: list.map((row) => packageView(row as PackageRow, now)), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

export async function findPackage(db: Db | Tx, memberId: string, id: string, kind: PackageKind): Promise<PackageRow> {
  const row = await packageQuery(db).where('p.id', '=', id).where('p.member_id', '=', memberId).where('p.kind', '=', kind).executeTakeFirst();
  if (!row) throw new RuleViolation('PACKAGE_NOT_FOUND');
  return row as PackageRow;
}

/** Locks a member's package row for a change; the caller's transaction holds the lock. */
export async function lockPackage(tx: Tx, memberId: string, id: string, kind: PackageKind): Promise<PackageRow> {
  const locked = await tx.selectFrom('member_packages').select('id').where('id', '=', id).where('member_id', '=', memberId).where('kind', '=', kind).forUpdate().executeTakeFirst();
  if (!locked) throw new RuleViolation('PACKAGE_NOT_FOUND');
  return findPackage(tx, memberId, id, kind);
}

function coinOf(value: string): CreditType {
  assert(isCreditType(value), `a package names a credit: ${value}`);
  return value;
}

async function record(tx: Tx, input: { memberId: string; transferId: string; coin: string; type: RecordType; amount: Money; remark: string; now: Date; actual?: Money }) {
  const amount = formatMoney(input.amount);
  return writeRecord(tx, {
    memberId: input.memberId,
    transferId: input.transferId,
    coinName: coinOf(input.coin),
    recordType: input.type,
    amount,
    actualAmount: input.actual === undefined ? amount : formatMoney(input.actual),
    status: 'SUCCESS',
    remark: input.remark,
    now: input.now,
  });
}

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
async function openPackage(
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

/** Operator: a special package (the member owns the principal) or a trial package (the platform takes it back at redeem). */
export async function grantPackage(db: Db, memberId: string, input: { matchingId: string; origin: 'SPECIAL' | 'TRIAL' }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const entry = await tx.selectFrom('package_catalogue').select('kind').where('id', '=', input.matchingId).executeTakeFirst();
    if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
    return packageView(await openPackage(tx, { memberId, catalogueId: input.matchingId, kind: entry.kind, origin: input.origin, now }), now);
  });
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

/** Operator: a fine takes part of a package's principal (the member may refill it). */
export async function finePackage(db: Db, packageId: string, input: { amount: string; reason: string }, now: Date) {
  if (!isDecimalString(input.amount) || !money(input.amount).greaterThan(0)) throw new RuleViolation('INVALID_AMOUNT');
  const amount = money(input.amount);
  return db.transaction().execute(async (tx) => {
    const owner = await tx.selectFrom('member_packages').select(['member_id', 'kind']).where('id', '=', packageId).executeTakeFirst();
    if (!owner) throw new RuleViolation('PACKAGE_NOT_FOUND');
    const pkg = await lockPackage(tx, owner.member_id, packageId, owner.kind);
    if (pkg.status !== 'ACTIVE') throw new RuleViolation('PACKAGE_NOT_ACTIVE');
    if (amount.greaterThan(pkg.principal)) throw new RuleViolation('INSUFFICIENT_BALANCE');
    const coin = coinOf(pkg.buy_coin);
    const fines = await systemAccountIds(tx, [{ purpose: FINES_ACCOUNT, coin }]);
    const transfer = await postTransfer(tx, {
      recordType: 'FINE',
      memo: input.reason,
      postings: [
        { accountId: await memberAccountId(tx, pkg.member_id, coin, 'locked'), amount: amount.negated() },
        { accountId: fines.get(`${FINES_ACCOUNT}:${coin}`)!, amount },
      ],
    });
    await record(tx, { memberId: pkg.member_id, transferId: transfer.transferId, coin, type: 'FINE', amount: amount.negated(), remark: `${input.reason} · ${pkg.id}`, now });
    await tx.updateTable('member_packages').set((eb) => ({ principal: eb('principal', '-', formatMoney(amount)), updated_at: now })).where('id', '=', pkg.id).execute();
    return packageView(await findPackage(tx, pkg.member_id, pkg.id, pkg.kind), now);
  });
}

/** The redeem fee: principal × the catalogue's current redeem fee ratio, rounded up (the platform never undercharges). */
export function redeemQuote(principal: Money, feeRatio: string, origin: PackageRow['origin']) {
  if (origin === 'TRIAL') return { fee: new Money(0), net: new Money(0) };
  const fee = principal.times(feeRatio).toDecimalPlaces(MONEY_SCALE, Money.ROUND_UP);
  return { fee, net: principal.minus(fee) };
}

async function feeRatioOf(db: Db | Tx, catalogueId: string): Promise<string> {
  const row = await db.selectFrom('package_catalogue').select('redeem_fee_ratio').where('id', '=', catalogueId).executeTakeFirstOrThrow();
  return row.redeem_fee_ratio;
}

/** When a package may be redeemed: insurance after unlock; entrust in the 24 hours after expiry. */
function refuseUnlessRedeemable(pkg: PackageRow, now: Date): void {
  const state = packageState(pkg, now);
  if (state === 'TERMINATED') throw new RuleViolation('PACKAGE_NOT_ACTIVE');
  if (state === 'LOCKED') throw new RuleViolation('PACKAGE_LOCKED', { until: formatGmt8(dayStart(pkg.end_day)) });
  if (state === 'ACTIVE') throw new RuleViolation('ENTRUST_NOT_EXPIRED', { from: formatGmt8(dayStart(pkg.end_day)) });
  if (state === 'RENEWING') throw new RuleViolation('ENTRUST_REDEEM_WINDOW_CLOSED');
}

export async function redeemFee(db: Db, memberId: string, kind: PackageKind, id: string, now: Date) {
  const pkg = await findPackage(db, memberId, id, kind);
  const feeRatio = await feeRatioOf(db, pkg.catalogue_id);
  const principal = money(formatMoney(pkg.principal));
  const { fee, net } = redeemQuote(principal, feeRatio, pkg.origin);
  const state = packageState(pkg, now);
  return {
    id: pkg.id,
    state,
    redeemable: state === 'UNLOCKED' || state === 'REDEEMABLE',
    principal: formatMoney(principal),
    redeemFeeRatio: formatMoney(feeRatio),
    redeemFee: formatMoney(fee),
    netAmount: formatMoney(net),
    coinName: pkg.buy_coin,
    redeemableFrom: dayStart(pkg.end_day).toISOString(),
    ...(kind === 'INSURANCE' ? { transferClosedUntil: null as string | null, closesTransfer: true } : {}),
  };
}

/**
 * Redeem: the principal leaves the package; the member receives it less the redeem fee (a
 * trial package's principal returns to the platform). An insurance redeem closes the member's
 * transfers until 00:00 GMT+8 the next day.
 */
export async function redeemPackage(db: Db, memberId: string, kind: PackageKind, input: { id: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: `${kind}:redeem` }, async (tx) => {
    const pkg = await lockPackage(tx, memberId, input.id, kind);
    refuseUnlessRedeemable(pkg, now);
    const coin = coinOf(pkg.buy_coin);
    const principal = money(formatMoney(pkg.principal));
    const { fee, net } = redeemQuote(principal, await feeRatioOf(tx, pkg.catalogue_id), pkg.origin);
    const remark = `${pkg.name} · ${pkg.id}`;
    if (principal.greaterThan(0)) {
      const system = await systemAccountIds(tx, [
        { purpose: REDEEM_FEES_ACCOUNT, coin },
        { purpose: GRANTS_ACCOUNT, coin },
      ]);
      const postings: Posting[] = [{ accountId: await memberAccountId(tx, memberId, coin, 'locked'), amount: principal.negated() }];
      if (pkg.origin === 'TRIAL') postings.push({ accountId: system.get(`${GRANTS_ACCOUNT}:${coin}`)!, amount: principal });
      else {
        if (net.greaterThan(0)) postings.push({ accountId: await memberAccountId(tx, memberId, coin, 'available'), amount: net });
        if (fee.greaterThan(0)) postings.push({ accountId: system.get(`${REDEEM_FEES_ACCOUNT}:${coin}`)!, amount: fee });
      }
      const transfer = await postTransfer(tx, { recordType: 'REDEEM', memo: remark, postings });
      await record(tx, { memberId, transferId: transfer.transferId, coin, type: 'REDEEM', amount: pkg.origin === 'TRIAL' ? new Money(0) : principal, remark, now });
      if (fee.greaterThan(0)) await record(tx, { memberId, transferId: transfer.transferId, coin, type: 'REDEEM_FEE', amount: fee.negated(), remark, now });
    }
    await tx.updateTable('member_packages').set({ status: 'TERMINATED', redeemed_at: now, updated_at: now }).where('id', '=', pkg.id).execute();
    const transferClosedUntil = kind === 'INSURANCE' ? (await lockTransfersUntilNextDayGmt8(tx, memberId, now)).toISOString() : null;
    return { ...packageView(await findPackage(tx, memberId, pkg.id, kind), now), redeemFee: formatMoney(fee), netAmount: formatMoney(net), transferClosedUntil };
  });
}

/** The auto-add (compound) switch of one package: on, daily profit is added to the principal. */
export async function setAutoAdd(db: Db, memberId: string, kind: PackageKind, input: { id: string; status: 0 | 1 }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const pkg = await lockPackage(tx, memberId, input.id, kind);
    if (pkg.status !== 'ACTIVE') throw new RuleViolation('PACKAGE_NOT_ACTIVE');
    await tx.updateTable('member_packages').set({ auto_add: input.status === 1, updated_at: now }).where('id', '=', pkg.id).execute();
    return packageView(await findPackage(tx, memberId, pkg.id, kind), now);
  });
}

/** The member-wide insurance switch as it stands: 1 when new insurance packages start with auto add on. */
export async function insuranceAutoAddDefault(db: Db, memberId: string) {
  const row = await db.selectFrom('member_package_settings').select('insurance_auto_add').where('member_id', '=', memberId).executeTakeFirst();
  return { insuranceAutoAddWarehouseStatus: row?.insurance_auto_add ? (1 as const) : (0 as const) };
}

/** The member-wide insurance switch: every active insurance package, and the default for new ones. */
export async function setInsuranceAutoAddDefault(db: Db, memberId: string, status: 0 | 1, now: Date) {
  return db.transaction().execute(async (tx) => {
    await tx
      .insertInto('member_package_settings')
      .values({ member_id: memberId, insurance_auto_add: status === 1, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ insurance_auto_add: status === 1, updated_at: now }))
      .execute();
    const updated = await tx
      .updateTable('member_packages')
      .set({ auto_add: status === 1, updated_at: now })
      .where('member_id', '=', memberId)
      .where('kind', '=', 'INSURANCE')
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    return { insuranceAutoAddWarehouseStatus: status, packagesUpdated: Number(updated.numUpdatedRows) };
  });
}

/** Totals of a member's packages of one kind (active principal, profit ever earned). */
export async function packageTotals(db: Db, memberId: string, kind: PackageKind) {
  const active = await db
    .selectFrom('member_packages')
    .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.coalesce(eb.fn.sum<string>('principal'), eb.val('0')).as('principal')])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  const profit = await db
    .selectFrom('package_accruals as a')
    .innerJoin('member_packages as p', 'p.id', 'a.package_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('a.profit'), eb.val('0')).as('profit'))
    .where('a.member_id', '=', memberId)
    .where('p.kind', '=', kind)
    .executeTakeFirstOrThrow();
  return { activeCount: Number(active.n), totalAmount: formatMoney(active.principal), totalProfit: formatMoney(profit.profit) };
}
