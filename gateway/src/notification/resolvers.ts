import { badInput } from '../errors/graphql-errors.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { unwrapEmission, type Emission, type Feed } from '../subscriptions/live-feeds.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { MAX_MARK_READ_IDS, NOTIFICATION_ROUTES } from './upstream.ts';

/**
 * The live feed behind `notificationUnreadCountChanged`: a feed of its own beside `balances` and
 * `profile` (one poller per member, shared by every tab and, with Redis, every replica). Folding
 * the count into the profile feed would cost the same platform call per interval, and would
 * poll it for screens that show no bell and tie the profile's value to it (docs/gateway.md,
 * "Live subscriptions").
 */
export const unreadCountFeed: Feed<number> = {
  name: 'notificationUnreadCount',
  fetch: async (client, caller) => (await client.call(NOTIFICATION_ROUTES.unreadCount, {}, caller)).count,
};

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_parent, { page, unreadOnly }, { upstream, locale }) => {
      const { pageNum, pageSize } = pageArgs(page, locale);
      return upstream.member(NOTIFICATION_ROUTES.list, { pageNum, pageSize, unreadOnly: unreadOnly === true });
    },
    notificationUnreadCount: async (_parent, _args, { upstream }) => (await upstream.member(NOTIFICATION_ROUTES.unreadCount, {})).count,
    notificationPreferences: async (_parent, _args, { upstream }) => (await upstream.member(NOTIFICATION_ROUTES.preferences, {})).list,
    monthlyStatementPreference: async (_parent, _args, { upstream }) => (await upstream.member(NOTIFICATION_ROUTES.preferences, {})).monthlyStatement,
    notificationPushKey: async (_parent, _args, { upstream }) => (await upstream.member(NOTIFICATION_ROUTES.pushKey, {})).publicKey,
  },

  Mutation: {
    markNotificationsRead: async (_parent, { ids }, { upstream, locale }) => {
      // The REST contract's bound, checked here so the message names the argument.
      if (ids.length < 1 || ids.length > MAX_MARK_READ_IDS) throw badInput(locale, `ids must hold 1 to ${MAX_MARK_READ_IDS} ids`);
      return (await upstream.member(NOTIFICATION_ROUTES.markRead, { ids: [...new Set(ids)] })).count;
    },
    markAllNotificationsRead: async (_parent, _args, { upstream }) => (await upstream.member(NOTIFICATION_ROUTES.markAllRead, {})).count,
    setMonthlyStatement: async (_parent, { enabled }, { upstream }) => (await upstream.member(NOTIFICATION_ROUTES.setMonthlyStatement, { enabled })).monthlyStatement,
    setNotificationPreference: async (_parent, { event, channel, enabled }, { upstream }) =>
      (await upstream.member(NOTIFICATION_ROUTES.setPreference, { event, channel, enabled })).list,
    subscribePush: async (_parent, { input }, { upstream }) =>
      (await upstream.member(NOTIFICATION_ROUTES.subscribePush, { endpoint: input.endpoint, keys: { p256dh: input.p256dh, auth: input.auth } })).subscribed,
    unsubscribePush: async (_parent, { endpoint }, { upstream }) =>
      (await upstream.member(NOTIFICATION_ROUTES.unsubscribePush, { endpoint })).subscribed,
  },

  Subscription: {
    notificationUnreadCountChanged: {
      subscribe: (_parent, _args, { upstream, live }) => live.subscribe(unreadCountFeed, upstream),
      resolve: (emission: Emission<number>) => unwrapEmission(emission),
    },
  },

  NotificationPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
