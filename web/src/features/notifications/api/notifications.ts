// The member's notifications: the inbox, its unread count (kept live by the gateway's
// `notificationUnreadCountChanged` feed), the preferences and the device's Web Push subscription.
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const NotificationUnreadCountQuery = graphql(`
  query NotificationUnreadCount {
    notificationUnreadCount
  }
`);

const NotificationUnreadCountChangedSubscription = graphql(`
  subscription NotificationUnreadCountChanged {
    notificationUnreadCountChanged
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($page: PageInput, $unreadOnly: Boolean) {
    notifications(page: $page, unreadOnly: $unreadOnly) {
      items {
        id
        event
        title
        body
        link
        createdAt
        readAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids)
  }
`);

const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      event
      inApp
      email
      push
      locked
    }
  }
`);

const SetNotificationPreferenceMutation = graphql(`
  mutation SetNotificationPreference($event: NotificationEvent!, $channel: NotificationChannel!, $enabled: Boolean!) {
    setNotificationPreference(event: $event, channel: $channel, enabled: $enabled) {
      event
      inApp
      email
      push
      locked
    }
  }
`);

export const MonthlyStatementPreferenceQuery = graphql(`
  query MonthlyStatementPreference {
    monthlyStatementPreference {
      enabled
      email
    }
  }
`);

const SetMonthlyStatementMutation = graphql(`
  mutation SetMonthlyStatement($enabled: Boolean!) {
    setMonthlyStatement(enabled: $enabled) {
      enabled
      email
    }
  }
`);

export const NotificationPushKeyQuery = graphql(`
  query NotificationPushKey {
    notificationPushKey
  }
`);

/** Whether this installation sends email, and whether the member has an address for it. */
export const NotificationEmailQuery = graphql(`
  query NotificationEmail {
    emailAddress {
      email
      canSend
    }
  }
`);

const SubscribePushMutation = graphql(`
  mutation SubscribePush($input: SubscribePushInput!) {
    subscribePush(input: $input)
  }
`);

const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

/**
 * The unread count the bell shows: one query, then the live feed's pushes written over it. A
 * mark-read refetches it at once rather than wait for the next poll; whichever came last wins.
 */
export function useUnreadCount(): number | undefined {
  const { data } = useQuery(NotificationUnreadCountQuery);
  useSubscription(NotificationUnreadCountChangedSubscription, {
    // The count comes back through the query above; the subscription's own state renders nothing.
    ignoreResults: true,
    onData: ({ client, data: pushed }) => {
      const count = pushed.data?.notificationUnreadCountChanged;
      if (count !== undefined) client.writeQuery({ query: NotificationUnreadCountQuery, data: { notificationUnreadCount: count } });
    },
  });
  return data?.notificationUnreadCount;
}

/** One page of the inbox, newest first; asked again each time the inbox opens. */
export function useNotifications(pageNum: number, pageSize: number) {
  return useQuery(NotificationsQuery, { variables: { page: { pageNum, pageSize } }, fetchPolicy: 'cache-and-network' });
}

/** After a mark-read, the list and the count are asked again (the count before the next poll). */
const AFTER_READ = { refetchQueries: [NotificationsQuery, NotificationUnreadCountQuery] };

export function useMarkNotificationsRead() {
  return useMutation(MarkNotificationsReadMutation, AFTER_READ);
}

export function useMarkAllNotificationsRead() {
  return useMutation(MarkAllNotificationsReadMutation, AFTER_READ);
}

export function useNotificationPreferences() {
  return useQuery(NotificationPreferencesQuery, { fetchPolicy: 'cache-and-network' });
}

/** Sets one switch; the answer (every row) replaces the cached preferences. */
export function useSetNotificationPreference() {
  return useMutation(SetNotificationPreferenceMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: NotificationPreferencesQuery, data: { notificationPreferences: data.setNotificationPreference } });
    },
  });
}

export function useMonthlyStatementPreference() {
  return useQuery(MonthlyStatementPreferenceQuery, { fetchPolicy: 'cache-and-network' });
}

/** Turns the monthly statement email on or off; the answer replaces the cached state. */
export function useSetMonthlyStatement() {
  return useMutation(SetMonthlyStatementMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MonthlyStatementPreferenceQuery, data: { monthlyStatementPreference: data.setMonthlyStatement } });
    },
  });
}

/** The VAPID public key; null when the platform has no push configured (the device switch is then hidden). */
export function useNotificationPushKey() {
  return useQuery(NotificationPushKeyQuery);
}

export function useNotificationEmail() {
  return useQuery(NotificationEmailQuery, { fetchPolicy: 'cache-and-network' });
}

export function useSubscribePush() {
  return useMutation(SubscribePushMutation);
}

export function useUnsubscribePush() {
  return useMutation(UnsubscribePushMutation);
}
