import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import type { PackageKind } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { dayStart, dayText } from '../lib/gmt8.ts';
import { formatMoney, Money } from '../lib/money.ts';
import { contractDaysElapsed, creditsLeft, dailyProfit, nextProfitAt, projectProfit } from './projection.ts';
import { namedIn } from './catalogue.ts';

/** Members' packages (holdings): reading, locking and showing them. */

/** A package's contract ends at 00:00 GMT+8 of its end day; an entrust package may be redeemed for 24 hours from then. */
export const ENTRUST_REDEEM_WINDOW_MS = 24 * 60 * 60 * 1000;

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
  const state = packageState(row, now);
  const next = nextProfitAt(row.kind, state, row.end_day, now);
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
    state,
    totalProfit: formatMoney(row.total_profit),
    /** The part of totalProfit added to the principal (accruals of auto-add days); the rest was paid to profitCoinName. */
    compoundedProfit: formatMoney(row.compounded_profit),
    /** The part of totalProfit paid to profitCoinName's balance. */
    creditedProfit: formatMoney(new Money(row.total_profit).minus(row.compounded_profit)),
    nextProfitAt: next,
    /** What the next daily credit pays: the principal × the daily ratio, as the run computes it; null with no next credit. */
    nextProfitAmount: next ? formatMoney(dailyProfit(row.principal, row.daily_profit_ratio)) : null,
    /** Days of the current contract gone by (0 on the day it starts, `contractDays` from its end day on). */
    contractDaysElapsed: contractDaysElapsed(row.contract_days, row.end_day, now),
    /** What a refill pays back after fines (fillingPositions): the amount less the principal, 0 when full. */
    refillAmount: formatMoney(Money.max(new Money(row.amount).minus(row.principal), 0)),
    /** What the principal still earns until the end day, without and with auto add. */
    projection: projectProfit(row.principal, row.daily_profit_ratio, row.status === 'ACTIVE' ? creditsLeft(row.end_day, now) : 0),
    createdAt: row.created_at.toISOString(),
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}

export async function memberPackages(
  db: Db,
  memberId: string,
  kind: PackageKind,
  filter: { status?: 'ACTIVE' | 'TERMINATED' | undefined; pageNum: number; pageSize: number },
  now: Date,
  locale: Locale = 'en-US',
) {
  let base = db.selectFrom('member_packages as p').where('p.member_id', '=', memberId).where('p.kind', '=', kind);
  if (filter.status) base = base.where('p.status', '=', filter.status);
  let rows = packageQuery(db).where('p.member_id', '=', memberId).where('p.kind', '=', kind);
  if (filter.status) rows = rows.where('p.status', '=', filter.status);
  const [{ total }, list] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return { list: await namedIn(db, list.map((row) => packageView(row as PackageRow, now)), locale), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
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
