import type { Db } from '../db/database.ts';
import { formatMoney, isDecimalString } from '../lib/money.ts';

/**
 * What an operator action's object looked like just before the change, kept in its audit row
 * beside the answer (the state after). Read straight from the tables, so the audit trail depends
 * on no domain above it; only the columns an auditor needs, never a secret or an ID number.
 * `undefined` where the object has no row to read (configuration sets: their previous values are
 * the previous row of the same action).
 */
export async function objectStateBefore(db: Db, objectType: string, objectId: string | null, action?: string): Promise<unknown> {
  const configuration = action === undefined ? undefined : CONFIGURATION_READERS[action];
  if (configuration) return (await configuration(db, objectId ?? '')) ?? null;
  if (objectId === null) return undefined;
  const read = READERS[objectType];
  return read ? ((await read(db, objectId)) ?? null) : undefined;
}

/**
 * Configuration sets the console edits, read by their action: a route's object type alone is
 * ambiguous there (`packages/fine` names a member's package, `packages/catalogue/set` a
 * catalogue entry). The values as text, as the answer after carries them.
 */
const CONFIGURATION_READERS: Record<string, (db: Db, id: string) => Promise<unknown>> = {
  'packages/catalogue/set': (db, id) =>
    db
      .selectFrom('package_catalogue')
      .select(['kind', 'name', 'amount', 'contract_days', 'daily_profit_ratio', 'max_purchase_count', 'redeem_fee_ratio', 'premium_ratio', 'claim_payout_ratio', 'enabled', 'sort_order'])
      .where('id', '=', id)
      .executeTakeFirst()
      .then((row) => row && textValues(row)),
  'convert-config/set': (db, id) => {
    const [fromCoin, toCoin] = id.split('->');
    return db
      .selectFrom('convert_configs')
      .select(['rate', 'fee_ratio', 'min_amount', 'review_above', 'enabled'])
      .where('from_coin', '=', fromCoin ?? '')
      .where('to_coin', '=', toCoin ?? '')
      .executeTakeFirst()
      .then((row) => row && textValues(row));
  },
  'team/rates/set': (db, key) =>
    db
      .selectFrom('team_bonus_rates')
      .select(['rate', 'min_level'])
      .where('key', '=', key as never)
      .executeTakeFirst()
      .then((row) => row && textValues(row)),
  // One row each, of overrides; null (or no row yet): the environment's value.
  'withdrawals/settings/set': (db) =>
    db
      .selectFrom('withdrawal_settings')
      .select(['fee_type', 'fee_value', 'min_amount', 'max_amount', 'multiple'])
      .executeTakeFirst()
      .then((row) => textValues(row ?? { fee_type: null, fee_value: null, min_amount: null, max_amount: null, multiple: null })),
  'deposits/settings/set': (db) =>
    db
      .selectFrom('deposit_settings')
      .select(['min_amount', 'multiple'])
      .executeTakeFirst()
      .then((row) => textValues(row ?? { min_amount: null, multiple: null })),
};

/** Numeric columns as decimal text without trailing zeros (as the answer after writes them), the others as they are. */
function textValues(row: Record<string, unknown>): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' && isDecimalString(value) ? formatMoney(value) : value);
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, text(value)]));
}

const READERS: Record<string, (db: Db, id: string) => Promise<unknown>> = {
  deposits: (db, id) => db.selectFrom('deposit_orders').select(['status', 'coin_name', 'amount', 'reason', 'reviewed_at']).where('id', '=', id).executeTakeFirst(),
  withdrawals: (db, id) =>
    db.selectFrom('withdrawal_orders').select(['status', 'coin_name', 'amount', 'fee', 'reason', 'payout_hash']).where('id', '=', id).executeTakeFirst(),
  kyc: (db, id) => db.selectFrom('kyc_submissions').select(['status', 'reason', 'reviewed_at']).where('id', '=', id).executeTakeFirst(),
  claims: (db, id) => db.selectFrom('claim_orders').select(['status', 'reason', 'payout']).where('id', '=', id).executeTakeFirst(),
  commitments: (db, id) => db.selectFrom('commitment_packages').select(['status', 'review_note', 'amount', 'coin']).where('id', '=', id).executeTakeFirst(),
  otc: (db, id) => db.selectFrom('otc_trades').select(['status', 'appealed_by', 'decision', 'decision_note']).where('id', '=', id).executeTakeFirst(),
  'four-eyes': (db, id) => db.selectFrom('four_eyes_requests').select(['status', 'decided_by_name']).where('id', '=', id).executeTakeFirst(),
  members: memberState,
};

/** A member's standing and every balance (credit and state), by user name. */
async function memberState(db: Db, userName: string) {
  const member = await db.selectFrom('members').select(['id', 'banned_at']).where('user_name', '=', userName).executeTakeFirst();
  if (!member) return undefined;
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['coin_name', 'state', 'balance'])
    .where('member_id', '=', member.id)
    .orderBy('coin_name')
    .orderBy('state')
    .execute();
  return {
    bannedAt: member.banned_at?.toISOString() ?? null,
    balances: accounts.map((account) => ({ coinName: account.coin_name, state: account.state, balance: String(account.balance) })),
  };
}
