// @vitest-environment happy-dom
// Notifications on React, in every language: the header bar's bell shows the unread count and
// follows the live feed (`notificationUnreadCountChanged`) as it pushes; the inbox lists the
// notifications newest first with the unread ones marked, opening one marks it read and follows
// its link, "mark all read" clears them; the preferences show a switch per event and channel,
// security events on and disabled with the reason, and a change sends that one switch.
import { ApolloLink } from '@apollo/client/link';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { getOperationAST } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { InboxRoute } from '@/features/notifications/routes/inbox';
import { NotificationPreferencesRoute } from '@/features/notifications/routes/preferences';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  MonthlyStatementPreferenceDocument,
  NotificationEmailDocument,
  NotificationPreferencesDocument,
  NotificationPushKeyDocument,
  NotificationsDocument,
  NotificationUnreadCountDocument,
  SetMonthlyStatementDocument,
  SetNotificationPreferenceDocument,
  type NotificationEvent,
  type NotificationPreferencesQuery,
  type NotificationsQuery,
  type SetMonthlyStatementMutationVariables,
  type SetNotificationPreferenceMutationVariables,
} from '@/generated/graphql';
import { formatCount } from '@/lib/format';
import { CATALOGUES } from './all-catalogues';
import { button, member } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const ANY = () => true;

/** Queries and mutations answered by `mocks`; the live feed's pushes by the test (`feed.simulateResult`). */
function liveLink(mocks: MockLink.MockedResponse[]) {
  const feed = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (operation) => getOperationAST(operation.query, operation.operationName)?.operation === 'subscription',
    feed,
    new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  );
  return { feed, link };
}

const unreadCountMock = (count: () => number): MockLink.MockedResponse => ({
  request: { query: NotificationUnreadCountDocument },
  result: () => ({ data: { notificationUnreadCount: count() } }),
  maxUsageCount: Infinity,
});

/** The location the router is at, shown so a test can read where a click went. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

describe('the bell', SCREEN_TEST, () => {
  it('shows the unread count, then each count the live feed pushes, worded in every language', async () => {
    const first: Locale = 'zh-CN';
    const { feed, link } = liveLink([unreadCountMock(() => 3)]);
    const { inEveryLanguage } = await renderInEveryLanguage(
      first,
      <MockedProvider link={link}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </MockedProvider>,
    );
    const bell = screen.getByTestId('notification-bell');
    const badge = () => bell.querySelector('.MuiBadge-badge');
    await waitFor(() => expect(badge()?.textContent).toBe(formatCount(3, first)));
    await inEveryLanguage((t, locale) => {
      expect(bell.getAttribute('aria-label')).toBe(t.notifications.bellUnread.replace('{{unread}}', formatCount(3, locale)));
      // The badge's text is a word of the name of its own (axe's label-content-name-mismatch:
      // "3개" would not contain the word "3").
      expect(bell.getAttribute('aria-label')!.split(/[\s,，、:：()（）]+/)).toContain(formatCount(3, locale));
    });
    expect(bell.getAttribute('href')).toBe('/notifications');

    feed.simulateResult({ result: { data: { notificationUnreadCountChanged: 120 } } });
    await waitFor(() => expect(badge()?.textContent).toBe(`${formatCount(99, first)}+`));
    expect(bell.getAttribute('aria-label')).toBe(CATALOGUES[first].notifications.bellUnread.replace('{{unread}}', `${formatCount(99, first)}+`));

    feed.simulateResult({ result: { data: { notificationUnreadCountChanged: 0 } } });
    await waitFor(() => expect(badge()).toBeNull());
    expect(bell.textContent).toBe('');
    await inEveryLanguage((t) => {
      expect(bell.getAttribute('aria-label')).toBe(t.notifications.bell);
    });
  });
});

type Item = NotificationsQuery['notifications']['items'][number];

const item = (id: string, minutesAgo: number, readAt: string | null, link: string | null): Item => ({
  __typename: 'Notification',
  id,
  event: 'DEPOSIT_CREDITED',
  title: `Deposit credited ${id}`,
  body: `100.00 Cash was added to your balance (${id}).`,
  link,
  createdAt: new Date(Date.UTC(2026, 10, 26, 8, 0) - minutesAgo * 60_000).toISOString(),
  readAt,
});

/** The platform's inbox as the mocks answer it: the list and the count, changed by the mutations. */
function inboxPlatform(initial: Item[]) {
  const readAt = new Date(Date.UTC(2026, 10, 26, 9, 0)).toISOString();
  const state = { items: initial };
  const unread = () => state.items.filter((one) => one.readAt === null).length;
  const markRead = vi.fn((ids: readonly string[]) => {
    const changed = state.items.filter((one) => ids.includes(one.id) && one.readAt === null).length;
    state.items = state.items.map((one) => (ids.includes(one.id) ? { ...one, readAt: one.readAt ?? readAt } : one));
    return changed;
  });
  const markAll = vi.fn(() => markRead(state.items.map((one) => one.id)));
  const page = (): NotificationsQuery => ({
    notifications: {
      __typename: 'NotificationPage',
      items: state.items,
      pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 20, total: state.items.length, hasNextPage: false },
    },
  });
  const { link } = liveLink([
    { request: { query: NotificationsDocument, variables: ANY }, result: () => ({ data: page() }), maxUsageCount: Infinity },
    unreadCountMock(unread),
    {
      request: { query: MarkNotificationsReadDocument, variables: ANY },
      result: (variables) => ({ data: { markNotificationsRead: markRead(variables.ids as string[]) } }),
      maxUsageCount: Infinity,
    },
    { request: { query: MarkAllNotificationsReadDocument }, result: () => ({ data: { markAllNotificationsRead: markAll() } }), maxUsageCount: Infinity },
  ]);
  return { link, markRead, markAll };
}

function renderInbox(first: Locale, link: ApolloLink) {
  return renderInEveryLanguage(
    first,
    <MockedProvider link={link}>
      <MemoryRouter initialEntries={['/notifications']}>
        <Routes>
          <Route path="/notifications" element={<InboxRoute />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const unreadFlags = () => screen.getAllByTestId('notification').map((row) => row.getAttribute('data-unread'));

describe('the inbox', SCREEN_TEST, () => {
  it('lists newest first with unread marked; opening one marks it read, and follows its link when it has one', async () => {
    const first: Locale = 'ja-JP';
    const readAt = new Date(Date.UTC(2026, 10, 26, 7, 30)).toISOString();
    const platform = inboxPlatform([item('n3', 1, null, '/records?tab=deposit'), item('n2', 5, null, null), item('n1', 60, readAt, null)]);
    const { inEveryLanguage } = await renderInbox(first, platform.link);
    const u = member();

    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((row) => /n\d/.exec(row.textContent ?? '')?.[0])).toEqual(['n3', 'n2', 'n1']);
    expect(unreadFlags()).toEqual(['true', 'true', 'false']);
    await inEveryLanguage((t) => {
      expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(t.notifications.title);
      expect(button(t.notifications.markAllRead).disabled).toBe(false);
      // An unread row says so to a screen reader, a read one does not.
      expect(rows[0]!.textContent).toContain(`${t.notifications.unread}: `);
      expect(rows[2]!.textContent).not.toContain(`${t.notifications.unread}: `);
    });

    // Without a link: marked read, the member stays in the inbox.
    await u.click(rows[1]!);
    await waitFor(() => expect(unreadFlags()).toEqual(['true', 'false', 'false']));
    expect(platform.markRead).toHaveBeenCalledWith(['n2']);
    expect(screen.queryByTestId('location')).toBeNull();

    // With a link: marked read and followed.
    await u.click(screen.getAllByTestId('notification')[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/records?tab=deposit'));
    await waitFor(() => expect(platform.markRead).toHaveBeenCalledWith(['n3']));
    expect(platform.markRead).toHaveBeenCalledTimes(2);
  });

  it('"mark all read" reads every one, then is off; opening a read one marks nothing', async () => {
    const first: Locale = 'en-US';
    const platform = inboxPlatform([item('n2', 1, null, null), item('n1', 5, null, null)]);
    await renderInbox(first, platform.link);
    const u = member();
    await waitFor(() => expect(unreadFlags()).toEqual(['true', 'true']));

    await u.click(button(CATALOGUES[first].notifications.markAllRead));
    await waitFor(() => expect(unreadFlags()).toEqual(['false', 'false']));
    expect(platform.markAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button(CATALOGUES[first].notifications.markAllRead).disabled).toBe(true));

    const marks = platform.markRead.mock.calls.length;
    await u.click(screen.getAllByTestId('notification')[0]!);
    expect(platform.markRead.mock.calls.length).toBe(marks);
  });

  it('says when there are no notifications, in every language', async () => {
    const { link } = liveLink([
      {
        request: { query: NotificationsDocument, variables: ANY },
        result: { data: { notifications: { __typename: 'NotificationPage', items: [], pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 20, total: 0, hasNextPage: false } } } },
        maxUsageCount: Infinity,
      },
      unreadCountMock(() => 0),
    ]);
    const { inEveryLanguage } = await renderInEveryLanguage(
      'ko-KP',
      <MockedProvider link={link}>
        <MemoryRouter>
          <InboxRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    const empty = await screen.findByTestId('notifications-empty');
    await inEveryLanguage((t) => {
      expect(empty.textContent).toBe(t.notifications.empty);
      expect(button(t.notifications.markAllRead).disabled).toBe(true);
    });
  });
});

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];
const preference = (event: NotificationEvent, locked = false, values: Partial<Preference> = {}): Preference => ({
  __typename: 'NotificationPreference',
  event,
  inApp: true,
  email: true,
  push: true,
  locked,
  ...values,
});

/** The monthly statement email's opt-in as the platform serves it. */
const monthlyStatementMock = (email: string | null, enabled = false): MockLink.MockedResponse => ({
  request: { query: MonthlyStatementPreferenceDocument },
  result: { data: { monthlyStatementPreference: { __typename: 'MonthlyStatementPreference', enabled, email } } },
  maxUsageCount: Infinity,
});

/** Whether the installation sends email, and the member's address, as the platform serves them. */
const emailMock = (canSend: boolean, email: string | null): MockLink.MockedResponse => ({
  request: { query: NotificationEmailDocument },
  result: { data: { emailAddress: { __typename: 'EmailAddress', email, canSend } } },
  maxUsageCount: Infinity,
});

/** The preferences screen on `link`'s answers, first in `first`, then in every language. */
function renderPreferences(first: Locale, link: ApolloLink) {
  return renderInEveryLanguage(
    first,
    <MockedProvider link={link}>
      <MemoryRouter>
        <NotificationPreferencesRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the preferences', SCREEN_TEST, () => {
  it('show a switch per event and channel; security events on, disabled, with the reason; a change sends that switch', async () => {
    const first: Locale = 'id-ID';
    let rows: Preference[] = [
      preference('DEPOSIT_CREDITED'),
      preference('OTC_CHAT_MESSAGE', false, { email: false }),
      preference('SIGN_IN_NEW_DEVICE', true),
      preference('SECURITY_CHANGED', true),
    ];
    const setPreference = vi.fn((variables: SetNotificationPreferenceMutationVariables) => {
      const field = ({ IN_APP: 'inApp', EMAIL: 'email', PUSH: 'push' } as const)[variables.channel];
      rows = rows.map((row) => (row.event === variables.event ? { ...row, [field]: variables.enabled } : row));
      return rows;
    });
    const { link } = liveLink([
      { request: { query: NotificationPreferencesDocument }, result: () => ({ data: { notificationPreferences: rows } }), maxUsageCount: Infinity },
      { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: null } }, maxUsageCount: Infinity },
      emailMock(true, 'member@example.com'),
      monthlyStatementMock(null),
      {
        request: { query: SetNotificationPreferenceDocument, variables: ANY },
        result: (variables) => ({ data: { setNotificationPreference: setPreference(variables as SetNotificationPreferenceMutationVariables) } }),
        maxUsageCount: Infinity,
      },
    ]);
    const { inEveryLanguage } = await renderPreferences(first, link);
    const u = member();
    const input = (event: NotificationEvent, channel: string) =>
      screen.getByTestId(`switch-${event}-${channel}`).querySelector('input') as HTMLInputElement;

    await screen.findByTestId('preference-SECURITY_CHANGED');
    for (const event of ['SIGN_IN_NEW_DEVICE', 'SECURITY_CHANGED'] as const) {
      for (const channel of ['IN_APP', 'EMAIL', 'PUSH']) {
        expect(input(event, channel).checked, `${event} ${channel}`).toBe(true);
        expect(input(event, channel).disabled, `${event} ${channel}`).toBe(true);
      }
    }
    for (const channel of ['IN_APP', 'EMAIL']) expect(input('DEPOSIT_CREDITED', channel).disabled).toBe(false);
    // No push configured on this installation: its switches keep the member's choice, disabled.
    await waitFor(() => expect(input('DEPOSIT_CREDITED', 'PUSH').disabled).toBe(true));
    expect(input('DEPOSIT_CREDITED', 'PUSH').checked).toBe(true);
    expect(input('OTC_CHAT_MESSAGE', 'EMAIL').checked).toBe(false);
    // No push configured: no device switch.
    expect(screen.queryByTestId('device-push')).toBeNull();

    await inEveryLanguage((t) => {
      expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(t.notifications.preferencesTitle);
      const locked = screen.getByTestId('preference-SECURITY_CHANGED');
      expect(within(locked).getByTestId('locked-reason').textContent).toBe(t.notifications.locked);
      expect(locked.textContent).toContain(t.notifications.events.SECURITY_CHANGED);
      expect(within(screen.getByTestId('preference-DEPOSIT_CREDITED')).queryByTestId('locked-reason')).toBeNull();
      // Each switch is named by its event and channel.
      const name = t.notifications.switchLabel.replace('{{event}}', t.notifications.events.DEPOSIT_CREDITED).replace('{{channel}}', t.notifications.channels.EMAIL);
      expect(screen.getByRole('switch', { name, hidden: true }) === input('DEPOSIT_CREDITED', 'EMAIL')).toBe(true);
    });

    await u.click(input('DEPOSIT_CREDITED', 'EMAIL'));
    await waitFor(() => expect(setPreference).toHaveBeenCalledWith({ event: 'DEPOSIT_CREDITED', channel: 'EMAIL', enabled: false }));
    await waitFor(() => expect(input('DEPOSIT_CREDITED', 'EMAIL').checked).toBe(false));
    expect(input('DEPOSIT_CREDITED', 'PUSH').checked).toBe(true);
    expect(setPreference).toHaveBeenCalledTimes(1);
  });

  it('offer "notify this device" when the platform has push configured', async () => {
    const { link } = liveLink([
      { request: { query: NotificationPreferencesDocument }, result: { data: { notificationPreferences: [preference('SECURITY_CHANGED', true)] } }, maxUsageCount: Infinity },
      { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: 'BPublicKey' } }, maxUsageCount: Infinity },
      emailMock(true, 'member@example.com'),
      monthlyStatementMock(null),
    ]);
    const { inEveryLanguage } = await renderPreferences('en-US', link);
    const device = await screen.findByTestId('device-push');
    await inEveryLanguage((t) => {
      expect(within(device).getByRole('heading', { level: 2, hidden: true }).textContent).toBe(t.notifications.device.title);
      // happy-dom has no PushManager: the browser says it cannot, rather than offer a switch that would fail.
      expect(device.textContent).toContain(t.notifications.device.unsupported);
    });
  });

  it('offer the monthly statement email, off until turned on, naming the address it goes to', async () => {
    const email = 'member@example.com';
    const setMonthlyStatement = vi.fn((variables: SetMonthlyStatementMutationVariables) => ({ __typename: 'MonthlyStatementPreference' as const, enabled: variables.enabled, email }));
    const { link } = liveLink([
      { request: { query: NotificationPreferencesDocument }, result: { data: { notificationPreferences: [preference('SECURITY_CHANGED', true)] } }, maxUsageCount: Infinity },
      { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: null } }, maxUsageCount: Infinity },
      emailMock(true, 'member@example.com'),
      monthlyStatementMock(email),
      {
        request: { query: SetMonthlyStatementDocument, variables: ANY },
        result: (variables) => ({ data: { setMonthlyStatement: setMonthlyStatement(variables as SetMonthlyStatementMutationVariables) } }),
        maxUsageCount: Infinity,
      },
    ]);
    const { inEveryLanguage } = await renderPreferences('ko-KP', link);
    const section = await screen.findByTestId('monthly-statement');
    const input = () => within(section).getByTestId('monthly-statement-switch').querySelector('input') as HTMLInputElement;
    expect(input().checked).toBe(false);
    await inEveryLanguage((t) => {
      expect(within(section).getByRole('heading', { level: 2, hidden: true }).textContent).toBe(t.notifications.monthlyStatement.title);
      expect(within(section).getByTestId('monthly-statement-address').textContent).toBe(t.notifications.monthlyStatement.sendsTo.replace('{{email}}', email));
      expect(section.textContent).toContain(t.notifications.monthlyStatement.switch);
    });

    await member().click(input());
    await waitFor(() => expect(setMonthlyStatement).toHaveBeenCalledWith({ enabled: true }));
    await waitFor(() => expect(input().checked).toBe(true));
    expect(setMonthlyStatement).toHaveBeenCalledTimes(1);
  });

  it('say that the monthly statement needs an email on file, with the switch off and disabled', async () => {
    const { link } = liveLink([
      { request: { query: NotificationPreferencesDocument }, result: { data: { notificationPreferences: [preference('SECURITY_CHANGED', true)] } }, maxUsageCount: Infinity },
      { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: null } }, maxUsageCount: Infinity },
      emailMock(true, null),
      monthlyStatementMock(null),
    ]);
    const { inEveryLanguage } = await renderPreferences('en-US', link);
    const section = await screen.findByTestId('monthly-statement');
    const input = within(section).getByTestId('monthly-statement-switch').querySelector('input') as HTMLInputElement;
    expect(input.checked).toBe(false);
    expect(input.disabled).toBe(true);
    await inEveryLanguage((t) => {
      expect(within(section).getByTestId('monthly-statement-address').textContent).toBe(t.notifications.monthlyStatement.noEmail);
      // The way to add one: the email section of the security settings.
      const add = within(section).getByTestId('monthly-statement-add-email');
      expect(add.textContent).toBe(t.notifications.monthlyStatement.addEmail);
      expect(add.getAttribute('href')).toBe('/setting/security?section=email');
    });
  });

  it('say which channels this installation does not deliver, with their switches disabled, and that the bell gets everything', async () => {
    const { link } = liveLink([
      { request: { query: NotificationPreferencesDocument }, result: { data: { notificationPreferences: [preference('DEPOSIT_CREDITED')] } }, maxUsageCount: Infinity },
      { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: null } }, maxUsageCount: Infinity },
      emailMock(false, null),
      monthlyStatementMock(null),
    ]);
    const { inEveryLanguage } = await renderPreferences('zh-CN', link);
    const notice = await screen.findByTestId('channels-off');
    const input = (channel: string) => screen.getByTestId(`switch-DEPOSIT_CREDITED-${channel}`).querySelector('input') as HTMLInputElement;
    expect(input('IN_APP').disabled).toBe(false);
    expect(input('EMAIL').disabled).toBe(true);
    expect(input('PUSH').disabled).toBe(true);
    await inEveryLanguage((t) => {
      expect(notice.textContent).toBe(t.notifications.channelsOff.emailSending + t.notifications.channelsOff.push + t.notifications.channelsOff.inApp);
    });
  });

  it('say that email needs an address on file, with the way to add one; the email switches stay free', async () => {
    const { link } = liveLink([
      { request: { query: NotificationPreferencesDocument }, result: { data: { notificationPreferences: [preference('DEPOSIT_CREDITED')] } }, maxUsageCount: Infinity },
      { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: 'BPublicKey' } }, maxUsageCount: Infinity },
      emailMock(true, null),
      monthlyStatementMock(null),
    ]);
    const { inEveryLanguage } = await renderPreferences('ja-JP', link);
    const notice = await screen.findByTestId('channels-off');
    const input = (channel: string) => screen.getByTestId(`switch-DEPOSIT_CREDITED-${channel}`).querySelector('input') as HTMLInputElement;
    for (const channel of ['IN_APP', 'EMAIL', 'PUSH']) expect(input(channel).disabled, channel).toBe(false);
    await inEveryLanguage((t) => {
      expect(notice.textContent).toBe(`${t.notifications.channelsOff.emailAddress} ${t.notifications.monthlyStatement.addEmail}${t.notifications.channelsOff.inApp}`);
      expect(within(notice).getByRole('link', { hidden: true }).getAttribute('href')).toBe('/setting/security?section=email');
    });
  });
});
