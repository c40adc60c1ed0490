/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
// NEEDS THE PLATFORM'S NOTIFICATION ROUTES (/api/notifications/*, branch notify-platform):
// merged here; without them this file fails at the first call (the platform answers 404).
//
// Notifications through the real gateway in front of the real platform, envelope encrypted:
// every query, mutation and the subscription of schema/notification.graphql. A transfer puts a
// TRANSFER_RECEIVED notification in the recipient's inbox, worded in the language of each read;
// the live unread count follows it over the web app's WebSocket; marking read (one's own, not
// another member's), marking all read, the preferences (a security event refuses to be turned
// off, in the member's language, and stays on), the push key (null without VAPID settings, when a
// subscription is refused) and, with VAPID settings, a device's subscription added and removed.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, registerMember, startStack, TRANSACTION_PASSWORD, uniqueName, WsConnection, type Stack } from './helpers.ts';

const INTERVAL_MS = 400;
const NOTIFICATIONS = `query Inbox($page: PageInput, $unreadOnly: Boolean) {
  notifications(page: $page, unreadOnly: $unreadOnly) { items { id event title body link createdAt readAt } pageInfo { pageNum pageSize total hasNextPage } }
}`;
const UNREAD = '{ notificationUnreadCount }';
const MARK_READ = 'mutation MarkRead($ids: [ID!]!) { markNotificationsRead(ids: $ids) }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const PREFERENCES = '{ notificationPreferences { event inApp email push locked } }';
const SET_PREFERENCE = `mutation Set($event: NotificationEvent!, $channel: NotificationChannel!, $enabled: Boolean!) {
  setNotificationPreference(event: $event, channel: $channel, enabled: $enabled) { event inApp email push locked }
}`;
const MONTHLY_STATEMENT = '{ monthlyStatementPreference { enabled email } }';
const SET_MONTHLY_STATEMENT = 'mutation SetMonthly($enabled: Boolean!) { setMonthlyStatement(enabled: $enabled) { enabled email } }';
const TRANSFER = 'mutation Transfer($input: TransferInput!) { transfer(input: $input) { id } }';
const LIVE_COUNT = { query: 'subscription { notificationUnreadCountChanged }' };
const SUBSCRIBE = 'mutation Sub($input: SubscribePushInput!) { subscribePush(input: $input) }';
const UNSUBSCRIBE = 'mutation Unsub($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }';

/** A browser's push subscription: an https endpoint, a P-256 public key and a 16-byte secret. */
function pushSubscription() {
  return {
    endpoint: `https://push.example.test/send/${randomUUID()}`,
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('notifications', () => {
  let stack: Stack;
  let alice: { userName: string; token: string };
  let bob: { userName: string; token: string };

  const as = (who: { token: string } | undefined, query: string, variables?: Record<string, unknown>, locale?: string) =>
    gql<any>(stack.http, query, variables, { ...(who ? { token: who.token } : {}), ...(locale ? { locale } : {}) });
  async function ok(who: { token: string }, query: string, variables?: Record<string, unknown>, locale?: string) {
    const answer = await as(who, query, variables, locale);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }
  const send = (from: { token: string }, to: { userName: string }, amount: string) =>
    ok(from, TRANSFER, { input: { toUser: to.userName, coinName: 'CASH_POINT', amount, transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } });
  const unread = async (who: { token: string }) => (await ok(who, UNREAD)).notificationUnreadCount as number;

  beforeAll(async () => {
    stack = await startStack({ encrypt: true, gateway: { pollIntervalMs: INTERVAL_MS } });
    const member = async (prefix: string) => {
      const userName = uniqueName(prefix);
      await registerMember(stack, userName);
      await stack.platform.admin('members/adjust', { userName, coinName: 'CASH_POINT', direction: 'in', amount: '1000' });
      return { userName, token: await login(stack, userName) };
    };
    alice = await member('nta');
    bob = await member('ntb');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses every field without a session', async () => {
    for (const query of [NOTIFICATIONS, UNREAD, PREFERENCES, '{ notificationPushKey }', MARK_ALL]) {
      const answer = await as(undefined, query);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('a transfer reaches the inbox, worded in the language of each read, and the live count follows it; read by its owner only', async () => {
    const tab = new WsConnection(stack.url, WsConnection.params(bob.token, 'en-US'));
    try {
      const live = tab.subscribe(LIVE_COUNT);
      await tab.waitFor(() => tab.payloads(live).length >= 1);
      const base = tab.payloads(live)[0].data.notificationUnreadCountChanged as number;
      expect(base).toBe(await unread(bob));

      await send(alice, bob, '12.5');
      await tab.waitFor(() => tab.payloads(live).some((payload) => payload.data.notificationUnreadCountChanged === base + 1), 10_000);

      const english = (await ok(bob, NOTIFICATIONS, { page: { pageNum: 1, pageSize: 5 } }, 'en-US')).notifications;
      const newest = english.items[0];
      expect(newest).toMatchObject({ event: 'TRANSFER_RECEIVED', readAt: null });
      expect(newest.title).not.toBe('');
      expect(newest.body).toContain('12.5');
      expect(Date.parse(newest.createdAt)).not.toBeNaN();
      expect(english.pageInfo).toMatchObject({ pageNum: 1, pageSize: 5 });
      const chinese = (await ok(bob, NOTIFICATIONS, { page: { pageNum: 1, pageSize: 5 } }, 'zh-CN')).notifications.items[0];
      expect(chinese.id).toBe(newest.id);
      expect(chinese.title).not.toBe(newest.title);
      // Only the unread ones: the new one is among them.
      const onlyUnread = (await ok(bob, NOTIFICATIONS, { unreadOnly: true })).notifications.items;
      expect(onlyUnread.map((item: any) => item.id)).toContain(newest.id);
      expect(onlyUnread.every((item: any) => item.readAt === null)).toBe(true);

      // Another member's id changes nothing and is no error.
      expect((await ok(alice, MARK_READ, { ids: [newest.id] })).markNotificationsRead).toBe(0);
      expect(await unread(bob)).toBe(base + 1);

      expect((await ok(bob, MARK_READ, { ids: [newest.id] })).markNotificationsRead).toBe(1);
      expect(await unread(bob)).toBe(base);
      await tab.waitFor(() => tab.payloads(live).at(-1)?.data.notificationUnreadCountChanged === base, 10_000);
      const read = (await ok(bob, NOTIFICATIONS, { page: { pageNum: 1, pageSize: 5 } })).notifications.items[0];
      expect(read.id).toBe(newest.id);
      expect(Date.parse(read.readAt)).not.toBeNaN();
    } finally {
      await tab.close();
    }
  }, 60_000);

  it('refuses a mark with no ids or more than 100, before the platform is called', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, index) => String(index + 1))]) {
      const answer = await as(bob, MARK_READ, { ids });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'VALIDATION' });
    }
  });

  it('marks all read, newest first', async () => {
    // Amounts no user name or date holds (names are letters and digits, no point); transfers start at 10.
    await send(alice, bob, '13.75');
    await send(alice, bob, '14.25');
    const items = (await ok(bob, NOTIFICATIONS, { page: { pageNum: 1, pageSize: 2 } })).notifications.items;
    expect(items.map((item: any) => (item.body.includes('14.25') ? 'second' : item.body.includes('13.75') ? 'first' : item.body))).toEqual(['second', 'first']);
    expect(Date.parse(items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1].createdAt));
    expect(await unread(bob)).toBeGreaterThanOrEqual(2);
    expect((await ok(bob, MARK_ALL)).markAllNotificationsRead).toBeGreaterThanOrEqual(2);
    expect(await unread(bob)).toBe(0);
    expect((await ok(bob, MARK_ALL)).markAllNotificationsRead).toBe(0);
  }, 30_000);

  it('keeps the preferences per event and channel; a security event refuses to be turned off, in the member’s language', async () => {
    const rows = (await ok(bob, PREFERENCES)).notificationPreferences as any[];
    const byEvent = new Map(rows.map((row) => [row.event, row]));
    for (const event of ['SIGN_IN_NEW_DEVICE', 'SECURITY_CHANGED']) expect(byEvent.get(event)).toMatchObject({ inApp: true, email: true, push: true, locked: true });
    expect(byEvent.get('TRANSFER_RECEIVED')).toMatchObject({ locked: false });

    const changed = (await ok(bob, SET_PREFERENCE, { event: 'TRANSFER_RECEIVED', channel: 'EMAIL', enabled: false })).setNotificationPreference as any[];
    expect(changed.find((row) => row.event === 'TRANSFER_RECEIVED')).toMatchObject({ inApp: true, email: false, push: true });
    const again = (await ok(bob, PREFERENCES)).notificationPreferences as any[];
    expect(again.find((row) => row.event === 'TRANSFER_RECEIVED')).toMatchObject({ email: false });
    // Another member's preferences are their own.
    expect(((await ok(alice, PREFERENCES)).notificationPreferences as any[]).find((row) => row.event === 'TRANSFER_RECEIVED')).toMatchObject({ email: true });

    const messages = new Set<string>();
    for (const locale of ['en-US', 'zh-CN']) {
      const refused = await as(bob, SET_PREFERENCE, { event: 'SECURITY_CHANGED', channel: 'PUSH', enabled: false }, locale);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'NOTIFICATION_LOCKED' });
      messages.add(String(refused.errors?.[0]?.message));
    }
    expect(messages.size).toBe(2);
    expect(((await ok(bob, PREFERENCES)).notificationPreferences as any[]).find((row) => row.event === 'SECURITY_CHANGED')).toMatchObject({ push: true, locked: true });
  });

  it('turns the monthly statement email on and off, off by default, for the member alone', async () => {
    const member = { userName: uniqueName('ntm'), token: '' };
    await registerMember(stack, member.userName);
    member.token = await login(stack, member.userName);
    expect((await ok(member, MONTHLY_STATEMENT)).monthlyStatementPreference).toEqual({ enabled: false, email: null });
    expect((await ok(member, SET_MONTHLY_STATEMENT, { enabled: true })).setMonthlyStatement).toEqual({ enabled: true, email: null });
    expect((await ok(member, MONTHLY_STATEMENT)).monthlyStatementPreference).toEqual({ enabled: true, email: null });
    expect((await ok(alice, MONTHLY_STATEMENT)).monthlyStatementPreference).toMatchObject({ enabled: false });
    expect((await ok(member, SET_MONTHLY_STATEMENT, { enabled: false })).setMonthlyStatement).toMatchObject({ enabled: false });
    const anonymous = await as(undefined, SET_MONTHLY_STATEMENT, { enabled: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers no push key without VAPID settings, and refuses a device subscription then', async () => {
    expect((await ok(bob, '{ notificationPushKey }')).notificationPushKey).toBeNull();
    const refused = await as(bob, SUBSCRIBE, { input: pushSubscription() });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'PUSH_NOT_CONFIGURED' });
  });
});

describe('notifications with Web Push configured', () => {
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    stack = await startStack({
      encrypt: true,
      platform: {
        env: {
          VAPID_PUBLIC_KEY: vapid.getPublicKey('base64url'),
          VAPID_PRIVATE_KEY: vapid.getPrivateKey('base64url'),
          VAPID_SUBJECT: 'mailto:operators@example.test',
        },
      },
    });
    const userName = uniqueName('ntp');
    await registerMember(stack, userName);
    token = await login(stack, userName);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the VAPID public key, and keeps a device subscription until it is removed', async () => {
    const as = (query: string, variables?: Record<string, unknown>) => gql<any>(stack.http, query, variables, { token });
    const key = await as('{ notificationPushKey }');
    expect(key.errors).toBeUndefined();
    expect(key.data.notificationPushKey).toBe(vapid.getPublicKey('base64url'));
    const input = pushSubscription();
    const subscribed = await as(SUBSCRIBE, { input });
    expect(subscribed.errors, JSON.stringify(subscribed.errors)).toBeUndefined();
    expect(subscribed.data.subscribePush).toBe(true);
    const removed = await as(UNSUBSCRIBE, { endpoint: input.endpoint });
    expect(removed.errors, JSON.stringify(removed.errors)).toBeUndefined();
    expect(removed.data.unsubscribePush).toBe(false);
    // An endpoint that is not https is refused by the platform, and nothing is stored.
    const bad = await as(SUBSCRIBE, { input: { ...input, endpoint: 'http://push.example.test/x' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

