import { sql, type Kysely } from 'kysely';
import type { Tx } from '../db/database.ts';
import { executePrepared } from '../db/prepared.ts';
import type { Database, BalanceState } from '../db/schema.ts';
import { assert, RuleViolation } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, Money } from '../lib/money.ts';
import { BALANCE_STATES, CREDIT_TYPES, type CreditType } from '../credits/credit-types.ts';

/** A positive amount raises the account's balance, a negative one lowers it. */
export interface Posting {
  accountId: string;
  amount: Money;
}

export interface PostedTransfer {
  transferId: string;
  /** Balance of each touched account after the transfer, as wire strings. */
  balancesAfter: Map<string, string>;
}

const MAX_POSTINGS = 16;

/**
 * The only way balances change: one transfer whose postings sum to zero, written with
 * its entries in the caller's transaction, next to the business change it pays for.
 * Accounts are locked in id order so two transfers over the same accounts cannot deadlock.
 */
export async function postTransfer(
  tx: Tx,
  input: {
    recordType: string;
    memo?: string;
    postings: Posting[];
    /** The business clock's time of the movement (statements place it by this); the database's time when absent. */
    at?: Date;
  },
): Promise<PostedTransfer> {
  const { postings } = input;
  assert(postings.length >= 2 && postings.length <= MAX_POSTINGS, `a transfer has 2..${MAX_POSTINGS} postings`);
  assert(postings.every((p) => !p.amount.isZero() && p.amount.decimalPlaces() <= 8), 'postings are non-zero with ≤ 8 places');
  const total = postings.reduce((sum, p) => sum.plus(p.amount), new Money(0));
  assert(total.isZero(), `transfer postings sum to ${total.toString()}, not zero`);

  const accountIds = [...new Set(postings.map((p) => p.accountId))].sort();
  // Two statements for any transfer: lock its accounts, then write it with its entries and their
  // balances. Every money operation runs them, so they are SQL of our own rather than the query
  // builder's (building and compiling them was most of the ledger's own processor time), and
  // every value is still a bound parameter (BENCHMARKS.md (e)).
  const locked = await executePrepared(
    tx,
    sql<{ id: string; balance: string; allow_negative: boolean; version: number }>`
    select id, balance, allow_negative, version from ledger_accounts
    where id in (${sql.join(accountIds)}) order by id for update`,
  );
  assert(locked.rows.length === accountIds.length, 'every posting names an existing account');

  const running = new Map(locked.rows.map((a) => [a.id, { balance: new Money(a.balance), version: a.version, allowNegative: a.allow_negative }]));
  const transferId = newId('txn');
  // The business clock's time when the caller gives one, else the database's (`now()`).
  const at = input.at ?? null;

  const entries = postings.map((posting) => {
    const account = running.get(posting.accountId)!;
    const before = account.balance;
    const after = before.plus(posting.amount);
    if (after.isNegative() && !account.allowNegative) throw new RuleViolation('INSUFFICIENT_BALANCE');
    account.balance = after;
    account.version += 1;
    return sql`(${transferId}, ${posting.accountId}, ${formatMoney(posting.amount)}, ${formatMoney(before)}, ${formatMoney(after)}, ${account.version}, coalesce(${at}::timestamptz, now()))`;
  });
  // The transfer, its entries and its accounts' balances in one statement (one round trip): the
  // entries' reference to the transfer is checked at the statement's end, once the transfer's row
  // is there, and the accounts are already locked.
  const balances = [...running].map(([id, account]) => sql`(${id}, ${formatMoney(account.balance)}, ${account.version})`);
  const updated = await executePrepared(
    tx,
    sql<{ id: string; balance: string }>`
    with transfer as (
      insert into ledger_transfers (id, record_type, memo, created_at)
      values (${transferId}, ${input.recordType}, ${input.memo ?? null}, coalesce(${at}::timestamptz, now()))
    ), entries as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version, created_at)
      values ${sql.join(entries)}
    )
    update ledger_accounts as account set balance = moved.balance::numeric, version = moved.version::integer
    from (values ${sql.join(balances)}) as moved (id, balance, version)
    where account.id = moved.id
    returning account.id, account.balance`,
  );
  assert(updated.rows.length === running.size, 'every account of the transfer got its balance');
  const balancesAfter = new Map<string, string>();
  for (const row of updated.rows) {
    const account = running.get(row.id);
    assert(account && new Money(row.balance).equals(account.balance), `account ${row.id} stored the balance it was given`);
    balancesAfter.set(row.id, formatMoney(account.balance));
  }
  return { transferId, balancesAfter };
}

/** Opens the 7 credits × 3 states of a new member at zero. */
export async function openMemberAccounts(tx: Tx, memberId: string): Promise<void> {
  const rows = CREDIT_TYPES.flatMap((coin) =>
    BALANCE_STATES.map((state) => ({ id: newId('acc'), member_id: memberId, coin_name: coin, state })),
  );
  await tx.insertInto('ledger_accounts').values(rows).execute();
}

export async function memberAccountId(tx: Tx, memberId: string, coin: CreditType, state: BalanceState): Promise<string> {
  return (await memberAccountIds(tx, [memberId], coin, state)).get(memberId)!;
}

/** The `coin`/`state` accounts of several members in one statement, by member id. */
export async function memberAccountIds(tx: Tx, memberIds: readonly string[], coin: CreditType, state: BalanceState): Promise<Map<string, string>> {
  const rows = await tx
    .selectFrom('ledger_accounts')
    .select(['member_id', 'id'])
    .where('member_id', 'in', memberIds)
    .where('coin_name', '=', coin)
    .where('state', '=', state)
    .execute();
  const ids = new Map(rows.map((row) => [row.member_id!, row.id]));
  for (const memberId of memberIds) assert(ids.has(memberId), `member ${memberId} has a ${coin}/${state} account`);
  return ids;
}

/**
 * The platform's side of every movement (e.g. `adjustments`, `deposits`): allowed below zero,
 * because it mirrors what members hold. Created on first use.
 */
export async function systemAccountId(tx: Tx, purpose: string, coin: CreditType): Promise<string> {
  const systemName = `${purpose}:${coin}`;
  await tx
    .insertInto('ledger_accounts')
    .values({ id: newId('acc'), system_name: systemName, coin_name: coin, state: 'available', allow_negative: true })
    .onConflict((oc) => oc.column('system_name').doNothing())
    .execute();
  const row = await tx.selectFrom('ledger_accounts').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow();
  return row.id;
}

export interface LedgerCheck {
  unbalancedTransfers: { transferId: string; total: string }[];
  driftedAccounts: { accountId: string; balance: string; entriesTotal: string }[];
  negativeMemberAccounts: { accountId: string; balance: string }[];
  /** Records a member reads whose transfer did not move that member's balance in that coin. */
  recordsWithoutMovement: { recordId: string; transferId: string }[];
}

/** Reconciliation as queries: every list is empty on a sound ledger. */
export async function checkLedger(db: Tx | Kysely<Database>): Promise<LedgerCheck> {
  const unbalanced = await sql<{ transfer_id: string; total: string }>`
    select transfer_id, sum(amount)::text as total from ledger_entries group by transfer_id having sum(amount) <> 0`.execute(db);
  const drifted = await sql<{ id: string; balance: string; entries_total: string }>`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries_total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  const negative = await sql<{ id: string; balance: string }>`
    select id, balance::text as balance from ledger_accounts where member_id is not null and balance < 0`.execute(db);
  // What members read (asset_records) against what moved: a record that names a transfer must
  // name one with an entry on its own member's account in its own coin.
  const unmoved = await sql<{ id: string; transfer_id: string }>`
    select r.id, r.transfer_id from asset_records r
    where r.transfer_id is not null and not exists (
      select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.transfer_id = r.transfer_id and a.member_id = r.member_id and a.coin_name = r.coin_name)
    order by r.id limit 100`.execute(db);
  return {
    unbalancedTransfers: unbalanced.rows.map((r) => ({ transferId: r.transfer_id, total: r.total })),
    driftedAccounts: drifted.rows.map((r) => ({ accountId: r.id, balance: r.balance, entriesTotal: r.entries_total })),
    negativeMemberAccounts: negative.rows.map((r) => ({ accountId: r.id, balance: r.balance })),
    recordsWithoutMovement: unmoved.rows.map((r) => ({ recordId: r.id, transferId: r.transfer_id })),
  };
}
