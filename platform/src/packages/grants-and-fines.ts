import type { Db } from '../db/database.ts';
import { RuleViolation } from '../errors.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';
import { coinOf, FINES_ACCOUNT, record } from './common.ts';
import { findPackage, lockPackage, packageView } from './holdings.ts';
import { openPackage } from './purchases.ts';

/** The operator's grants of packages, and fines on a package's principal. */

/** Operator: a special package (the member owns the principal) or a trial package (the platform takes it back at redeem). */
export async function grantPackage(db: Db, memberId: string, input: { matchingId: string; origin: 'SPECIAL' | 'TRIAL' }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const entry = await tx.selectFrom('package_catalogue').select('kind').where('id', '=', input.matchingId).executeTakeFirst();
    if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
    return packageView(await openPackage(tx, { memberId, catalogueId: input.matchingId, kind: entry.kind, origin: input.origin, now }), now);
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
