// @vitest-environment happy-dom
// The security centre's sessions and sign-in history on React, in every language: each session
// by its device and address, the current one marked and without an end button; ending another
// sends its id and the list the answer holds replaces it; "end all other sessions" sends its
// mutation; the history shows each attempt's device and outcome, a failed one marked.
import { InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionsSection } from '@/features/security/components/sessions-section';
import { SignInHistorySection } from '@/features/security/components/sign-in-history-section';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  MemberSessionsDocument,
  SignInHistoryDocument,
  type MemberSessionsQuery,
  type SignInHistoryQuery,
} from '@/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { button, member } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

type Session = MemberSessionsQuery['memberSessions'][number];
const session = (over: Partial<Session>): Session => ({
  __typename: 'MemberSession',
  id: 'ses_1',
  current: false,
  browser: 'Chrome 120',
  os: 'Windows 10',
  kind: 'desktop',
  userAgent: 'Mozilla/5.0',
  address: '203.0.113.7',
  startedAt: '2030-06-01T02:00:00.000Z',
  lastSeenAt: '2030-06-01T03:00:00.000Z',
  ...over,
});
const CURRENT = session({ id: 'ses_here', current: true, browser: 'Safari 17', os: 'iOS 17.1', kind: 'mobile', address: '198.51.100.2' });
const DESKTOP = session({ id: 'ses_desk' });
const UNKNOWN = session({ id: 'ses_blank', browser: null, os: null, kind: null });

describe('sessions', SCREEN_TEST, () => {
  it('lists each session by device, the current one marked; ends one by its id, then all others', async () => {
    let ended: unknown;
    let endedOthers = 0;
    let listed = [CURRENT, DESKTOP, UNKNOWN];
    const link = new MockLink(
      [
        { request: { query: MemberSessionsDocument }, result: () => ({ data: { memberSessions: listed } }), maxUsageCount: Infinity },
        {
          request: { query: EndSessionDocument, variables: () => true },
          result: (variables) => {
            ended = variables;
            listed = [CURRENT, UNKNOWN];
            return { data: { endSession: listed } };
          },
        },
        {
          request: { query: EndOtherSessionsDocument },
          result: () => {
            endedOthers += 1;
            listed = [CURRENT];
            return { data: { endOtherSessions: 1 } };
          },
        },
      ],
      { defaultOptions: { delay: 0 } },
    );
    const { inEveryLanguage } = await renderInEveryLanguage(
      'en-US',
      // As the app's cache: each answer is the whole list of sessions (src/lib/apollo.ts).
      <MockedProvider link={link} cache={new InMemoryCache({ typePolicies: { Query: { fields: { memberSessions: { merge: false } } } } })}>
        <SessionsSection />
      </MockedProvider>,
    );
    const rows = async () => screen.findAllByTestId('session');
    expect((await rows()).map((row) => row.dataset.current)).toEqual(['true', 'false', 'false']);

    await inEveryLanguage((t, locale) => {
      const [here, desk, blank] = screen.getAllByTestId('session') as [HTMLElement, HTMLElement, HTMLElement];
      expect(here.textContent).toContain('Safari 17 · iOS 17.1');
      expect(here.textContent).toContain(t.security.sessions.current);
      expect(here.textContent).toContain(t.security.address.replace('{{address}}', '198.51.100.2'));
      expect(within(here).queryByRole('button', { hidden: true })).toBeNull();
      expect(desk.textContent).toContain(
        t.security.sessions.times.replace('{{started}}', formatDateTime(DESKTOP.startedAt, locale)).replace('{{seen}}', formatDateTime(DESKTOP.lastSeenAt, locale)),
      );
      expect(blank.textContent).toContain(t.security.unknownDevice);
      button(t.security.sessions.endLabel.replace('{{device}}', 'Chrome 120 · Windows 10'), desk);
    });

    const u = member();
    await u.click(button('End the session on Chrome 120 · Windows 10'));
    await waitFor(async () => expect((await rows()).length).toBe(2));
    expect(ended).toEqual({ id: 'ses_desk' });

    await u.click(button('End all other sessions'));
    await waitFor(async () => expect((await rows()).length).toBe(1));
    expect(endedOthers).toBe(1);
    expect(button('End all other sessions').disabled).toBe(true);
  });
});

describe('sign-in history', SCREEN_TEST, () => {
  it('shows each attempt with its device and outcome, a failed one marked', async () => {
    const history: SignInHistoryQuery = {
      signInHistory: {
        __typename: 'SignInEventPage',
        items: [
          { __typename: 'SignInEvent', id: '2', outcome: 'SUCCESS', browser: 'Safari 17', os: 'iOS 17.1', kind: 'mobile', userAgent: 'x', address: '198.51.100.2', at: '2030-06-01T03:00:00.000Z' },
          { __typename: 'SignInEvent', id: '1', outcome: 'WRONG_PASSWORD', browser: 'Chrome 120', os: 'Windows 10', kind: 'desktop', userAgent: 'y', address: '203.0.113.7', at: '2030-06-01T02:00:00.000Z' },
        ],
        pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 2, hasNextPage: false },
      },
    };
    const link = new MockLink([{ request: { query: SignInHistoryDocument, variables: { page: { pageNum: 1, pageSize: 10 } } }, result: { data: history } }], {
      defaultOptions: { delay: 0 },
    });
    const { inEveryLanguage } = await renderInEveryLanguage(
      'zh-CN',
      <MockedProvider link={link}>
        <SignInHistorySection />
      </MockedProvider>,
    );
    await screen.findAllByTestId('sign-in');
    await inEveryLanguage((t, locale) => {
      const [success, failure] = screen.getAllByTestId('sign-in') as [HTMLElement, HTMLElement];
      expect(success.dataset.outcome).toBe('SUCCESS');
      expect(success.textContent).toContain(t.security.history.outcomes.SUCCESS);
      expect(success.textContent).toContain(formatDateTime('2030-06-01T03:00:00.000Z', locale));
      expect(failure.textContent).toContain('Chrome 120 · Windows 10');
      expect(failure.textContent).toContain(t.security.history.outcomes.WRONG_PASSWORD);
      expect(screen.getByRole('heading', { name: t.security.history.title, hidden: true })).toBeTruthy();
    });
  });
});
