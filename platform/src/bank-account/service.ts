import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import { FieldViolations, RuleViolation, type FieldIssue } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { codePointLength } from '../lib/member-text.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';
import { notify } from '../notifications/service.ts';
import { NAMED_LOCALES, nameIn, type NamedLocale } from '../packages/catalogue.ts';

export const MAX_BANK_ACCOUNTS = 10;
const NAME_MAX = 100;
const ACCOUNT_NUMBER = /^[0-9][0-9 -]{3,38}[0-9]$/;

export interface BankAccountInput {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/**
 * Trims each field and checks it; inner runs of spaces collapse to one. Names are counted in code
 * points, as the route's schema and the web count them (an emoji is one character). Every bad
 * field is answered at once, each beside its field.
 */
export function cleanBankAccount(input: BankAccountInput): BankAccountInput {
  const bankName = input.bankName.trim().replace(/\s+/g, ' ');
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  const accountNumber = input.accountNumber.trim().replace(/\s+/g, ' ');
  const issues: FieldIssue[] = [];
  if (bankName.length === 0 || codePointLength(bankName) > NAME_MAX) issues.push({ path: 'bankName', reason: 'BANK_NAME_INVALID' });
  if (accountName.length === 0 || codePointLength(accountName) > NAME_MAX) issues.push({ path: 'accountName', reason: 'ACCOUNT_NAME_INVALID' });
  if (!ACCOUNT_NUMBER.test(accountNumber)) issues.push({ path: 'accountNumber', reason: 'ACCOUNT_NUMBER_INVALID' });
  if (issues.length > 0) throw new FieldViolations(issues);
  return { bankName, accountName, accountNumber };
}

type Row = { id: string; bank_name: string; account_name: string; account_number: string; created_at: Date; updated_at: Date };

function view(row: Row) {
  return {
    id: row.id,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const COLUMNS = ['id', 'bank_name', 'account_name', 'account_number', 'created_at', 'updated_at'] as const;

export async function listBankAccounts(db: Db, memberId: string) {
  const rows = await db.selectFrom('member_bank_accounts').select(COLUMNS).where('member_id', '=', memberId).orderBy('created_at').orderBy('id').execute();
  return rows.map(view);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

export async function addBankAccount(db: Db, memberId: string, input: BankAccountInput, now: Date) {
  const clean = cleanBankAccount(input);
  try {
    return await db.transaction().execute(async (tx) => {
      // The member row is locked so two adds at once cannot pass the cap together.
      await tx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
      const { n } = await tx
        .selectFrom('member_bank_accounts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_BANK_ACCOUNTS) throw new RuleViolation('BANK_ACCOUNT_LIMIT', { max: MAX_BANK_ACCOUNTS });
      const row = await tx
        .insertInto('member_bank_accounts')
        .values({
          id: newId('bnk'),
          member_id: memberId,
          bank_name: clean.bankName,
          account_name: clean.accountName,
          account_number: clean.accountNumber,
          created_at: now,
          updated_at: now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'BANK_ACCOUNT_ADDED', account: maskedAccount(row.bank_name, row.account_number) }, { now });
      return view(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RuleViolation('BANK_ACCOUNT_DUPLICATE');
    throw error;
  }
}

export async function updateBankAccount(db: Db, memberId: string, input: BankAccountInput & { id: string }, now: Date) {
  const clean = cleanBankAccount(input);
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('member_bank_accounts')
        .set({ bank_name: clean.bankName, account_name: clean.accountName, account_number: clean.accountNumber, updated_at: now })
        .where('id', '=', input.id)
        .where('member_id', '=', memberId)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw new RuleViolation('BANK_ACCOUNT_NOT_FOUND');
      await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'BANK_ACCOUNT_CHANGED', account: maskedAccount(row.bank_name, row.account_number) }, { now });
      return view(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RuleViolation('BANK_ACCOUNT_DUPLICATE');
    throw error;
  }
}

export async function deleteBankAccount(db: Db, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const deleted = await tx.deleteFrom('member_bank_accounts').where('id', '=', id).where('member_id', '=', memberId).returning(['bank_name', 'account_number']).executeTakeFirst();
    if (!deleted) throw new RuleViolation('BANK_ACCOUNT_NOT_FOUND');
    await notify(tx, memberId, 'SECURITY_CHANGED', { change: 'BANK_ACCOUNT_REMOVED', account: maskedAccount(deleted.bank_name, deleted.account_number) }, { now });
  });
}

/** A bank account as a notification names it: the bank and the number's last four characters. */
function maskedAccount(bankName: string, accountNumber: string): string {
  return `${bankName} ****${accountNumber.replace(/\s+/g, '').slice(-4)}`;
}

// The platform's receiving bank accounts (bank deposits), managed by the operator.

export interface SysBankAccountInput extends BankAccountInput {
  channelName: string;
  exchangeRate: string;
  /** The channel's name in other languages (docs/products.md, "Names per language"). */
  names?: Record<string, string> | undefined;
}

/** Each channel's names by language (en-US not among them: that is `channelName`). */
async function channelNamesOf(db: Db | Tx, ids: string[]): Promise<Map<string, Partial<Record<NamedLocale, string>>>> {
  const names = new Map<string, Partial<Record<NamedLocale, string>>>();
  if (ids.length === 0) return names;
  const rows = await db.selectFrom('sys_bank_account_names').selectAll().where('account_id', 'in', ids).execute();
  for (const row of rows) names.set(row.account_id, { ...names.get(row.account_id), [row.locale]: row.name });
  return names;
}

/** The operator's list: every name of each channel, and the languages still without one (their members read the en-US name). */
export async function listSysBankAccounts(db: Db, options: { includeRemoved?: boolean } = {}) {
  let query = db.selectFrom('sys_bank_accounts').selectAll();
  if (!options.includeRemoved) query = query.where('removed_at', 'is', null);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const names = await channelNamesOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const named = names.get(row.id) ?? {};
    return {
      id: row.id,
      channelName: row.channel_name,
      names: named,
      missingLanguages: NAMED_LOCALES.filter((locale) => !named[locale]),
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumber: row.account_number,
      currency: row.currency,
      exchangeRate: formatMoney(row.exchange_rate),
      ...(options.includeRemoved ? { removedAt: row.removed_at?.toISOString() ?? null } : {}),
    };
  });
}

/** What members see of the open channels (sysBankAccountList): each named in `locale`, the en-US name where the operator gave none. */
export async function memberSysBankAccounts(db: Db, locale: Locale) {
  return (await listSysBankAccounts(db)).map(({ names, missingLanguages: _missing, ...account }) => ({ ...account, channelName: nameIn({ name: account.channelName }, names, locale) }));
}

/** Sets a channel's names in other languages, as a catalogue package's: an empty name removes that language's; a language the portal does not speak is refused. */
async function writeChannelNames(tx: Tx, id: string, names: Record<string, string>): Promise<void> {
  for (const [locale, raw] of Object.entries(names)) {
    const name = raw.trim();
    await tx.deleteFrom('sys_bank_account_names').where('account_id', '=', id).where('locale', '=', locale).execute();
    if (name !== '') await tx.insertInto('sys_bank_account_names').values({ account_id: id, locale, name }).execute();
  }
}

function checkChannelNames(names: Record<string, string> | undefined): void {
  for (const [locale, name] of Object.entries(names ?? {})) {
    if (!(NAMED_LOCALES as string[]).includes(locale)) throw new RuleViolation('VALIDATION', { detail: `names: ${locale} is not one of ${NAMED_LOCALES.join(', ')}` });
    if (name.trim().length > NAME_MAX) throw new RuleViolation('VALIDATION', { detail: `names: ${locale} is longer than ${NAME_MAX} characters` });
  }
}

export async function addSysBankAccount(db: Db, input: SysBankAccountInput, now: Date) {
  const clean = cleanBankAccount(input);
  const channelName = input.channelName.trim();
  if (channelName.length === 0 || channelName.length > NAME_MAX) throw new RuleViolation('VALIDATION', { detail: 'channelName is required (at most 100 characters)' });
  if (!isDecimalString(input.exchangeRate) || !money(input.exchangeRate).greaterThan(0)) {
    throw new RuleViolation('VALIDATION', { detail: 'exchangeRate must be a positive decimal with at most 8 places' });
  }
  checkChannelNames(input.names);
  const id = newId('sba');
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('sys_bank_accounts')
      .values({
        id,
        channel_name: channelName,
        bank_name: clean.bankName,
        account_name: clean.accountName,
        account_number: clean.accountNumber,
        currency: 'USD',
        exchange_rate: input.exchangeRate,
        created_at: now,
      })
      .execute();
    await writeChannelNames(tx, id, input.names ?? {});
  });
  return (await listSysBankAccounts(db)).find((a) => a.id === id)!;
}

/** Operator: name a receiving channel in other languages (`pnpm admin bank set <id> --name-in zh-CN=…`). */
export async function setSysBankAccountNames(db: Db, id: string, names: Record<string, string>) {
  checkChannelNames(names);
  await db.transaction().execute(async (tx) => {
    const account = await tx.selectFrom('sys_bank_accounts').select('id').where('id', '=', id).where('removed_at', 'is', null).forUpdate().executeTakeFirst();
    if (!account) throw new RuleViolation('BANK_ACCOUNT_NOT_FOUND');
    await writeChannelNames(tx, id, names);
  });
  return (await listSysBankAccounts(db)).find((a) => a.id === id)!;
}

/** Removed accounts stay in the table (orders may name them) but are no longer offered. */
export async function removeSysBankAccount(db: Db, id: string, now: Date): Promise<void> {
  const updated = await db.updateTable('sys_bank_accounts').set({ removed_at: now }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new RuleViolation('BANK_ACCOUNT_NOT_FOUND');
}
