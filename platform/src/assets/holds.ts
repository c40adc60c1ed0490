import type { Db, Tx } from '../db/database.ts';
import { assert } from '../errors.ts';
import { CREDIT_TYPES, type CreditType } from '../credits/credit-types.ts';
import { dayStart, dayText } from '../lib/gmt8.ts';
import { formatMoney, money, Money } from '../lib/money.ts';

/**
 * What holds a member's frozen and locked balances (docs/rest-api.md, "Held amounts"). Each
 * kind names the table whose open rows put money into a frozen or locked account, and the
 * money each row holds. The tables belong to domains above `assets`; this module only reads
 * them (the `db` layer is below it), so no domain import points up (docs/platform-domains.md).
 */
export const HOLD_KINDS = [
  /** A withdrawal waiting for the operator's review (PENDING_REVIEW). */
  'WITHDRAWAL_REVIEW',
  /** An approved withdrawal on its way out (APPROVED, PAYABLE, WITHDRAWING). */
  'WITHDRAWAL_PAYOUT',
  /** A convert above its pair's review threshold, waiting for the operator. */
  'CONVERT_REVIEW',
  /** What is left of a published P2P offer: the seller's escrow. */
  'OTC_ESCROW',
  /** A P2P trade under appeal: what each side received, until the operator decides. */
  'OTC_APPEAL',
  /** A commitment application waiting for the operator. */
  'COMMITMENT_APPLICATION',
  /** A package's principal (insurance or entrust), locked until the contract's end. */
  'PACKAGE_LOCK',
] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export type HeldState = 'frozen' | 'locked';

export interface Hold {
  kind: HoldKind;
  coinName: CreditType;
  state: HeldState;
  amount: string;
  since: string;
  until: string | null;
  /** The order, offer, trade, application or package that holds the amount. */
  reference: string;
  /** Where the member sees it in the web client (its hash route). */
  path: string;
}

/** The web client's screens (web/src/config/paths.ts) where each holder is listed. */
export const HOLD_PATHS = {
  withdrawal: '/withdraw',
  convert: '/convert',
  otcOffers: '/otc?tab=offers',
  otcTrades: '/otc?tab=trades',
  commitment: '/commitment/details',
  insurance: '/insurance',
  entrust: '/custody',
} as const;

/** The most open holders of one kind a member can have is far below this; more is a broken invariant, not a page. */
const MAX_HOLDS_PER_KIND = 1000;

type Row = Omit<Hold, 'amount' | 'since' | 'until' | 'coinName'> & { coinName: string; amount: string; since: Date; until: Date | null };

async function holdRows(tx: Tx, memberId: string, now: Date): Promise<Row[]> {
  const limit = MAX_HOLDS_PER_KIND + 1;
  const [withdrawals, converts, offers, sold, bought, commitments, packages] = await Promise.all([
    tx
      .selectFrom('withdrawal_orders')
      .select(['id', 'coin_name', 'amount', 'status', 'created_at'])
      .where('member_id', '=', memberId)
      .where('status', 'in', ['PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING'])
      .limit(limit)
      .execute(),
    tx.selectFrom('convert_orders').select(['id', 'from_coin', 'amount', 'created_at']).where('member_id', '=', memberId).where('status', '=', 'PENDING').limit(limit).execute(),
    tx.selectFrom('otc_offers').select(['id', 'remaining', 'created_at']).where('seller_id', '=', memberId).where('status', '=', 'PUBLISHED').limit(limit).execute(),
    tx.selectFrom('otc_trades').select(['id', 'pay_coin', 'seller_receives', 'appealed_at']).where('seller_id', '=', memberId).where('status', '=', 'APPEALING').limit(limit).execute(),
    tx.selectFrom('otc_trades').select(['id', 'buyer_receives', 'appealed_at']).where('buyer_id', '=', memberId).where('status', '=', 'APPEALING').limit(limit).execute(),
    tx.selectFrom('commitment_packages').select(['id', 'coin', 'amount', 'created_at']).where('member_id', '=', memberId).where('status', '=', 'PENDING_REVIEW').limit(limit).execute(),
    tx
      .selectFrom('member_packages')
      .select(['id', 'kind', 'buy_coin', 'principal', 'created_at'])
      .select(dayText('end_day').as('end_day'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'ACTIVE')
      .limit(limit)
      .execute(),
  ]);
  for (const list of [withdrawals, converts, offers, sold, bought, commitments, packages]) {
    assert(list.length <= MAX_HOLDS_PER_KIND, `a member has at most ${MAX_HOLDS_PER_KIND} open holders of one kind`);
  }
  const frozen = { state: 'frozen' as const, until: null };
  return [
    ...withdrawals.map((w) => ({
      ...frozen,
      kind: w.status === 'PENDING_REVIEW' ? ('WITHDRAWAL_REVIEW' as const) : ('WITHDRAWAL_PAYOUT' as const),
      coinName: w.coin_name,
      amount: w.amount,
      since: w.created_at,
      reference: w.id,
      path: HOLD_PATHS.withdrawal,
    })),
    ...converts.map((c) => ({ ...frozen, kind: 'CONVERT_REVIEW' as const, coinName: c.from_coin, amount: c.amount, since: c.created_at, reference: c.id, path: HOLD_PATHS.convert })),
    ...offers.map((o) => ({ ...frozen, kind: 'OTC_ESCROW' as const, coinName: 'USDT_POINT', amount: o.remaining, since: o.created_at, reference: o.id, path: HOLD_PATHS.otcOffers })),
    ...sold.map((t) => ({ ...frozen, kind: 'OTC_APPEAL' as const, coinName: t.pay_coin, amount: t.seller_receives, since: t.appealed_at!, reference: t.id, path: HOLD_PATHS.otcTrades })),
    ...bought.map((t) => ({ ...frozen, kind: 'OTC_APPEAL' as const, coinName: 'USDT_POINT', amount: t.buyer_receives, since: t.appealed_at!, reference: t.id, path: HOLD_PATHS.otcTrades })),
    ...commitments.map((c) => ({ ...frozen, kind: 'COMMITMENT_APPLICATION' as const, coinName: c.coin, amount: c.amount, since: c.created_at, reference: c.id, path: HOLD_PATHS.commitment })),
    ...packages.map((p) => {
      const end = dayStart(p.end_day);
      return {
        kind: 'PACKAGE_LOCK' as const,
        state: 'locked' as const,
        coinName: p.buy_coin,
        amount: p.principal,
        since: p.created_at,
        // Past the contract's end the principal stays until the member redeems it: no date is known.
        until: now < end ? end : null,
        reference: p.id,
        path: p.kind === 'INSURANCE' ? HOLD_PATHS.insurance : HOLD_PATHS.entrust,
      };
    }),
  ];
}

/**
 * The holds of a member's credits (one credit, or all), each frozen or locked amount with what
 * holds it, oldest first. Read in one snapshot with the balances, and refused (an invariant
 * violation: a 500 and a log line) unless the holds of each credit and state add up to its
 * balance exactly: a wrong list is never served.
 */
export async function holds(db: Db, memberId: string, coinName: CreditType | undefined, now: Date): Promise<Hold[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const accounts = await tx
        .selectFrom('ledger_accounts')
        .select(['coin_name', 'state', 'balance'])
        .where('member_id', '=', memberId)
        .where('state', 'in', ['frozen', 'locked'])
        .execute();
      const rows = await holdRows(tx, memberId, now);
      const coins = coinName ? [coinName] : CREDIT_TYPES;
      for (const coin of coins) {
        for (const state of ['frozen', 'locked'] as const) {
          const account = accounts.find((a) => a.coin_name === coin && a.state === state);
          assert(account, `member ${memberId} has a ${coin}/${state} account`);
          const held = rows.filter((r) => r.coinName === coin && r.state === state).reduce((sum, r) => sum.plus(r.amount), new Money(0));
          assert(held.equals(money(formatMoney(account.balance))), `the ${state} ${coin} of member ${memberId} is ${formatMoney(account.balance)}, its holds add up to ${formatMoney(held)}`);
        }
      }
      return rows
        .filter((r) => (coinName ? r.coinName === coinName : true) && !money(formatMoney(r.amount)).isZero())
        .sort((a, b) => a.since.getTime() - b.since.getTime() || a.reference.localeCompare(b.reference))
        .map((r) => ({
          kind: r.kind,
          coinName: r.coinName as CreditType,
          state: r.state,
          amount: formatMoney(r.amount),
          since: r.since.toISOString(),
          until: r.until ? r.until.toISOString() : null,
          reference: r.reference,
          path: r.path,
        }));
    });
}
