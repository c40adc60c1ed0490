// @vitest-environment happy-dom
// The operator console's member search (web/src/console/screens/members.tsx): the search is sent
// as typed, even empty, so the platform says what a search needs in its own words; the members
// found are listed with what matched, a line says when more match than are shown, and a name
// opens the member's profile. In en-US and zh-CN, the console's two languages.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberSearchDocument, type MemberSearchQuery } from '@/console/generated/graphql';
import { createConsoleI18n } from '@/console/lib/i18n';
import { enUS } from '@/console/locales/en-US';
import { zhCN } from '@/console/locales/zh-CN';
import { consolePaths } from '@/console/paths';
import { MembersScreen } from '@/console/screens/members';
import { member } from './form-queries';
import { SCREEN_TEST } from './money-forms';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN } as const;

const FOUND: MemberSearchQuery = {
  memberSearch: {
    __typename: 'MemberSearchResult',
    members: [
      {
        __typename: 'MemberSearchHit',
        id: 'usr_1',
        userName: 'sarah01',
        referralId: 'REF12345',
        email: null,
        countryCode: 'SG',
        level: 0,
        banned: false,
        createdAt: '2026-01-02T03:04:05.000Z',
        matchedBy: 'REFERRAL_ID',
      },
    ],
    more: true,
  },
};

function OpenedProfile() {
  return <p data-testid="profile-opened">{useParams().userName}</p>;
}

describe('the console member search', SCREEN_TEST, () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: sends the search, shows the platform's refusal of an empty one, lists the members found and opens a profile`, async () => {
      const c = CATALOGUES[locale];
      const searched = vi.fn(({ query }: { query: string }) =>
        query.trim() === ''
          ? { errors: [{ message: 'Enter something to search for (test platform).', extensions: { code: 'SERVER_MESSAGE', reason: 'MEMBER_SEARCH_EMPTY' } }] }
          : { data: FOUND },
      );
      const mocks: MockLink.MockedResponse[] = [
        { request: { query: MemberSearchDocument, variables: () => true }, result: (variables) => searched(variables as { query: string }) as never, maxUsageCount: Number.POSITIVE_INFINITY },
      ];
      render(
        <I18nextProvider i18n={createConsoleI18n(locale)}>
          <MockedProvider mocks={mocks}>
            <MemoryRouter initialEntries={[consolePaths.members]}>
              <Routes>
                <Route path={consolePaths.members} element={<MembersScreen />} />
                <Route path={consolePaths.member} element={<OpenedProfile />} />
              </Routes>
            </MemoryRouter>
          </MockedProvider>
        </I18nextProvider>,
      );
      expect(screen.getByRole('heading').textContent).toBe(c.members.heading);
      // Nothing is asked before a search.
      expect(searched).not.toHaveBeenCalled();

      await member().click(screen.getByTestId('member-search-submit'));
      expect((await screen.findByTestId('refusal')).textContent).toBe('Enter something to search for (test platform).');

      await member().type(screen.getByTestId('member-search-input'), 'REF12345');
      await member().click(screen.getByTestId('member-search-submit'));
      const hit = await screen.findByTestId('member-hit-sarah01');
      expect(searched).toHaveBeenLastCalledWith({ query: 'REF12345' });
      expect(hit.textContent).toContain('REF12345');
      expect(hit.textContent).toContain(c.members.matches.REFERRAL_ID);
      expect(screen.getByTestId('member-results-more').textContent).toBe(c.members.more);
      expect(screen.queryByTestId('refusal')).toBeNull();

      await member().click(screen.getByTestId('open-member-sarah01'));
      expect((await screen.findByTestId('profile-opened')).textContent).toBe('sarah01');
    });
  }
});
