import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../db/database.ts';
import { assert, RuleViolation } from '../errors.ts';
import { writeRecord } from '../assets/service.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { checkAmount } from '../lib/amounts.ts';
import { gmt8Day } from '../lib/gmt8.ts';
import { oncePerRequest } from '../lib/idempotency.ts';
import { newId, randomBase32 } from '../lib/ids.ts';
import { formatMoney, money } from '../lib/money.ts';
import { normalizeAddress } from '../withdrawal-address/address-format.ts';

/** The Hash Kingdom game area (SPEC "game"): rules, configuration and a worked example in docs/game.md. */

export type GameDirection = 'OUT' | 'IN';
export type CatalogueKind = 'GAME' | 'MEDIA';

async function settings(db: Db | Tx) {
  return db.selectFrom('game_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

async function accountOf(db: Db | Tx, memberId: string) {
  return db
    .selectFrom('game_accounts as g')
    .innerJoin('ledger_accounts as w', 'w.id', 'g.wallet_account_id')
    .select(['g.member_id', 'g.game_user_name', 'g.wallet_account_id', 'g.bind_address', 'g.bound_at', 'g.created_at', 'w.balance'])
    .where('g.member_id', '=', memberId)
    .executeTakeFirst();
}

async function registeredAccount(db: Db | Tx, memberId: string) {
  const account = await accountOf(db, memberId);
  if (!account) throw new RuleViolation('GAME_NOT_REGISTERED');
  return account;
}

/** The member's game area: whether they registered, the bound address, the game wallet and GMT they may move in. */
export async function gameUserInfo(db: Db, memberId: string) {
  const [account, config] = await Promise.all([accountOf(db, memberId), settings(db)]);
  const gmt = await db.selectFrom('ledger_accounts').select('balance').where('member_id', '=', memberId).where('coin_name', '=', 'GMT').where('state', '=', 'available').executeTakeFirstOrThrow();
  return {
    registered: account !== undefined,
    gameUserName: account?.game_user_name ?? null,
    bindAddress: account?.bind_address ?? null,
    boundAt: account?.bound_at?.toISOString() ?? null,
    registeredAt: account?.created_at.toISOString() ?? null,
    walletBalance: account ? formatMoney(account.balance) : '0',
    gmtAvailable: formatMoney(gmt.balance),
    minTransfer: formatMoney(config.min_transfer),
    connected: config.launch_url !== null,
  };
}

/**
 * Register the member's game account, once: its game user name is the member's user name, and
 * its game wallet a new GMT ledger account at zero that may never go below zero.
 */
export async function registerGameAccount(db: Db, memberId: string, now: Date) {
  await db.transaction().execute(async (tx) => {
    // One registration at a time per member: the member row's lock, then the primary key.
    const member = await tx.selectFrom('members').select(['id', 'user_name']).where('id', '=', memberId).forNoKeyUpdate().executeTakeFirstOrThrow();
    if (await accountOf(tx, memberId)) throw new RuleViolation('GAME_ALREADY_REGISTERED');
    const walletId = newId('acc');
    await tx
      .insertInto('ledger_accounts')
      .values({ id: walletId, system_name: `game-wallet:${memberId}`, coin_name: 'GMT', state: 'available', allow_negative: false })
      .execute();
    await tx
      .insertInto('game_accounts')
      .values({ member_id: memberId, game_user_name: member.user_name, wallet_account_id: walletId, created_at: now, updated_at: now })
      .execute();
  });
  return gameUserInfo(db, memberId);
}

/**
 * Bind (or rebind) the address the game platform knows the member by: a BEP20 address only,
 * checked as withdrawal addresses are (format, EIP-55 checksum, known token contracts).
 */
export async function bindGameAddress(db: Db, memberId: string, input: { address: string }, now: Date) {
  const address = normalizeAddress('BEP20', input.address);
  await registeredAccount(db, memberId);
  await db.updateTable('game_accounts').set({ bind_address: address, bound_at: now, updated_at: now }).where('member_id', '=', memberId).execute();
  return gameUserInfo(db, memberId);
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * The launch URL: the configured game address with a short-lived token signed by the platform
 * (HMAC-SHA256). Only the newest token of a member is good, and the game redeems it once
 * (`redeemLaunchToken`). The token is never logged.
 */
export async function gameLogin(db: Db, memberId: string, now: Date) {
  const account = await registeredAccount(db, memberId);
  const config = await settings(db);
  if (config.launch_url === null) throw new RuleViolation('GAME_NOT_CONNECTED');
  const tokenId = randomBase32(20);
  const expiresAt = new Date(now.getTime() + config.token_ttl_seconds * 1000);
  const payload = Buffer.from(JSON.stringify({ sub: account.game_user_name, jti: tokenId, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  const token = `${payload}.${sign(config.token_secret, payload)}`;
  await db.updateTable('game_accounts').set({ launch_token_id: tokenId, launch_expires_at: expiresAt, updated_at: now }).where('member_id', '=', memberId).execute();
  const url = new URL(config.launch_url);
  url.searchParams.set('token', token);
  return { launchUrl: url.toString(), expiresAt: expiresAt.toISOString() };
}

/** Operator/game side: a launch token's member, once; a wrong, expired, superseded or used token is refused. */
export async function redeemLaunchToken(db: Db, token: string, now: Date) {
  const config = await settings(db);
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw new RuleViolation('GAME_TOKEN_INVALID');
  const expected = Buffer.from(sign(config.token_secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new RuleViolation('GAME_TOKEN_INVALID');
  let claims: { sub?: unknown; jti?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw new RuleViolation('GAME_TOKEN_INVALID');
  }
  if (typeof claims.jti !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) {
    throw new RuleViolation('GAME_TOKEN_INVALID');
  }
  const used = await db
    .updateTable('game_accounts')
    .set({ launch_token_id: null, launch_expires_at: null, updated_at: now })
    .where('game_user_name', '=', claims.sub)
    .where('launch_token_id', '=', claims.jti)
    .returning(['game_user_name', 'bind_address'])
    .executeTakeFirst();
  if (!used) throw new RuleViolation('GAME_TOKEN_INVALID');
  return { gameUserName: used.game_user_name, bindAddress: used.bind_address };
}

/**
 * Move GMT between the member's GMT credit and the game wallet. OUT: credit → game wallet
 * (record GAME_TRANSFER_OUT, a negative amount on the GMT credit); IN: game wallet → credit
 * (GAME_TRANSFER_IN, positive). One ledger transfer, one record, at most once per request id.
 */
export async function gameTransfer(db: Db, memberId: string, input: { direction: GameDirection; amount: string; requestId: string }, now: Date) {
  return oncePerRequest(db, { memberId, requestId: input.requestId, operation: 'game:transfer' }, async (tx) => {
    const account = await registeredAccount(tx, memberId);
    const config = await settings(tx);
    const amount = checkAmount(input.amount, { min: money(formatMoney(config.min_transfer)) });
    const credit = await memberAccountId(tx, memberId, 'GMT', 'available');
    const toGame = input.direction === 'OUT';
    const transfer = await postTransfer(tx, {
      recordType: toGame ? 'GAME_TRANSFER_OUT' : 'GAME_TRANSFER_IN',
      memo: `game wallet ${input.direction} ${account.game_user_name}`,
      postings: [
        { accountId: credit, amount: toGame ? amount.negated() : amount },
        { accountId: account.wallet_account_id, amount: toGame ? amount : amount.negated() },
      ],
    });
    const signed = formatMoney(toGame ? amount.negated() : amount);
    const receiptNumber = await writeRecord(tx, {
      memberId,
      transferId: transfer.transferId,
      coinName: 'GMT',
      recordType: toGame ? 'GAME_TRANSFER_OUT' : 'GAME_TRANSFER_IN',
      amount: signed,
      actualAmount: signed,
      status: 'SUCCESS',
      remark: account.game_user_name,
      now,
    });
    const walletBalance = transfer.balancesAfter.get(account.wallet_account_id);
    const gmtAvailable = transfer.balancesAfter.get(credit);
    assert(walletBalance !== undefined && gmtAvailable !== undefined, 'the transfer touched both accounts');
    return { receiptNumber, direction: input.direction, amount: formatMoney(amount), walletBalance, gmtAvailable, createdAt: now.toISOString() };
  });
}

/** The member's game transfers (records GAME_TRANSFER_OUT / GAME_TRANSFER_IN), newest first. */
export async function gameTransferList(db: Db, memberId: string, page: { pageNum: number; pageSize: number }) {
  const rows = db.selectFrom('asset_records').where('member_id', '=', memberId).where('record_type', 'in', ['GAME_TRANSFER_OUT', 'GAME_TRANSFER_IN']);
  const [{ total }, list] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    rows
      .select(['receipt_number', 'record_type', 'amount', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
  ]);
  return {
    list: list.map((row) => ({
      receiptNumber: row.receipt_number,
      direction: (row.record_type === 'GAME_TRANSFER_OUT' ? 'OUT' : 'IN') as GameDirection,
      /** Always positive here; the direction says which way it went. */
      amount: formatMoney(money(formatMoney(row.amount)).abs()),
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(total),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** Bet flow the game platform reported for the member: today's (GMT+8 business day) and the total. */
export async function betFlowInfo(db: Db, memberId: string, now: Date) {
  const today = gmt8Day(now);
  const row = await db
    .selectFrom('game_bet_flows')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'),
      eb.fn.coalesce(eb.fn.sum<string>(eb.case().when('business_day', '=', today).then(eb.ref('amount')).else(eb.val('0')).end()), eb.val('0')).as('today'),
      eb.fn.max('created_at').as('updated'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { businessDay: today, today: formatMoney(String(row.today)), total: formatMoney(String(row.total)), updatedAt: row.updated ? new Date(row.updated as Date).toISOString() : null };
}

/** The configured list (games or media), enabled entries in order. */
export async function catalogue(db: Db, kind: CatalogueKind) {
  const rows = await db
    .selectFrom('game_catalogue')
    .select(['code', 'name', 'image', 'link', 'sort_order'])
    .where('kind', '=', kind)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((row) => ({ code: row.code, name: row.name, image: row.image, link: row.link, sortOrder: row.sort_order }));
}

// ——— Operator ———

function configView(row: Awaited<ReturnType<typeof settings>>) {
  return { launchUrl: row.launch_url, tokenTtlSeconds: row.token_ttl_seconds, minTransfer: formatMoney(row.min_transfer), updatedAt: row.updated_at.toISOString() };
}

export async function gameConfig(db: Db) {
  const [config, games, media] = await Promise.all([
    settings(db),
    db.selectFrom('game_catalogue').selectAll().where('kind', '=', 'GAME').orderBy('sort_order').orderBy('code').execute(),
    db.selectFrom('game_catalogue').selectAll().where('kind', '=', 'MEDIA').orderBy('sort_order').orderBy('code').execute(),
  ]);
  const item = (row: (typeof games)[number]) => ({ code: row.code, name: row.name, image: row.image, link: row.link, sortOrder: row.sort_order, enabled: row.enabled });
  return { ...configView(config), games: games.map(item), media: media.map(item) };
}

/** An http(s) address, or the refusal; `null` or '' clears it (the game is then "not connected"). */
function launchUrlOf(value: string): string | null {
  if (value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new RuleViolation('VALIDATION', { detail: 'launchUrl is not an address' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RuleViolation('VALIDATION', { detail: 'launchUrl must be http(s)' });
  return url.toString();
}

export async function setGameConfig(db: Db, input: { launchUrl?: string | undefined; tokenTtlSeconds?: number | undefined; minTransfer?: string | undefined }, now: Date) {
  const minTransfer = input.minTransfer === undefined ? undefined : formatMoney(checkAmount(input.minTransfer, { min: money('0.00000001') }));
  await db
    .updateTable('game_settings')
    .set({
      ...(input.launchUrl === undefined ? {} : { launch_url: launchUrlOf(input.launchUrl) }),
      ...(input.tokenTtlSeconds === undefined ? {} : { token_ttl_seconds: input.tokenTtlSeconds }),
      ...(minTransfer === undefined ? {} : { min_transfer: minTransfer }),
      updated_at: now,
    })
    .where('id', '=', 1)
    .execute();
  return gameConfig(db);
}

export async function setCatalogueItem(
  db: Db,
  input: { kind: CatalogueKind; code: string; name?: string | undefined; image?: string | undefined; link?: string | undefined; sortOrder?: number | undefined; enabled?: boolean | undefined },
  now: Date,
) {
  const existing = await db.selectFrom('game_catalogue').select('code').where('kind', '=', input.kind).where('code', '=', input.code).executeTakeFirst();
  const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value.trim() === '' ? null : value.trim());
  const changes = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.image === undefined ? {} : { image: blankToNull(input.image) }),
    ...(input.link === undefined ? {} : { link: blankToNull(input.link) === null ? null : launchUrlOf(input.link) }),
    ...(input.sortOrder === undefined ? {} : { sort_order: input.sortOrder }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    updated_at: now,
  };
  if (existing) {
    await db.updateTable('game_catalogue').set(changes).where('kind', '=', input.kind).where('code', '=', input.code).execute();
  } else {
    if (input.name === undefined) throw new RuleViolation('VALIDATION', { detail: 'a new entry needs a name' });
    await db.insertInto('game_catalogue').values({ kind: input.kind, code: input.code, name: input.name, ...changes }).execute();
  }
  return gameConfig(db);
}

export async function gameAccountForOperator(db: Db, memberId: string, now: Date) {
  const account = await accountOf(db, memberId);
  if (!account) throw new RuleViolation('GAME_NOT_REGISTERED');
  return {
    gameUserName: account.game_user_name,
    bindAddress: account.bind_address,
    boundAt: account.bound_at?.toISOString() ?? null,
    registeredAt: account.created_at.toISOString(),
    walletBalance: formatMoney(account.balance),
    betFlow: await betFlowInfo(db, memberId, now),
  };
}

/**
 * The game platform's report of a member's bet flow: an amount above 0 on a business day (today
 * unless given). A report with a reference the platform already holds is recorded once.
 */
export async function recordBetFlow(db: Db, memberId: string, input: { amount: string; day?: string | undefined; reference?: string | undefined }, now: Date) {
  const amount = checkAmount(input.amount, { min: money('0.00000001') });
  await registeredAccount(db, memberId);
  const day = input.day ?? gmt8Day(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new RuleViolation('VALIDATION', { detail: 'day is yyyy-MM-dd' });
  await db
    .insertInto('game_bet_flows')
    .values({ id: newId('gbf'), member_id: memberId, business_day: day, amount: formatMoney(amount), reference: input.reference ?? null, created_at: now })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  return betFlowInfo(db, memberId, now);
}
