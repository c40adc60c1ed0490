// @vitest-environment happy-dom
// The operator console's member profile (web/src/console/screens/member.tsx) in words, not the
// platform's codes: the credits by name (not `CASH_POINT`), the rank by name (not `-1`) and a
// record's status in words (not `SUCCESS`), in en-US and zh-CN.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MemberBalanceHistoryDocument,
  MemberProfileDocument,
  MemberRecordsDocument,
  MemberSessionsDocument,
  type MemberBalanceHistoryQuery,
  type MemberProfileQuery,
  type MemberRecordsQuery,
  type MemberSessionsQuery,
} from '@/console/generated/graphql';
import { createConsoleI18n } from '@/console/lib/i18n';
import { enUS } from '@/console/locales/en-US';
import { zhCN } from '@/console/locales/zh-CN';
import { consolePaths, memberPath } from '@/console/paths';
import { MemberScreen } from '@/console/screens/member';
import { SCREEN_TEST } from './money-forms';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN } as const;
const AT = '2026-03-04T05:06:07.000Z';

const PROFILE: MemberProfileQuery = {
  memberProfile: {
    __typename: 'MemberSupportProfile',
    id: 'usr_1',
    userName: 'sarah01',
    referralId: 'REF12345',
    email: null,
    countryCode: 'SG',
    level: -1,
    createdAt: AT,
    balances: [{ __typename: 'MemberBalance', coinName: 'CASH_POINT', available: '123.45', frozen: '0', locked: '0' }],
    flags: { __typename: 'MemberFlags', banned: false, bannedAt: null, frozen: false, frozenAt: null, kycStatus: 'NONE', withdrawalsPausedUntil: null },
    team: { __typename: 'MemberTeam', sponsorUserName: null, directCount: 0, teamCount: 0 },
  },
};
const HISTORY: MemberBalanceHistoryQuery = {
  memberBalanceHistory: {
    __typename: 'LedgerLinePage',
    total: 1,
    page: 1,
    pageSize: 10,
    lines: [{ __typename: 'LedgerLine', id: 'l1', transactionNumber: 'T1', coinName: 'CASH_POINT', state: 'available', recordTypeName: 'Adjustment', amount: '123.45', balanceAfter: '123.45', createdAt: AT }],
  },
};
const RECORDS: MemberRecordsQuery = {
  memberRecords: {
    __typename: 'MemberRecordPage',
    total: 1,
    page: 1,
    pageSize: 10,
    records: [{ __typename: 'MemberRecord', id: 'r1', receiptNumber: 'R1', coinName: 'BONUS_POINT', recordTypeName: 'Adjustment', amount: '5', fee: '0', status: 'SUCCESS', createdAt: AT }],
  },
};
const SESSIONS: MemberSessionsQuery = { memberSessions: [] };

describe('the console member profile', SCREEN_TEST, () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`${locale}: names the credits, the rank and the record status`, async () => {
      const c = CATALOGUES[locale];
      const mocks: MockLink.MockedResponse[] = [
        { request: { query: MemberProfileDocument, variables: () => true }, result: { data: PROFILE }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: MemberBalanceHistoryDocument, variables: () => true }, result: { data: HISTORY }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: MemberRecordsDocument, variables: () => true }, result: { data: RECORDS }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: MemberSessionsDocument, variables: () => true }, result: { data: SESSIONS }, maxUsageCount: Number.POSITIVE_INFINITY },
      ];
      render(
        <I18nextProvider i18n={createConsoleI18n(locale)}>
          <MockedProvider mocks={mocks}>
            <MemoryRouter initialEntries={[memberPath('sarah01')]}>
              <Routes>
                <Route path={consolePaths.member} element={<MemberScreen />} />
              </Routes>
            </MemoryRouter>
          </MockedProvider>
        </I18nextProvider>,
      );
      const balance = await screen.findByTestId('balance-CASH_POINT');
      expect(balance.textContent).toContain(c.credits.CASH_POINT);
      expect(balance.textContent).not.toContain('CASH_POINT');
      const profile = screen.getByTestId('member-profile');
      expect(profile.textContent).toContain(c.ranks.noGrade);
      expect(profile.textContent).not.toContain('-1');

      const records = await screen.findByTestId('records');
      await screen.findByText(c.recordStatuses.SUCCESS);
      expect(records.textContent).toContain(c.credits.BONUS_POINT);
      expect(records.textContent).not.toMatch(/SUCCESS|BONUS_POINT/);
      const history = await screen.findByTestId('history');
      expect(history.textContent).toContain(c.credits.CASH_POINT);
      expect(history.textContent).not.toContain('CASH_POINT');
    });
  }
});
