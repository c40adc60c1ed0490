import { Type } from '@fastify/type-provider-typebox';
import { Instant, Nullable, OneOf, PageOf } from '../lib/route-schemas.ts';
import { EMAIL_ONLY_EVENTS, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from './events.ts';

/** What the notification routes answer (docs/notifications.md): the `data` of each success. */

export const NotificationEvent = OneOf(NOTIFICATION_EVENTS);
export const NotificationChannel = OneOf(NOTIFICATION_CHANNELS);

/** One inbox entry, its title and body in the request's language. */
export const Notification = Type.Object({
  id: Type.String(),
  event: NotificationEvent,
  title: Type.String(),
  body: Type.String(),
  /** The web app's route of the thing it is about, or null. */
  link: Nullable(Type.String()),
  createdAt: Instant,
  readAt: Nullable(Instant),
});

export const NotificationPage = PageOf(Notification);

export const NotificationCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });

export const NotificationPreference = Type.Object({
  event: NotificationEvent,
  inApp: Type.Boolean(),
  email: Type.Boolean(),
  push: Type.Boolean(),
  /** Security events: every channel on, unchangeable. */
  locked: Type.Boolean(),
});

/** The monthly statement email: opted in or not, and the member's email address it goes to (null: none on file). */
export const MonthlyStatementPreference = Type.Object({ enabled: Type.Boolean(), email: Nullable(Type.String()) });

export const NotificationPreferences = Type.Object({ list: Type.Array(NotificationPreference), monthlyStatement: MonthlyStatementPreference });

export const PushKey = Type.Object({ publicKey: Nullable(Type.String()) });

export const PushSubscribed = Type.Object({ subscribed: Type.Boolean() });

export const DeliveryStatus = OneOf(['PENDING', 'SENT', 'FAILED']);

/** A row of the delivery outbox, for the operator: email-only events (the monthly statement) included. */
export const NotificationDelivery = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  event: OneOf([...NOTIFICATION_EVENTS, ...EMAIL_ONLY_EVENTS]),
  channel: OneOf(['EMAIL', 'PUSH']),
  status: DeliveryStatus,
  attempts: Type.Integer({ minimum: 0 }),
  nextAttemptAt: Instant,
  messageId: Type.String(),
  lastError: Nullable(Type.String()),
  sentAt: Nullable(Instant),
  createdAt: Instant,
});
