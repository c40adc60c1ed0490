import type { NotificationChannel } from '../db/schema.ts';
import { isNotificationTextKey, type NotificationTextKey } from '../i18n/notifications.ts';

/**
 * The events a member is told about (docs/notifications.md): one vocabulary on every side (the
 * GraphQL enum `NotificationEvent`). ADDRESS_READY of the shared list is left out: a withdrawal
 * address becomes usable by the passing of its cooling time, not by a change the platform makes,
 * so there is no transaction to write it in (docs/notifications.md says so).
 */
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
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * Events that reach the member by email only, outside the per-event preferences: the monthly
 * statement (its own opt-in, `members.monthly_statement`) and the code that confirms a new email
 * address (sent to that address, docs/security.md "The email address"). No inbox row, no push.
 */
export const EMAIL_ONLY_EVENTS = ['MONTHLY_STATEMENT', 'EMAIL_CHANGE_CODE'] as const;
export type EmailOnlyEvent = (typeof EMAIL_ONLY_EVENTS)[number];

/**
 * Parameters that are secrets: kept only until the email has left (or was given up), then erased
 * from the stored notification, so the database never keeps a usable code once it is sent.
 */
export const SECRET_PARAMS: readonly string[] = ['code'];

export function isEmailOnlyEvent(value: string): value is EmailOnlyEvent {
  return (EMAIL_ONLY_EVENTS as readonly string[]).includes(value);
}

export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL', 'PUSH'] as const satisfies readonly NotificationChannel[];

/** Security events reach the member on every channel: no preference turns them off. */
export const LOCKED_EVENTS: readonly NotificationEvent[] = ['SIGN_IN_NEW_DEVICE', 'SECURITY_CHANGED'];

export function isLocked(event: NotificationEvent): boolean {
  return LOCKED_EVENTS.includes(event);
}

export function isNotificationEvent(value: string): value is NotificationEvent {
  return (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** Where the web app shows the thing a notification is about (its hash-router path), or null. */
const LINKS: Readonly<Record<NotificationEvent, string | null>> = {
  DEPOSIT_CREDITED: '/records',
  DEPOSIT_REJECTED: '/records',
  WITHDRAWAL_APPROVED: '/records',
  WITHDRAWAL_SENT: '/records',
  WITHDRAWAL_FAILED: '/records',
  WITHDRAWAL_NOT_RECEIVED: '/records',
  TRANSFER_RECEIVED: '/records',
  DAILY_PROFIT: '/records',
  PREMIUM_DUE: '/insurance/premium',
  CLAIM_DECIDED: '/claim-insurance',
  CLAIM_INFO_REQUESTED: '/claim-insurance',
  KYC_DECIDED: '/kyc',
  RANK_UP: '/invite-tree',
  OTC_OFFER_TAKEN: '/otc',
  OTC_CHAT_MESSAGE: '/otc',
  OTC_APPEAL_OPENED: '/otc',
  OTC_APPEAL_DECIDED: '/otc',
  JACKPOT_DRAWN: '/prize',
  SIGN_IN_NEW_DEVICE: '/setting',
  SECURITY_CHANGED: '/setting',
};

/**
 * The link of one notification: a new-device notice that carries a freeze link (docs/security.md)
 * opens the web app's freeze page with its token, which works signed in or not.
 */
export function linkOf(event: NotificationEvent, params: Readonly<Record<string, string>> = {}): string | null {
  if (event === 'SIGN_IN_NEW_DEVICE' && params.freezeToken) return `/freeze?token=${encodeURIComponent(params.freezeToken)}`;
  return LINKS[event];
}

/** The catalogue entry of an event: `EVENT:OUTCOME` when the parameters name an outcome it has. */
export function textKeyOf(event: NotificationEvent | EmailOnlyEvent, params: Readonly<Record<string, string>>): NotificationTextKey {
  const withOutcome = params.outcome ? `${event}:${params.outcome}` : event;
  if (isNotificationTextKey(withOutcome)) return withOutcome;
  if (isNotificationTextKey(event)) return event;
  throw new Error(`no notification text for ${withOutcome}`);
}
