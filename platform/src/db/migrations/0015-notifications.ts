import { sql, type Kysely } from 'kysely';

/**
 * Member notifications (docs/notifications.md). The inbox (`notifications`: one row per event
 * that concerns a member, its parameters as JSON, rendered in the reader's language at read
 * time), the member's choices per event and channel (`notification_preferences`: a missing row
 * means on), Web Push subscriptions, and the durable delivery outbox (`notification_deliveries`:
 * one row per notification × channel, or per push subscription, written in the same transaction
 * as the business change and worked off by the dispatcher). `notification_channels` says which
 * sending channels this installation has (written from the configuration at start), so rows are
 * only queued for channels that can send. `member_devices` remembers where a member has signed in
 * from, for the sign-in-from-a-new-device notice; `members.locale` is the language of email and
 * push.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column locale text not null default 'en-US' check (locale in ('en-US', 'zh-CN', 'ja-JP', 'ko-KP', 'id-ID'))`.execute(db);

  await sql`
    create table notifications (
      id text primary key,
      member_id text not null references members(id),
      event text not null,
      params jsonb not null default '{}'::jsonb,
      in_app boolean not null default true,
      dedupe_key text,
      created_at timestamptz not null,
      read_at timestamptz
    )`.execute(db);
  await sql`create index notifications_member_idx on notifications (member_id, created_at desc, id desc) where in_app`.execute(db);
  await sql`create index notifications_unread_idx on notifications (member_id) where in_app and read_at is null`.execute(db);
  // One digest per member per day: the daily run names it (DAILY_PROFIT:<day>).
  await sql`create unique index notifications_dedupe_idx on notifications (member_id, dedupe_key) where dedupe_key is not null`.execute(db);

  await sql`
    create table notification_preferences (
      member_id text not null references members(id),
      event text not null,
      channel text not null check (channel in ('IN_APP', 'EMAIL', 'PUSH')),
      enabled boolean not null,
      updated_at timestamptz not null,
      primary key (member_id, event, channel)
    )`.execute(db);

  await sql`
    create table push_subscriptions (
      id text primary key,
      member_id text not null references members(id),
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index push_subscriptions_member_idx on push_subscriptions (member_id)`.execute(db);

  await sql`
    create table notification_channels (
      id integer primary key check (id = 1),
      email boolean not null default false,
      push boolean not null default false,
      message_domain text not null default 'localhost',
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into notification_channels (id) values (1)`.execute(db);

  await sql`
    create table notification_deliveries (
      id text primary key,
      notification_id text not null references notifications(id),
      member_id text not null references members(id),
      channel text not null check (channel in ('EMAIL', 'PUSH')),
      subscription_id text references push_subscriptions(id) on delete cascade,
      status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      message_id text not null unique,
      last_error text,
      sent_at timestamptz,
      created_at timestamptz not null,
      check ((channel = 'PUSH') = (subscription_id is not null))
    )`.execute(db);
  await sql`create index notification_deliveries_due_idx on notification_deliveries (next_attempt_at) where status = 'PENDING'`.execute(db);
  await sql`create index notification_deliveries_notification_idx on notification_deliveries (notification_id)`.execute(db);

  await sql`
    create table member_devices (
      member_id text not null references members(id),
      device_hash text not null,
      first_seen_at timestamptz not null,
      last_seen_at timestamptz not null,
      primary key (member_id, device_hash)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_devices`.execute(db);
  await sql`drop table if exists notification_deliveries`.execute(db);
  await sql`drop table if exists notification_channels`.execute(db);
  await sql`drop table if exists push_subscriptions`.execute(db);
  await sql`drop table if exists notification_preferences`.execute(db);
  await sql`drop table if exists notifications`.execute(db);
  await sql`alter table members drop column if exists locale`.execute(db);
}
