import type { Locale } from '@portal/envelope/catalogue';
import { sql, type RawBuilder } from 'kysely';
import type { Db, Tx } from '../db/database.ts';
import type { NotificationChannel } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';
import { creditName } from '../credits/credit-names.ts';
import { isCreditType } from '../credits/credit-types.ts';
import { notificationText } from '../i18n/notifications.ts';
import { packageNamesIn, type Naming } from '../lib/catalogue-names.ts';
import { newId } from '../lib/ids.ts';
import { isEmailOnlyEvent, isLocked, isNotificationEvent, LOCKED_EVENTS, linkOf, NOTIFICATION_EVENTS, textKeyOf, type EmailOnlyEvent, type NotificationEvent } from './events.ts';

/** A notification's parameters: what its texts name (amounts as decimal strings, names, ids). */
export type NotificationParams = Readonly<Record<string, string | number>>;

export interface NotifyOptions {
  /** The business change's time (the platform clock), the notification's createdAt. */
  now?: Date;
  /** At most one notification per member with this key: a repeat is dropped. */
  dedupeKey?: string;
  /**
   * The address its email goes to instead of the member's current one: the code that confirms a
   * new address, the alert of a change to the old address. Fixed when the delivery is written.
   */
  emailTo?: string | undefined;
}

function stored(params: NotificationParams): string {
  return JSON.stringify(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
}

/**
 * Tells a member about an event: the inbox row and its delivery rows (email, push) are written in
 * the caller's transaction, so they exist exactly when the business change does. Preferences
 * decide which rows: IN_APP off hides the inbox row, EMAIL/PUSH off writes no delivery row
 * (security events ignore them). `params.outcome` picks the text of an outcome (`APPROVED`).
 * An email-only event (the monthly statement) writes a hidden inbox row and its email delivery
 * only. Answers the new notification's id, or null when the dedupe key dropped it.
 */
export async function notify(tx: Tx, memberId: string, event: NotificationEvent | EmailOnlyEvent, params: NotificationParams, options: NotifyOptions = {}): Promise<string | null> {
  const now = options.now ?? new Date();
  const emailOnly = isEmailOnlyEvent(event);
  // One statement (every money operation tells its member): the inbox row with its flag, then its
  // delivery rows from it; their reference to it is checked at the statement's end.
  const written = await sql<{ id: string }>`
    with n as (
      insert into notifications (id, member_id, event, params, dedupe_key, created_at, in_app)
      select n.id, n.member_id, n.event, n.params, n.dedupe_key, n.created_at, ${emailOnly ? sql`false` : channelWanted('IN_APP')}
      from (values (${newId('ntf')}, ${memberId}, ${event}, ${stored(params)}::jsonb, ${options.dedupeKey ?? null}::text, ${now}::timestamptz))
        as n (id, member_id, event, params, dedupe_key, created_at)
      on conflict (member_id, dedupe_key) where dedupe_key is not null do nothing
      returning id, member_id, event, created_at
    ), email as (${emailDeliveries(sql`n`, options.emailTo ?? null)})
    ${emailOnly ? sql`` : sql`, push as (${pushDeliveries(sql`n`)})`}
    select id from n`.execute(tx);
  return written.rows[0]?.id ?? null;
}

/**
 * Many notifications of one event from a query (the daily run: a digest per member), in the
 * caller's transaction. `rows` selects `member_id`, `params` (jsonb) and `dedupe_key`; a row whose
 * member has that key already is dropped.
 */
export async function notifyMany(tx: Tx, event: NotificationEvent, rows: RawBuilder<unknown>, now: Date): Promise<number> {
  await sql`create temp table if not exists notifications_new (id text primary key) on commit drop`.execute(tx);
  await sql`truncate notifications_new`.execute(tx);
  const inserted = await sql`
    with written as (
      insert into notifications (id, member_id, event, params, dedupe_key, created_at)
      select 'ntf_' || replace(gen_random_uuid()::text, '-', ''), q.member_id, ${event}, q.params, q.dedupe_key, ${now}
      from (${rows}) q
      on conflict (member_id, dedupe_key) where dedupe_key is not null do nothing
      returning id
    )
    insert into notifications_new select id from written`.execute(tx);
  await sql`update notifications n set in_app = false where n.id in (select id from notifications_new) and not ${channelWanted('IN_APP')}`.execute(tx);
  const written = sql`(select * from notifications where id in (select id from notifications_new)) n`;
  await emailDeliveries(written, null).execute(tx);
  await pushDeliveries(written).execute(tx);
  return Number(inserted.numAffectedRows ?? 0);
}

/** `true` unless the member turned this channel of the notification's event off (security events cannot be). */
function channelWanted(channel: NotificationChannel): RawBuilder<boolean> {
  return sql<boolean>`(n.event in (${sql.join(LOCKED_EVENTS)}) or not exists (
    select 1 from notification_preferences p
    where p.member_id = n.member_id and p.event = n.event and p.channel = ${channel} and not p.enabled))`;
}

/**
 * The email delivery rows of the notifications `source` yields (a from-item aliased `n` with
 * their id, member_id, event and created_at), to `emailTo` or else the member's address. The row
 * id is the email's Message-ID too: a resend after a crash carries the same one.
 */
function emailDeliveries(source: RawBuilder<unknown>, emailTo: string | null): RawBuilder<unknown> {
  return sql`
    insert into notification_deliveries (id, notification_id, member_id, channel, subscription_id, next_attempt_at, message_id, created_at, to_address)
    select d.id, d.notification_id, d.member_id, 'EMAIL', null, d.created_at, '<' || d.id || '@' || d.message_domain || '>', d.created_at, ${emailTo}::text
    from (
      select 'dlv_' || replace(gen_random_uuid()::text, '-', '') as id, n.id as notification_id, n.member_id, n.created_at, c.message_domain
      from ${source}
      join members m on m.id = n.member_id
      cross join notification_channels c
      where c.email and coalesce(${emailTo}::text, m.email) is not null and ${channelWanted('EMAIL')}
    ) d`;
}

/** A push delivery row per subscribed device of the notifications `source` yields (as `emailDeliveries`). */
function pushDeliveries(source: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    insert into notification_deliveries (id, notification_id, member_id, channel, subscription_id, next_attempt_at, message_id, created_at)
    select d.id, d.notification_id, d.member_id, 'PUSH', d.subscription_id, d.created_at, '<' || d.id || '@' || d.message_domain || '>', d.created_at
    from (
      select 'dlv_' || replace(gen_random_uuid()::text, '-', '') as id, n.id as notification_id, n.member_id, s.id as subscription_id, n.created_at, c.message_domain
      from ${source}
      join push_subscriptions s on s.member_id = n.member_id
      cross join notification_channels c
      where c.push and ${channelWanted('PUSH')}
    ) d`;
}

/** The names a notification's parameters carry in en-US, in the reader's language: credits, and packages by their catalogue entry. */
export interface NotificationNames {
  packages: ReadonlyMap<string, Naming>;
}

const NO_NAMES: NotificationNames = { packages: new Map() };

/** The package names in `locale` that the notifications with `params` need. */
export async function notificationNames(db: Db | Tx, locale: Locale, params: readonly Readonly<Record<string, unknown>>[]): Promise<NotificationNames> {
  const packageIds = params.map((each) => each.packageId).filter((id): id is string => typeof id === 'string');
  return { packages: await packageNamesIn(db, packageIds, locale) };
}

/** A credit's code (CASH_POINT) as the member calls it; anything else as written. */
function credit(value: string, locale: Locale): string {
  return isCreditType(value) ? creditName(value, locale) : value;
}

/** The parameters as the reader reads them: credits named, a package by its name in `locale` (still its entry's en-US name when written). */
function worded(locale: Locale, params: Readonly<Record<string, string>>, names: NotificationNames): Record<string, string> {
  const out: Record<string, string> = { ...params };
  if (params.coinName) out.coinName = credit(params.coinName, locale);
  // DAILY_PROFIT's `summary`: "0.5 BONUS_POINT, 2 CASH_POINT".
  if (params.summary) out.summary = params.summary.replace(/\b[A-Z][A-Z_]+\b/g, (code) => credit(code, locale));
  const pkg = params.packageId ? names.packages.get(params.packageId) : undefined;
  if (pkg && params.packageName === pkg.english) out.packageName = pkg.name;
  return out;
}

/**
 * Title, body and link of a stored notification in `locale`; `names` (from `notificationNames`)
 * holds the package names in that language.
 */
export function renderNotification(
  locale: Locale,
  event: string,
  params: Readonly<Record<string, unknown>>,
  names: NotificationNames = NO_NAMES,
): { title: string; body: string; link: string | null } {
  const strings = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const words = worded(locale, strings, names);
  if (isEmailOnlyEvent(event)) return { ...notificationText(locale, textKeyOf(event, strings), words), link: '/records' };
  if (!isNotificationEvent(event)) return { title: event, body: '', link: null };
  return { ...notificationText(locale, textKeyOf(event, strings), words), link: linkOf(event, strings) };
}

export async function inbox(db: Db, memberId: string, filter: { pageNum: number; pageSize: number; unreadOnly: boolean }, locale: Locale) {
  let query = db.selectFrom('notifications').where('member_id', '=', memberId).where('in_app', '=', true);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'event', 'params', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const names = await notificationNames(db, locale, rows.map((row) => row.params));
  return {
    list: rows.map((row) => ({
      id: row.id,
      event: row.event,
      ...renderNotification(locale, row.event, row.params, names),
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at ? row.read_at.toISOString() : null,
    })),
    total: Number(total.n),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

export async function unreadCount(db: Db, memberId: string): Promise<{ count: number }> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
}

/** Marks the member's own unread notifications among `ids` read; other members' ids change nothing. */
export async function markRead(db: Db, memberId: string, ids: readonly string[] | 'all', now: Date): Promise<{ count: number }> {
  let query = db.updateTable('notifications').set({ read_at: now }).where('member_id', '=', memberId).where('read_at', 'is', null).where('in_app', '=', true);
  if (ids !== 'all') query = query.where('id', 'in', [...ids]);
  const result = await query.executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

export async function preferences(db: Db | Tx, memberId: string) {
  const [rows, member] = await Promise.all([
    db.selectFrom('notification_preferences').select(['event', 'channel', 'enabled']).where('member_id', '=', memberId).execute(),
    db.selectFrom('members').select(['email', 'monthly_statement']).where('id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => `${row.event}:${row.channel}`));
  const on = (event: NotificationEvent, channel: NotificationChannel) => isLocked(event) || !off.has(`${event}:${channel}`);
  return {
    list: NOTIFICATION_EVENTS.map((event) => ({ event, inApp: on(event, 'IN_APP'), email: on(event, 'EMAIL'), push: on(event, 'PUSH'), locked: isLocked(event) })),
    // The monthly statement email: the member's opt-in, and the address it goes to (null: none on file).
    monthlyStatement: { enabled: member.monthly_statement, email: member.email },
  };
}

/** Turns the monthly statement email on or off (docs/notifications.md, "Monthly statements"). */
export async function setMonthlyStatement(db: Db, memberId: string, enabled: boolean, now: Date) {
  await db.updateTable('members').set({ monthly_statement: enabled, updated_at: now }).where('id', '=', memberId).execute();
  return preferences(db, memberId);
}

export async function setPreference(db: Db, memberId: string, input: { event: NotificationEvent; channel: NotificationChannel; enabled: boolean }, now: Date) {
  if (isLocked(input.event)) throw new RuleViolation('NOTIFICATION_LOCKED');
  await db
    .insertInto('notification_preferences')
    .values({ member_id: memberId, event: input.event, channel: input.channel, enabled: input.enabled, updated_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'event', 'channel']).doUpdateSet({ enabled: input.enabled, updated_at: now }))
    .execute();
  return preferences(db, memberId);
}

/** A browser's push subscription; the same endpoint again (a renewed key) replaces the old row. */
export async function subscribePush(db: Db, memberId: string, input: { endpoint: string; keys: { p256dh: string; auth: string } }, now: Date) {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('push_subscriptions').where('endpoint', '=', input.endpoint).execute();
    await tx
      .insertInto('push_subscriptions')
      .values({ id: newId('psh'), member_id: memberId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: now })
      .execute();
  });
  return { subscribed: true as const };
}

export async function unsubscribePush(db: Db, memberId: string, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('member_id', '=', memberId).where('endpoint', '=', endpoint).execute();
  return { subscribed: false as const };
}

/** Whether this installation sends email at all (SMTP configured): without it no code can reach a new address. */
export async function emailChannelOn(db: Db | Tx): Promise<boolean> {
  const row = await db.selectFrom('notification_channels').select('email').where('id', '=', 1).executeTakeFirst();
  return row?.email === true;
}

/** The installation's sending channels, written at start from the configuration: rows are queued only for those. */
export async function setSendingChannels(db: Db, channels: { email: boolean; push: boolean; messageDomain: string }, now: Date): Promise<void> {
  await db.updateTable('notification_channels').set({ email: channels.email, push: channels.push, message_domain: channels.messageDomain, updated_at: now }).where('id', '=', 1).execute();
}

/** The operator's view of the delivery outbox, newest first. */
export async function deliveries(db: Db, filter: { status?: 'PENDING' | 'SENT' | 'FAILED' | undefined; limit: number }) {
  let query = db
    .selectFrom('notification_deliveries as d')
    .innerJoin('notifications as n', 'n.id', 'd.notification_id')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select(['d.id', 'm.user_name', 'n.event', 'd.channel', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.message_id', 'd.last_error', 'd.sent_at', 'd.created_at']);
  if (filter.status) query = query.where('d.status', '=', filter.status);
  const rows = await query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    userName: row.user_name,
    event: row.event,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at.toISOString(),
    messageId: row.message_id,
    lastError: row.last_error,
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  }));
}
