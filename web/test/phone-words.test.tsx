// @vitest-environment happy-dom
// Japanese at 360 px: short labels wrap between words, never inside one. The P2P tabs break as
// "オファー / 一覧" and "自分の / オファー" (not "オファー一 / 覧", "自分のオフ / ァー"), the
// notification channels' headers stay whole ("プッシュ", not "プッシ / ュ"), and a review's
// "10.00 キャッシュ" breaks at its space, not inside the unit. Each label keeps its text, so its
// accessible name is unchanged.
import { MockedProvider } from '@apollo/client/testing/react';
import Tab from '@mui/material/Tab';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FittingTabs } from '@/components/fitting-tabs';
import { NotificationPreferencesRoute } from '@/features/notifications/routes/preferences';
import { ConfirmTransferDialog } from '@/features/transfer/components/confirm-transfer-dialog';
import {
  HasSecondFactorDocument,
  MonthlyStatementPreferenceDocument,
  NotificationEmailDocument,
  NotificationPreferencesDocument,
  NotificationPushKeyDocument,
  TransferQuoteDocument,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { DECIMALS_MOCK, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';
import { resetViewport, setViewport } from './viewport';

const JA = CATALOGUES['ja-JP'];
const TABS = ['lobby', 'publish', 'offers', 'trades'] as const;

afterEach(() => {
  cleanup();
  resetViewport();
});

/** What a tab's label may break between: its text split at each `<wbr>`. */
const pieces = (tab: HTMLElement) =>
  (tab.innerHTML.replace(/<span class="MuiTouchRipple[\s\S]*$/, '').replace(/<[^w/][^>]*>|<\/[^>]+>/g, '').split('<wbr>'));

describe('Japanese labels at 360 px', SCREEN_TEST, () => {
  it('ja-JP: the P2P tabs wrap between words, each tab keeping its name', async () => {
    setViewport(360);
    await renderIn(
      'ja-JP',
      <FittingTabs value="lobby" aria-label={JA.otc.title}>
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={JA.otc.tabs[tab]} data-testid={`otc-tab-${tab}`} />
        ))}
      </FittingTabs>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS.map((tab) => JA.otc.tabs[tab]));
    expect(pieces(screen.getByTestId('otc-tab-lobby'))).toEqual(['オファー', '一覧']);
    expect(pieces(screen.getByTestId('otc-tab-offers'))).toEqual(['自分', 'の', 'オファー']);
    for (const tab of TABS) expect(getComputedStyle(screen.getByTestId(`otc-tab-${tab}`)).wordBreak, tab).toBe('keep-all');
  });

  it('ja-JP: the notification channels\' headers stay whole', async () => {
    setViewport(360);
    await renderIn(
      'ja-JP',
      <MockedProvider
        mocks={[
          {
            request: { query: NotificationPreferencesDocument },
            result: { data: { notificationPreferences: [{ __typename: 'NotificationPreference', event: 'DEPOSIT_CREDITED', inApp: true, email: true, push: true, locked: false }] } },
          },
          { request: { query: NotificationPushKeyDocument }, result: { data: { notificationPushKey: null } } },
          { request: { query: NotificationEmailDocument }, result: { data: { emailAddress: { __typename: 'EmailAddress', email: null, canSend: false } } } },
          { request: { query: MonthlyStatementPreferenceDocument }, result: { data: { monthlyStatementPreference: { __typename: 'MonthlyStatementPreference', enabled: false, email: null } } } },
        ]}
      >
        <MemoryRouter>
          <NotificationPreferencesRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    await screen.findByTestId('preference-DEPOSIT_CREDITED');
    for (const channel of ['IN_APP', 'EMAIL', 'PUSH'] as const) {
      const header = screen.getByRole('columnheader', { name: JA.notifications.channels[channel] });
      expect(getComputedStyle(header).wordBreak, channel).toBe('keep-all');
    }
  });

  it('ja-JP: the transfer review breaks "10.00 キャッシュ" at its space only', async () => {
    await renderIn(
      'ja-JP',
      <MockedProvider
        mocks={[
          DECIMALS_MOCK,
          { request: { query: HasSecondFactorDocument }, result: { data: { secondFactors: { __typename: 'SecondFactors', totpEnabled: false } } } },
          {
            request: { query: TransferQuoteDocument, variables: { coinName: 'CASH_POINT', amount: '10', toUser: 'sweepja2' } },
            result: {
              data: {
                transferQuote: { __typename: 'TransferQuote', coinName: 'CASH_POINT', amount: '10', feeRatio: '0', fee: '0', received: '10', minAmount: '10', belowMinimum: false, recipientUserName: 'sweepja2' },
              },
            },
          },
        ]}
      >
        <ConfirmTransferDialog draft={{ toUser: 'sweepja2', coinName: 'CASH_POINT', amount: '10' }} onClose={() => undefined} onDone={() => undefined} onFieldErrors={() => undefined} />
      </MockedProvider>,
    );
    const dialog = screen.getByTestId('transfer-confirm');
    await expect.poll(() => within(dialog).getByTestId('review-receive').textContent).toBe(`10.00 ${JA.credits.CASH_POINT}`);
    for (const line of ['review-amount', 'review-fee', 'review-receive']) {
      expect(getComputedStyle(within(dialog).getByTestId(line)).wordBreak, line).toBe('keep-all');
    }
  });
});
