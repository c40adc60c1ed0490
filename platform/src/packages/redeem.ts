import type { Db, Tx } from '../db/database.ts';
import type { PackageKind } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { memberAccountId, postTransfer, type Posting } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { dayStart, formatGmt8 } from '../lib/gmt8.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { formatMoney, money, Money, MONEY_SCALE } from '../lib/money.ts';
import { lockTransfersUntilNextDayGmt8 } from '../transfer/service.ts';
import { coinOf, GRANTS_ACCOUNT, record, REDEEM_FEES_ACCOUNT } from './common.ts';
import { findPackage, lockPackage, packageState, packageView, type PackageRow } from './holdings.ts';

/** Redeeming a package: the fee quote, and the principal leaving the package. */

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
