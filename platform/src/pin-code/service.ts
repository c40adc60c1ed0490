import type { Locale } from '@portal/envelope/catalogue';
import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { isCreditType, type CreditType } from '../credits/credit-types.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId, randomBase32 } from '../lib/ids.ts';
import { isPlainUserName } from '../lib/member-text.ts';
import { formatMoney, isDecimalString, money } from '../lib/money.ts';
import { PIN_CODES_ACCOUNT } from '../packages/common.ts';
import { packageView } from '../packages/holdings.ts';
import { namedIn } from '../packages/catalogue.ts';
import { openPinPackage } from '../packages/purchases.ts';

/** PIN codes (SPEC "matchingCode"): rules and worked example in docs/pin-codes.md. */

export type PinCodeState = 'PENDING' | 'ACTIVATED' | 'TRANSFERRED';
export type CustodyEventType = 'PURCHASE' | 'ISSUE' | 'TRANSFER' | 'ACTIVATE';

/** At most this many codes in one purchase or one operator issue. */
export const MAX_CODES_AT_ONCE = 100;

const USER_ID = /^usr_[0-9a-z]{26}$/;

function coinOf(value: string): CreditType {
  assert(isCreditType(value), `a PIN price names a credit: ${value}`);
  return value;
}

/** The area is the member's only while their profile flag matchingCodeStatus is 1 (operator: `pnpm admin flags <user> --pin 1`). */
export async function refuseUnlessAreaEnabled(db: Db | Tx, memberId: string): Promise<void> {
  const row = await db.selectFrom('members').select('matching_code_status').where('id', '=', memberId).executeTakeFirst();
  if (row?.matching_code_status !== 1) throw new RuleViolation('PIN_CODE_AREA_DISABLED');
}

// ───────────────────────────── prices (operator configuration) ─────────────────────────────

type PriceRow = {
  catalogue_id: string;
  price: string;
  coin: string;
  enabled: boolean;
  kind: 'INSURANCE' | 'ENTRUST';
  name: string;
  amount: string;
  buy_coin: string;
  contract_days: number;
  daily_profit_ratio: string;
  catalogue_enabled: boolean;
};

function priceQuery(db: Db | Tx) {
  return db
    .selectFrom('pin_code_prices as p')
    .innerJoin('package_catalogue as c', 'c.id', 'p.catalogue_id')
    .select(['p.catalogue_id', 'p.price', 'p.coin', 'p.enabled', 'c.kind', 'c.name', 'c.amount', 'c.buy_coin', 'c.contract_days', 'c.daily_profit_ratio', 'c.enabled as catalogue_enabled']);
}

function priceView(row: PriceRow) {
  return {
    matchingId: row.catalogue_id,
    kind: row.kind,
    name: row.name,
    /** What one code costs, and in which credit. */
    price: formatMoney(row.price),
    priceCoinName: row.coin,
    /** The package a code opens. */
    amount: formatMoney(row.amount),
    coinName: row.buy_coin,
    contractDays: row.contract_days,
    dailyProfitRatio: formatMoney(row.daily_profit_ratio),
    enabled: row.enabled && row.catalogue_enabled,
  };
}

/** The plans a code can be bought for (members: only those on sale). */
export async function pinPrices(db: Db, options: { onSaleOnly: boolean; locale?: Locale }) {
  let query = priceQuery(db);
  if (options.onSaleOnly) query = query.where('p.enabled', '=', true).where('c.enabled', '=', true);
  const rows = await query.orderBy('c.kind').orderBy('c.sort_order').orderBy('c.id').execute();
  return namedIn(db, rows.map((row) => priceView(row as PriceRow)), options.locale ?? 'en-US');
}

/** Operator: set a plan's code price, paying credit or sale switch (a plan without a row gets one: price is then required). */
export async function setPinPrice(db: Db, input: { matchingId: string; price?: string | undefined; coinName?: string | undefined; enabled?: boolean | undefined }, now: Date) {
  if (input.price !== undefined && (!isDecimalString(input.price) || !money(input.price).greaterThan(0))) throw new RuleViolation('INVALID_AMOUNT');
  if (input.coinName !== undefined && !isCreditType(input.coinName)) throw new RuleViolation('VALIDATION', { detail: 'coinName is not a credit' });
  const entry = await db.selectFrom('package_catalogue').select('id').where('id', '=', input.matchingId).executeTakeFirst();
  if (!entry) throw new RuleViolation('PACKAGE_UNAVAILABLE');
  const values = {
    ...(input.price === undefined ? {} : { price: input.price }),
    ...(input.coinName === undefined ? {} : { coin: input.coinName }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    updated_at: now,
  };
  const existing = await db.selectFrom('pin_code_prices').select('catalogue_id').where('catalogue_id', '=', input.matchingId).executeTakeFirst();
  if (existing) await db.updateTable('pin_code_prices').set(values).where('catalogue_id', '=', input.matchingId).execute();
  else {
    if (input.price === undefined) throw new RuleViolation('VALIDATION', { detail: 'a plan without a PIN price needs price' });
    await db.insertInto('pin_code_prices').values({ catalogue_id: input.matchingId, price: input.price, coin: input.coinName ?? 'CASH_POINT', ...values }).execute();
  }
  return priceView((await priceQuery(db).where('p.catalogue_id', '=', input.matchingId).executeTakeFirstOrThrow()) as PriceRow);
}

// ───────────────────────────── codes ─────────────────────────────

type CodeRow = {
  id: string;
  code: string;
  catalogue_id: string;
  origin: 'PURCHASE' | 'ISSUE';
  price: string;
  coin: string;
  holder_id: string;
  status: 'PENDING' | 'ACTIVATED';
  package_id: string | null;
  activated_at: Date | null;
  created_at: Date;
  kind: 'INSURANCE' | 'ENTRUST';
  name: string;
  amount: string;
  buy_coin: string;
  holder_user_name: string;
  activated_for_user_name: string | null;
};

function codeQuery(db: Db | Tx) {
  return db
    .selectFrom('pin_codes as k')
    .innerJoin('package_catalogue as c', 'c.id', 'k.catalogue_id')
    .innerJoin('members as h', 'h.id', 'k.holder_id')
    .leftJoin('members as f', 'f.id', 'k.activated_for_id')
    .select([
      'k.id',
      'k.code',
      'k.catalogue_id',
      'k.origin',
      'k.price',
      'k.coin',
      'k.holder_id',
      'k.status',
      'k.package_id',
      'k.activated_at',
      'k.created_at',
      'c.kind',
      'c.name',
      'c.amount',
      'c.buy_coin',
      'h.user_name as holder_user_name',
      'f.user_name as activated_for_user_name',
    ]);
}

/** The state as the viewer sees it: a code they passed on is TRANSFERRED to them; operators (no viewer) see where it stands. */
function stateFor(row: Pick<CodeRow, 'holder_id' | 'status'>, viewerId: string | null): PinCodeState {
  if (viewerId !== null && row.holder_id !== viewerId) return 'TRANSFERRED';
  return row.status;
}

function codeView(row: CodeRow, viewerId: string | null) {
  const held = viewerId === null || row.holder_id === viewerId;
  return {
    id: row.id,
    code: row.code,
    matchingId: row.catalogue_id,
    kind: row.kind,
    name: row.name,
    /** The package the code opens. */
    amount: formatMoney(row.amount),
    coinName: row.buy_coin,
    origin: row.origin,
    state: stateFor(row, viewerId),
    /** The holder now: the viewer, or (once passed on) whoever the code went to is in its chain of custody. */
    holderUserName: held ? row.holder_user_name : null,
    activatedForUserName: held ? row.activated_for_user_name : null,
    activatedAt: held ? (row.activated_at?.toISOString() ?? null) : null,
    packageId: held ? row.package_id : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The codes a member holds or ever held, newest first; `state` filters by the state the member sees. */
export async function memberCodes(db: Db, memberId: string, filter: { state?: PinCodeState | undefined; pageNum: number; pageSize: number }, locale: Locale = 'en-US') {
  await refuseUnlessAreaEnabled(db, memberId);
  let rows = codeQuery(db).where((eb) =>
    eb.or([eb('k.holder_id', '=', memberId), eb.exists(eb.selectFrom('pin_code_events as e').select('e.id').whereRef('e.code_id', '=', 'k.id').where('e.to_id', '=', memberId))]),
  );
  if (filter.state === 'TRANSFERRED') rows = rows.where('k.holder_id', '<>', memberId);
  else if (filter.state) rows = rows.where('k.holder_id', '=', memberId).where('k.status', '=', filter.state);
  const [{ total }, list] = await Promise.all([
    rows.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('k.created_at', 'desc').orderBy('k.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return { list: await namedIn(db, list.map((row) => codeView(row as CodeRow, memberId)), locale), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

function eventQuery(db: Db | Tx) {
  return db
    .selectFrom('pin_code_events as e')
    .innerJoin('pin_codes as k', 'k.id', 'e.code_id')
    .leftJoin('members as fm', 'fm.id', 'e.from_id')
    .leftJoin('members as tm', 'tm.id', 'e.to_id')
    .leftJoin('members as am', 'am.id', 'e.for_id')
    .select(['e.id', 'e.code_id', 'k.code', 'e.type', 'fm.user_name as from_user_name', 'tm.user_name as to_user_name', 'am.user_name as for_user_name', 'e.package_id', 'e.created_at']);
}

type EventRow = {
  id: number | string;
  code_id: string;
  code: string;
  type: CustodyEventType;
  from_user_name: string | null;
  to_user_name: string | null;
  for_user_name: string | null;
  package_id: string | null;
  created_at: Date;
};

function eventView(row: EventRow) {
  return {
    id: String(row.id),
    codeId: row.code_id,
    code: row.code,
    /** PURCHASE (bought by `toUserName`), ISSUE (issued by an operator to `toUserName`), TRANSFER (from `fromUserName` to `toUserName`), ACTIVATE (by `fromUserName` for `forUserName`). */
    type: row.type,
    fromUserName: row.from_user_name,
    toUserName: row.to_user_name,
    forUserName: row.for_user_name,
    packageId: row.package_id,
    createdAt: row.created_at.toISOString(),
  };
}

async function everHeld(db: Db | Tx, memberId: string, codeId: string): Promise<boolean> {
  const row = await db.selectFrom('pin_code_events').select('id').where('code_id', '=', codeId).where('to_id', '=', memberId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The custody records: with `id`, one code's whole chain, oldest first (for a member who holds or
 * held it); without, every event the member took part in, newest first.
 */
export async function custodyRecords(db: Db, memberId: string, filter: { id?: string | undefined; pageNum: number; pageSize: number }) {
  await refuseUnlessAreaEnabled(db, memberId);
  if (filter.id !== undefined) {
    if (!(await everHeld(db, memberId, filter.id))) throw new RuleViolation('PIN_CODE_NOT_FOUND');
    return chainPage(db, filter.id, filter);
  }
  const mine = eventQuery(db).where((eb) => eb.or([eb('e.from_id', '=', memberId), eb('e.to_id', '=', memberId), eb('e.for_id', '=', memberId)]));
  const [{ total }, list] = await Promise.all([
    mine.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    mine.orderBy('e.id', 'desc').limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize).execute(),
  ]);
  return { list: list.map((row) => eventView(row as EventRow)), total: Number(total), pageNum: filter.pageNum, pageSize: filter.pageSize };
}

async function chainPage(db: Db, codeId: string, page: { pageNum: number; pageSize: number }) {
  const [{ total }, list] = await Promise.all([
    db.selectFrom('pin_code_events').where('code_id', '=', codeId).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    eventQuery(db).where('e.code_id', '=', codeId).orderBy('e.id').limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize).execute(),
  ]);
  return { list: list.map((row) => eventView(row as EventRow)), total: Number(total), pageNum: page.pageNum, pageSize: page.pageSize };
}

async function createCodes(tx: Tx, input: { holderId: string; catalogueId: string; origin: 'PURCHASE' | 'ISSUE'; unitPrice: string; coin: string; quantity: number; now: Date }) {
  const ids: string[] = [];
  for (let i = 0; i < input.quantity; i += 1) {
    const id = newId('pin');
    await tx
      .insertInto('pin_codes')
      .values({
        id,
        code: randomBase32(12),
        catalogue_id: input.catalogueId,
        origin: input.origin,
        price: input.unitPrice,
        coin: input.coin,
        holder_id: input.holderId,
        status: 'PENDING',
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
    await tx.insertInto('pin_code_events').values({ code_id: id, type: input.origin, to_id: input.holderId, created_at: input.now }).execute();
    ids.push(id);
  }
  const rows = await codeQuery(tx).where('k.id', 'in', ids).orderBy('k.id').execute();
  return rows.map((row) => codeView(row as CodeRow, input.holderId));
}

/** Buy `quantity` codes of one plan: the price × quantity leaves the member's available balance of the price credit (one PIN purchase record). */
export async function buyCodes(db: Db, memberId: string, input: { matchingId: string; quantity: number; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'pin:buy' }, async (tx) => {
    await refuseUnlessAreaEnabled(tx, memberId);
    const row = (await priceQuery(tx).where('p.catalogue_id', '=', input.matchingId).executeTakeFirst()) as PriceRow | undefined;
    if (!row || !row.enabled || !row.catalogue_enabled) throw new RuleViolation('PIN_CODE_PLAN_UNAVAILABLE');
    const coin = coinOf(row.coin);
    const unit = money(formatMoney(row.price));
    const total = unit.times(input.quantity);
    const system = await systemAccountIds(tx, [{ purpose: PIN_CODES_ACCOUNT, coin }]);
    const remark = `${row.name} × ${input.quantity}`;
    const transfer = await postTransfer(tx, {
      recordType: 'PIN_PURCHASE',
      memo: remark,
      postings: [
        { accountId: await memberAccountId(tx, memberId, coin, 'available'), amount: total.negated() },
        { accountId: system.get(`${PIN_CODES_ACCOUNT}:${coin}`)!, amount: total },
      ],
    });
    const receiptNumber = await writeRecord(tx, {
      memberId,
      transferId: transfer.transferId,
      coinName: coin,
      recordType: 'PIN_PURCHASE',
      amount: formatMoney(total.negated()),
      actualAmount: formatMoney(total.negated()),
      status: 'SUCCESS',
      remark,
      now,
    });
    const codes = await createCodes(tx, { holderId: memberId, catalogueId: row.catalogue_id, origin: 'PURCHASE', unitPrice: formatMoney(unit), coin, quantity: input.quantity, now });
    return { codes, total: formatMoney(total), coinName: coin, receiptNumber };
  });
}

/** Operator: codes issued to a member free of charge (no money moves until one is activated). */
export async function issueCodes(db: Db, memberId: string, input: { matchingId: string; quantity: number }, now: Date) {
  return db.transaction().execute(async (tx) => {
    const entry = await tx.selectFrom('package_catalogue').select(['id', 'enabled']).where('id', '=', input.matchingId).executeTakeFirst();
    if (!entry || !entry.enabled) throw new RuleViolation('PACKAGE_UNAVAILABLE');
    return createCodes(tx, { holderId: memberId, catalogueId: entry.id, origin: 'ISSUE', unitPrice: '0', coin: 'CASH_POINT', quantity: input.quantity, now });
  });
}

/**
 * Locks a code the member holds and may still use; the lock is what makes two concurrent
 * transfers or activations of one code end with exactly one winner.
 */
async function lockUsableCode(tx: Tx, memberId: string, codeId: string) {
  const locked = await tx.selectFrom('pin_codes').select(['id', 'holder_id', 'status']).where('id', '=', codeId).forUpdate().executeTakeFirst();
  if (!locked || (locked.holder_id !== memberId && !(await everHeld(tx, memberId, codeId)))) throw new RuleViolation('PIN_CODE_NOT_FOUND');
  if (locked.holder_id !== memberId) throw new RuleViolation('PIN_CODE_NOT_HELD');
  if (locked.status !== 'PENDING') throw new RuleViolation('PIN_CODE_USED');
  return (await codeQuery(tx).where('k.id', '=', codeId).executeTakeFirstOrThrow()) as CodeRow;
}

/** By user ID or name; a name with invisible characters or not in NFKC form names nobody (lib/member-text.ts). */
async function memberByName(tx: Tx, user: string) {
  const target = user.trim();
  if (!USER_ID.test(target) && !isPlainUserName(target)) return undefined;
  return tx
    .selectFrom('members')
    .select(['id', 'user_name', 'sponsor_id', 'matching_code_status'])
    .where((eb) => (USER_ID.test(target) ? eb('id', '=', target) : eb(eb.fn('lower', ['user_name']), '=', target.toLowerCase())))
    .executeTakeFirst();
}

/**
 * Activate a code for oneself or a member of one's own downline: the code is used (once), and the
 * package it stands for opens for that member, funded by the platform's `pin-codes` account
 * (a PIN activate record on the beneficiary).
 */
export async function activateCode(db: Db, memberId: string, input: { id: string; userName?: string | undefined; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'pin:activate' }, async (tx) => {
    await refuseUnlessAreaEnabled(tx, memberId);
    const code = await lockUsableCode(tx, memberId, input.id);
    let beneficiaryId = memberId;
    if (input.userName !== undefined) {
      const target = await memberByName(tx, input.userName);
      if (!target) throw new RuleViolation('MEMBER_NOT_FOUND');
      if (target.id !== memberId) {
        const inDownline = await tx.selectFrom('member_tree').select('depth').where('ancestor_id', '=', memberId).where('descendant_id', '=', target.id).executeTakeFirst();
        if (!inDownline) throw new RuleViolation('NOT_IN_DOWNLINE');
      }
      beneficiaryId = target.id;
    }
    const pkg = await openPinPackage(tx, { memberId: beneficiaryId, catalogueId: code.catalogue_id, code: code.code, now });
    await tx
      .updateTable('pin_codes')
      .set({ status: 'ACTIVATED', activated_for_id: beneficiaryId, package_id: pkg.id, activated_at: now, updated_at: now })
      .where('id', '=', code.id)
      .execute();
    await tx.insertInto('pin_code_events').values({ code_id: code.id, type: 'ACTIVATE', from_id: memberId, for_id: beneficiaryId, package_id: pkg.id, created_at: now }).execute();
    const view = codeView((await codeQuery(tx).where('k.id', '=', code.id).executeTakeFirstOrThrow()) as CodeRow, memberId);
    return { code: view, package: packageView(pkg, now) };
  });
}

/** Transfer an unused code to another member (whose PIN code area is enabled); the sender then sees it as TRANSFERRED. */
export async function transferCode(db: Db, memberId: string, input: { id: string; toUser: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'pin:transfer' }, async (tx) => {
    await refuseUnlessAreaEnabled(tx, memberId);
    const code = await lockUsableCode(tx, memberId, input.id);
    const recipient = await memberByName(tx, input.toUser);
    if (!recipient || recipient.sponsor_id === null) throw new RuleViolation('TRANSFER_RECIPIENT_NOT_FOUND');
    if (recipient.id === memberId) throw new RuleViolation('TRANSFER_TO_SELF');
    if (recipient.matching_code_status !== 1) throw new RuleViolation('PIN_CODE_RECIPIENT_AREA_DISABLED');
    await tx.updateTable('pin_codes').set({ holder_id: recipient.id, updated_at: now }).where('id', '=', code.id).execute();
    await tx.insertInto('pin_code_events').values({ code_id: code.id, type: 'TRANSFER', from_id: memberId, to_id: recipient.id, created_at: now }).execute();
    const view = codeView((await codeQuery(tx).where('k.id', '=', code.id).executeTakeFirstOrThrow()) as CodeRow, memberId);
    return { ...view, toUserName: recipient.user_name };
  });
}

/** Operator: a member's codes (held or ever held) as they stand. */
export async function codesOfMember(db: Db, memberId: string) {
  const rows = await codeQuery(db)
    .where((eb) => eb.or([eb('k.holder_id', '=', memberId), eb.exists(eb.selectFrom('pin_code_events as e').select('e.id').whereRef('e.code_id', '=', 'k.id').where('e.to_id', '=', memberId))]))
    .orderBy('k.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => codeView(row as CodeRow, null));
}

/** Operator: one code (by its id or its 12-character code) with its whole chain of custody. */
export async function codeWithChain(db: Db, idOrCode: string) {
  const row = (await codeQuery(db)
    .where((eb) => eb.or([eb('k.id', '=', idOrCode), eb('k.code', '=', idOrCode.toUpperCase())]))
    .executeTakeFirst()) as CodeRow | undefined;
  if (!row) throw new RuleViolation('PIN_CODE_NOT_FOUND');
  const chain = await eventQuery(db).where('e.code_id', '=', row.id).orderBy('e.id').execute();
  return { ...codeView(row, null), price: formatMoney(row.price), priceCoinName: row.coin, chain: chain.map((e) => eventView(e as EventRow)) };
}
