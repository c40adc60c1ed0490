import type { Db } from '../db/database.ts';
import type { PackageKind } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { findPackage, lockPackage, packageView } from './holdings.ts';

/** The auto-add (compound) switches: one package's, and the member-wide default for insurance. */

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
