import type { Agent } from 'node:https';
import type { Locale } from '@portal/envelope/catalogue';
import { LOCALES } from '@portal/envelope/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { emailBodies } from '../lib/email-body.ts';
import type { Clock } from '../lib/time.ts';
import { SECRET_PARAMS } from './events.ts';
import { notificationNames, renderNotification } from './service.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services can reach the sender at. */
  subject: string;
}

export interface DispatcherSettings {
  /** SMTP; without it no email is queued or sent. */
  smtpUrl: string | undefined;
  from: string;
  /** Web Push; without it no push is queued or sent. */
  vapid: VapidKeys | undefined;
  /** How often due deliveries are looked for. */
  intervalMs: number;
  /** The first retry's delay; each further one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A send's time limit, and how long a claimed row stays claimed before another dispatcher may take it. */
  sendTimeoutMs: number;
  /** After this many failed attempts a delivery is given up (FAILED, kept for the operator). */
  maxAttempts: number;
  /** Trusted certificates for push services (tests run their own over HTTPS). */
  pushAgent?: Agent | undefined;
}

export interface Dispatcher {
  /** Claims and sends the due deliveries once; resolves with how many were claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 50;
/** Sends at once within a batch: one slow mail server does not hold up the rest for long. */
const PARALLEL = 8;

interface Claimed {
  id: string;
  notification_id: string;
  member_id: string;
  channel: 'EMAIL' | 'PUSH';
  subscription_id: string | null;
  attempts: number;
  message_id: string;
  event: string;
  params: Record<string, unknown>;
  email: string | null;
  locale: string;
  anti_phishing_code: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

/** The delay before attempt `attempts + 1`: exponential from `base`, capped. */
export function retryDelayMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** A push service's answer that means the subscription is gone for good (RFC 8030 §7.3). */
function subscriptionGone(error: unknown): boolean {
  const status = (error as { statusCode?: number }).statusCode;
  return status === 404 || status === 410;
}

function errorText(error: unknown): string {
  const status = (error as { statusCode?: number }).statusCode;
  const message = error instanceof Error ? error.message : String(error);
  return (status ? `${status} ${message}` : message).slice(0, 500);
}

/**
 * Works off the delivery outbox (docs/notifications.md, "Delivery"). A row is claimed by moving
 * its next attempt past the send's time limit (`FOR UPDATE SKIP LOCKED`, so several platform
 * processes never take the same row), then sent, then marked SENT; a failure schedules the next
 * attempt with exponential backoff. A process killed between the send and the mark leaves the
 * row claimed until its lease runs out; it is then sent again with the same Message-ID (the row's),
 * so mail systems can recognize the repeat: delivery is at least once, never lost.
 */
export async function startDispatcher(db: Db, clock: Clock, log: FastifyBaseLogger, settings: DispatcherSettings): Promise<Dispatcher> {
  // Loaded only with the channel configured: a platform without mail or push never holds them.
  const transport: Transporter | undefined = settings.smtpUrl
    ? (await import('nodemailer')).default.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: settings.sendTimeoutMs,
        greetingTimeout: settings.sendTimeoutMs,
        socketTimeout: settings.sendTimeoutMs,
      })
    : undefined;
  const webPush = settings.vapid ? (await import('web-push')).default : undefined;

  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + settings.sendTimeoutMs * 2);
    const result = await sql<Claimed>`
      with claimed as (
        update notification_deliveries d
        set attempts = d.attempts + 1, next_attempt_at = ${leaseUntil}
        where d.id in (
          select id from notification_deliveries
          where status = 'PENDING' and next_attempt_at <= ${now}
          order by next_attempt_at
          limit ${BATCH}
          for update skip locked
        )
        returning d.id, d.notification_id, d.member_id, d.channel, d.subscription_id, d.attempts, d.message_id, d.to_address
      )
      select c.id, c.notification_id, c.member_id, c.channel, c.subscription_id, c.attempts, c.message_id,
        n.event, n.params, coalesce(c.to_address, m.email) as email, m.locale, m.anti_phishing_code, s.endpoint, s.p256dh, s.auth
      from claimed c
      join notifications n on n.id = c.notification_id
      join members m on m.id = c.member_id
      left join push_subscriptions s on s.id = c.subscription_id`.execute(db);
    return result.rows;
  }

  async function send(row: Claimed): Promise<void> {
    const locale: Locale = (LOCALES as readonly string[]).includes(row.locale) ? (row.locale as Locale) : 'en-US';
    const text = renderNotification(locale, row.event, row.params, await notificationNames(db, locale, [row.params]));
    if (row.channel === 'EMAIL') {
      if (!transport) throw new Error('SMTP is not configured');
      if (!row.email) throw new PermanentFailure('the member has no email address');
      // The member's anti-phishing code as it is when the mail leaves, at the top of both bodies.
      const bodies = emailBodies(locale, row.anti_phishing_code, text.body);
      // Files written with the notification (the monthly statements), exactly as they were checked.
      const attachments = await db
        .selectFrom('notification_attachments')
        .select(['file_name', 'content_type', 'content'])
        .where('notification_id', '=', row.notification_id)
        .orderBy('position')
        .execute();
      await transport.sendMail({
        from: settings.from,
        to: row.email,
        subject: text.title,
        text: bodies.text,
        html: bodies.html,
        messageId: row.message_id,
        headers: { 'Content-Language': locale },
        attachments: attachments.map((file) => ({ filename: file.file_name, contentType: file.content_type, content: file.content })),
      });
      return;
    }
    if (!webPush || !settings.vapid) throw new Error('Web Push is not configured');
    if (!row.endpoint || !row.p256dh || !row.auth) throw new PermanentFailure('the push subscription is gone');
    await webPush.sendNotification(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify({ id: row.notification_id, event: row.event, ...text }),
      {
        vapidDetails: settings.vapid,
        TTL: 24 * 3600,
        timeout: settings.sendTimeoutMs,
        contentEncoding: 'aes128gcm',
        ...(settings.pushAgent ? { agent: settings.pushAgent } : {}),
      },
    );
  }

  /** A delivery that is over (sent or given up) needs its secrets no more: they leave the stored parameters. */
  async function eraseSecrets(row: Claimed): Promise<void> {
    if (!SECRET_PARAMS.some((name) => name in row.params)) return;
    await sql`update notifications set params = params - ${sql.join(SECRET_PARAMS.map((name) => sql`${name}::text`), sql` - `)} where id = ${row.notification_id}`.execute(db);
  }

  async function deliver(row: Claimed): Promise<void> {
    try {
      await send(row);
      await db.updateTable('notification_deliveries').set({ status: 'SENT', sent_at: clock.now(), last_error: null }).where('id', '=', row.id).where('status', '=', 'PENDING').execute();
      await eraseSecrets(row);
    } catch (error) {
      if (row.channel === 'PUSH' && row.subscription_id && subscriptionGone(error)) {
        // The browser dropped the subscription: forget it (its pending deliveries go with it).
        await db.deleteFrom('push_subscriptions').where('id', '=', row.subscription_id).execute();
        log.info({ deliveryId: row.id }, 'push subscription gone; removed');
        return;
      }
      const giveUp = error instanceof PermanentFailure || row.attempts >= settings.maxAttempts;
      const next = new Date(clock.now().getTime() + retryDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs));
      await db
        .updateTable('notification_deliveries')
        .set({ last_error: errorText(error), ...(giveUp ? { status: 'FAILED' as const } : { next_attempt_at: next }) })
        .where('id', '=', row.id)
        .where('status', '=', 'PENDING')
        .execute();
      if (giveUp) await eraseSecrets(row);
      log.warn({ deliveryId: row.id, channel: row.channel, attempts: row.attempts, gaveUp: giveUp, err: { message: errorText(error) } }, 'notification delivery failed');
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (let i = 0; i < rows.length; i += PARALLEL) await Promise.all(rows.slice(i, i + PARALLEL).map(deliver));
    return rows.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    try {
      // A full batch means more are due: go on at once.
      while (!stopped && (await runOnce()) === BATCH);
    } catch (error) {
      if (!stopped) log.error({ err: { message: (error as Error).message } }, 'notification dispatcher round failed');
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), settings.intervalMs);
  };
  running = loop();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}
