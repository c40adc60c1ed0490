// @vitest-environment happy-dom
// The deposit screens say what happens next, in every language, from the platform's depositGuide:
// a closed channel (no on-chain address, no bank channel) names who opens it and the support
// contact; a deposit waiting for review shows the review time to expect, an operator's or, in demo
// mode, the delay after which it approves itself. The figures are the platform's; the words and
// the duration are the member's language.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { BankDeposit } from '@/features/deposit/components/bank-deposit';
import { ChainDeposit } from '@/features/deposit/components/chain-deposit';
import {
  DepositChainConfigDocument,
  DepositChannelsDocument,
  DepositGuideDocument,
  DepositsDocument,
  type DepositChainConfigQuery,
  type DepositGuideQuery,
  type DepositsQuery,
} from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { answering, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(cleanup);

const CLOSED_CHAIN: DepositChainConfigQuery = {
  depositChainConfig: { __typename: 'DepositChainConfig', coin: 'USDT', network: 'BEP20', address: null, minAmount: '50', multiple: null },
};
const guide = (expectedReviewSeconds: number, approvedAutomatically: boolean): DepositGuideQuery => ({
  depositGuide: { __typename: 'DepositGuide', expectedReviewSeconds, approvedAutomatically, supportContact: 'help@example.org' },
});
const deposits = (status: 'PENDING_REVIEW' | 'APPROVED'): DepositsQuery => ({
  deposits: {
    __typename: 'DepositPage',
    items: [
      {
        __typename: 'Deposit',
        id: `dep-${status}`,
        kind: 'BANK',
        amount: '200',
        hash: null,
        paymentReference: null,
        channelName: 'Demo bank transfer (USD)',
        bankName: 'Demo Bank',
        currency: 'USD',
        exchangeRate: '1',
        localAmount: '200',
        status,
        reason: null,
        createdAt: '2030-06-01T08:00:00.000Z',
      },
    ],
    pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 1, hasNextPage: false },
  },
});
/** The duration as the member's language writes it (Intl's long unit names). */
const written = (locale: Locale, value: number, unit: 'hour' | 'second') => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);

describe('Deposit screens: what happens next', SCREEN_TEST, () => {
  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: both closed channels say the operator opens them and how to reach support`, async () => {
      const catalogue = CATALOGUES[locale];
      await renderIn(
        locale,
        <MockedProvider
          mocks={[
            { request: { query: DepositChainConfigDocument }, result: { data: CLOSED_CHAIN } },
            answering(DepositGuideDocument, () => guide(86_400, false)),
            answering(DepositsDocument, () => ({ deposits: { ...deposits('APPROVED').deposits, items: [] } })),
          ]}
        >
          <Suspense fallback="loading">
            <ChainDeposit compact={false} />
          </Suspense>
        </MockedProvider>,
      );
      const help = catalogue.deposit.openedByOperator.replace('{{contact}}', 'help@example.org');
      const chain = await screen.findByTestId('chain-closed');
      await expect.poll(() => within(chain).queryByTestId('channel-opened-by')?.textContent).toBe(help);
      expect(chain.textContent).toBe(`${catalogue.deposit.chainClosed}${help}`);
      cleanup();

      await renderIn(
        locale,
        <MockedProvider
          mocks={[
            { request: { query: DepositChannelsDocument }, result: { data: { depositChannels: [] } } },
            answering(DepositGuideDocument, () => guide(86_400, false)),
            answering(DepositsDocument, () => ({ deposits: { ...deposits('APPROVED').deposits, items: [] } })),
          ]}
        >
          <BankDeposit compact={false} />
        </MockedProvider>,
      );
      const bank = await screen.findByTestId('no-channels');
      await expect.poll(() => within(bank).queryByTestId('channel-opened-by')?.textContent).toBe(help);
      expect(bank.textContent).toBe(`${catalogue.deposit.noChannels}${help}`);
    });
  }

  for (const locale of Object.keys(CATALOGUES) as Locale[]) {
    it(`${locale}: a deposit waiting for review shows the operator's review time; an approved one does not`, async () => {
      const catalogue = CATALOGUES[locale];
      await renderIn(
        locale,
        <MockedProvider
          mocks={[
            { request: { query: DepositChannelsDocument }, result: { data: { depositChannels: [] } } },
            answering(DepositGuideDocument, () => guide(86_400, false)),
            answering(DepositsDocument, () => deposits('PENDING_REVIEW')),
          ]}
        >
          <BankDeposit compact />
        </MockedProvider>,
      );
      const record = await screen.findByTestId('deposit-record');
      await expect.poll(() => within(record).queryByTestId('deposit-review-time')?.textContent).toBe(
        catalogue.deposit.reviewWithin.replace('{{duration}}', written(locale, 24, 'hour')),
      );
    });
  }

  it('in demo mode, says the deposit approves itself after the demo delay', async () => {
    await renderIn(
      'en-US',
      <MockedProvider
        mocks={[
          { request: { query: DepositChannelsDocument }, result: { data: { depositChannels: [] } } },
          answering(DepositGuideDocument, () => guide(10, true)),
          answering(DepositsDocument, () => deposits('PENDING_REVIEW')),
        ]}
      >
        <BankDeposit compact={false} />
      </MockedProvider>,
    );
    const record = await screen.findByTestId('deposit-record');
    await expect.poll(() => within(record).queryByTestId('deposit-review-time')?.textContent).toBe('Demo mode: approved by itself after 10 seconds.');
  });

  it('says nothing of a review once the deposit is approved', async () => {
    await renderIn(
      'zh-CN',
      <MockedProvider
        mocks={[
          { request: { query: DepositChannelsDocument }, result: { data: { depositChannels: [] } } },
          answering(DepositGuideDocument, () => guide(86_400, false)),
          answering(DepositsDocument, () => deposits('APPROVED')),
        ]}
      >
        <BankDeposit compact />
      </MockedProvider>,
    );
    const record = await screen.findByTestId('deposit-record');
    expect(within(record).queryByTestId('deposit-review-time')).toBeNull();
    expect(CATALOGUES['zh-CN'].deposit.reviewWithin.replace('{{duration}}', written('zh-CN', 24, 'hour'))).toBe('通常在24小时内审核完成。');
  });
});
