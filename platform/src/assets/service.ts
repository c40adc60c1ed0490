import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';
import { assert, RuleViolation } from '../errors.ts';
import { CREDIT_TYPES, type CreditType } from '../credits/credit-types.ts';
import { recordTypeName, type RecordType } from '../credits/record-types.ts';
import { recordNote, type RecordNote } from './record-note.ts';
import { memberAccountId, postTransfer, systemAccountId } from '../ledger/ledger.ts';
import { catalogueNamesByEnglish, depositChannelNamesIn, packageNamesIn, renamed } from '../lib/catalogue-names.ts';
import { newId, randomDigits } from '../lib/ids.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';

// The dashboard's and every money screen's read: compiled once (db/prepared.ts).
const balanceRows = preparedQuery((db: Db, memberId: string) => db.selectFrom('ledger_accounts').select(['coin_name', 'state', 'balance']).where('member_id', '=', memberId));

export async function balances(db: Db, memberId: string) {
  const rows = await balanceRows(db, memberId);
  const byCoin = new Map(CREDIT_TYPES.map((coin) => [coin as string, { assetsAvailable: '0', assetsFrozen: '0', assetsLocked: '0' }]));
  for (const row of rows) {
    const entry = byCoin.get(row.coin_name);
    if (!entry) continue;
    const value = formatMoney(row.balance);
    if (row.state === 'available') entry.assetsAvailable = value;
    else if (row.state === 'frozen') entry.assetsFrozen = value;
    else entry.assetsLocked = value;
  }
  return CREDIT_TYPES.map((coinName) => ({ coinName, ...byCoin.get(coinName)! }));
}

export interface RecordFilter {
  coinName?: string | undefined;
  recordType?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  status?: string | undefined;
  /** A transaction number, receipt number or on-chain hash, or the start of one. */
  search?: string | undefined;
  pageNum: number;
  pageSize: number;
}

export async function records(db: Db, memberId: string, filter: RecordFilter, locale: Locale) {
  let query = db.selectFrom('asset_records').where('member_id', '=', memberId);
  if (filter.coinName) query = query.where('coin_name', '=', filter.coinName);
  if (filter.recordType) query = query.where('record_type', '=', filter.recordType);
  if (filter.startTime) query = query.where('created_at', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('created_at', '<', new Date(filter.endTime));
  if (filter.status) query = query.where('status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    const prefix = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('transfer_id', 'ilike', prefix), eb('receipt_number', 'ilike', prefix), eb('hash', 'ilike', prefix)]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  const notes = await namesIn(db, rows.map((row) => recordNote(row.record_type, row.remark)), locale);
  return {
    list: rows.map((row, index) => ({
      id: row.id,
      receiptNumber: row.receipt_number,
      transactionNumber: row.transfer_id,
      coinName: row.coin_name,
      recordType: row.record_type,
      recordTypeName: recordTypeName(row.record_type, locale),
      amount: formatMoney(row.amount),
      fee: formatMoney(row.fee),
      actualAmount: formatMoney(row.actual_amount),
      status: row.status,
      reason: row.reason,
      hash: row.hash,
      remark: row.remark,
      note: notes[index]!,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(total),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/**
 * A note that names a package names it as it was called when the record was written (en-US):
 * served with the name the operator gave it in `locale`, if any (docs/products.md, "Names per
 * language"). A package's own note goes by its package's catalogue entry (unless an upgrade
 * moved the package to another one since), a bank deposit's by its channel; a PIN purchase, a team bonus or an upgrade carries the
 * name, not the package, and goes by the catalogue entry of that en-US name (so does a package
 * note whose package has moved on to another entry).
 */
async function namesIn(db: Db, notes: (RecordNote | null)[], locale: Locale): Promise<(RecordNote | null)[]> {
  const bankDeposit = (note: RecordNote | null) => note?.kind === 'DEPOSIT' && note.destination !== undefined && note.orderId !== undefined;
  if (locale === 'en-US' || !notes.some((note) => note?.packageName !== undefined || bankDeposit(note))) return notes;
  const packageIds = notes.filter((note) => note?.kind === 'PACKAGE' && note.orderId && !note.targetPackageName).map((note) => note!.orderId!);
  const depositIds = notes.filter(bankDeposit).map((note) => note!.orderId!);
  const [byPackage, byEnglish, byDeposit] = await Promise.all([
    packageNamesIn(db, packageIds, locale),
    catalogueNamesByEnglish(db, locale),
    depositChannelNamesIn(db, depositIds, locale),
  ]);
  return notes.map((note) => {
    if (note && bankDeposit(note)) {
      const channel = byDeposit.get(note.orderId!);
      return channel && channel.english === note.destination ? { ...note, destination: channel.name } : note;
    }
    if (note?.packageName === undefined) return note;
    const own = note.kind === 'PACKAGE' && note.orderId && !note.targetPackageName ? byPackage.get(note.orderId) : undefined;
    if (own?.english === note.packageName) return { ...note, packageName: own.name };
    return {
      ...note,
      packageName: renamed(byEnglish, note.packageName),
      ...(note.targetPackageName ? { targetPackageName: renamed(byEnglish, note.targetPackageName) } : {}),
    };
  });
}

/** Receipt numbers members can read out to support: date, then 10 random digits. */
export function newReceiptNumber(now: Date): string {
  return `R${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomDigits(10)}`;
}

/** A member-facing line of a movement, as `writeRecord` takes it. */
export interface AssetRecordInput {
  memberId: string;
  transferId: string | null;
  coinName: CreditType;
  recordType: RecordType;
  amount: string;
  fee?: string;
  actualAmount: string;
  status: string;
  reason?: string | null;
  hash?: string | null;
  remark?: string | null;
  now: Date;
}

/** The member-facing line of a movement, written in the same transaction as its ledger transfer. */
export async function writeRecord(tx: Tx, record: AssetRecordInput): Promise<string> {
  const [receiptNumber] = await writeRecords(tx, [record]);
  return receiptNumber!;
}

/** The lines of one movement (both members' sides, a fee) in one statement; their receipt numbers in order. */
export async function writeRecords(tx: Tx, records: readonly AssetRecordInput[]): Promise<string[]> {
  assert(records.length > 0, 'a movement writes at least one record');
  const receiptNumbers = records.map((record) => newReceiptNumber(record.now));
  await tx
    .insertInto('asset_records')
    .values(
      records.map((record, index) => ({
        id: newId('rec'),
        member_id: record.memberId,
        transfer_id: record.transferId,
        coin_name: record.coinName,
        record_type: record.recordType,
        receipt_number: receiptNumbers[index]!,
        amount: record.amount,
        fee: record.fee ?? '0',
        actual_amount: record.actualAmount,
        status: record.status,
        reason: record.reason ?? null,
        hash: record.hash ?? null,
        remark: record.remark ?? null,
        created_at: record.now,
      })),
    )
    .execute();
  return receiptNumbers;
}

/**
 * An operator's credit or debit of a member's available balance, against the platform's
 * adjustments account: one ledger transfer and one record, or nothing at all.
 */
export async function adjustCredit(
  db: Db,
  input: { memberId: string; coinName: CreditType; direction: 'in' | 'out'; amount: string; remark?: string | undefined; now: Date },
) {
  if (!isDecimalString(input.amount) || !money(input.amount).isPositive() || money(input.amount).isZero()) {
    throw new RuleViolation('INVALID_AMOUNT');
  }
  const amount = money(input.amount);
  return db.transaction().execute(async (tx) => {
    const memberAccount = await memberAccountId(tx, input.memberId, input.coinName, 'available');
    const systemAccount = await systemAccountId(tx, 'adjustments', input.coinName);
    const signed = input.direction === 'in' ? amount : amount.negated();
    const transfer = await postTransfer(tx, {
      recordType: input.direction === 'in' ? 'ADJUST_IN' : 'ADJUST_OUT',
      memo: input.remark,
      postings: [
        { accountId: memberAccount, amount: signed },
        { accountId: systemAccount, amount: signed.negated() },
      ],
    });
    const receiptNumber = await writeRecord(tx, {
      memberId: input.memberId,
      transferId: transfer.transferId,
      coinName: input.coinName,
      recordType: input.direction === 'in' ? 'ADJUST_IN' : 'ADJUST_OUT',
      amount: formatMoney(signed),
      actualAmount: formatMoney(signed),
      status: 'SUCCESS',
      remark: input.remark ?? null,
      now: input.now,
    });
    return { transactionNumber: transfer.transferId, receiptNumber, balance: transfer.balancesAfter.get(memberAccount)! };
  });
}
