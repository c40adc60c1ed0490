import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The stable event keys (GraphQL `NotificationEvent`); a key outside them is a contract change. */
export const NOTIFICATION_EVENTS = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_REJECTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_SENT',
  'WITHDRAWAL_FAILED',
  'WITHDRAWAL_NOT_RECEIVED',
  'TRANSFER_RECEIVED',
  'DAILY_PROFIT',
  'PREMIUM_DUE',
  'CLAIM_DECIDED',
  'CLAIM_INFO_REQUESTED',
  'KYC_DECIDED',
  'RANK_UP',
  'OTC_OFFER_TAKEN',
  'OTC_CHAT_MESSAGE',
  'OTC_APPEAL_OPENED',
  'OTC_APPEAL_DECIDED',
  'JACKPOT_DRAWN',
  'SIGN_IN_NEW_DEVICE',
  'SECURITY_CHANGED',
] as const;

/** The delivery channels (GraphQL `NotificationChannel`). */
export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL', 'PUSH'] as const;

/** Ids one `markRead` call may carry (the REST contract's bound). */
export const MAX_MARK_READ_IDS = 100;

export const notificationSchema = z.object({
  id: upstreamId,
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: upstreamInstant,
  readAt: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `Notification` type. */
export type UpstreamNotification = z.output<typeof notificationSchema>;

export const notificationsAnswer = upstreamPage(notificationSchema);
/** The mapper of the GraphQL `NotificationPage` type. */
export type UpstreamNotificationPage = z.output<typeof notificationsAnswer>;

/** How many rows a call changed or how many are unread. */
export const countAnswer = z.object({ count: z.number().int().nonnegative() });

export const preferenceSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
  locked: z.boolean(),
});
/** The mapper of the GraphQL `NotificationPreference` type. */
export type UpstreamNotificationPreference = z.output<typeof preferenceSchema>;

export const monthlyStatementSchema = z.object({ enabled: z.boolean(), email: z.string().nullable() });

export const preferencesAnswer = z.object({ list: z.array(preferenceSchema), monthlyStatement: monthlyStatementSchema });

export const pushKeyAnswer = z.object({ publicKey: z.string().nullable() });

export const subscribedAnswer = z.object({ subscribed: z.boolean() });
export const unsubscribedAnswer = z.object({ subscribed: z.boolean() });

/** The platform paths of this domain, each with the parser of its answer (docs/notifications.md). */
export const NOTIFICATION_ROUTES = {
  list: upstreamRoute('/api/notifications/list', notificationsAnswer),
  unreadCount: upstreamRoute('/api/notifications/unreadCount', countAnswer),
  markRead: upstreamRoute('/api/notifications/markRead', countAnswer),
  markAllRead: upstreamRoute('/api/notifications/markAllRead', countAnswer),
  preferences: upstreamRoute('/api/notifications/preferences', preferencesAnswer),
  setPreference: upstreamRoute('/api/notifications/setPreference', preferencesAnswer),
  setMonthlyStatement: upstreamRoute('/api/notifications/setMonthlyStatement', preferencesAnswer),
  pushKey: upstreamRoute('/api/notifications/pushKey', pushKeyAnswer),
  subscribePush: upstreamRoute('/api/notifications/subscribePush', subscribedAnswer),
  unsubscribePush: upstreamRoute('/api/notifications/unsubscribePush', unsubscribedAnswer),
};
