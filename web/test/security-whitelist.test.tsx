// @vitest-environment happy-dom
// The withdrawal whitelist section on React, in every language: the mode's switch, a turning-off
// still waiting with its time, an address added less than a day ago with the time it joins;
// turning the mode on sends that switch, and the answer replaces what is shown.
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhitelistSection } from '@/features/security/components/whitelist-section';
import { SetWithdrawalWhitelistModeDocument, WithdrawalWhitelistDocument, type WithdrawalWhitelistQuery } from '@/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { member } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const JOINS = '2030-06-02T02:00:00.000Z';
const OFF_AT = '2030-06-02T03:00:00.000Z';
const whitelist = (on: boolean, offAt: string | null): WithdrawalWhitelistQuery['withdrawalWhitelist'] => ({
  __typename: 'WithdrawalWhitelist',
  on,
  offAt,
  addresses: [
    { __typename: 'WhitelistAddress', id: 'wad_1', network: 'BEP20', address: '0xabc0000000000000000000000000000000000001', label: 'Cold', whitelisted: false, whitelistedFrom: JOINS },
  ],
});

describe('withdrawal whitelist', SCREEN_TEST, () => {
  it('shows when a loosening takes effect, and turns the mode on', async () => {
    const sent: unknown[] = [];
    const link = new MockLink(
      [
        { request: { query: WithdrawalWhitelistDocument }, result: { data: { withdrawalWhitelist: whitelist(true, OFF_AT) } } },
        {
          request: { query: SetWithdrawalWhitelistModeDocument, variables: () => true },
          result: (variables) => {
            sent.push(variables);
            return { data: { setWithdrawalWhitelistMode: whitelist(true, null) } };
          },
        },
      ],
      { defaultOptions: { delay: 0 } },
    );
    const { inEveryLanguage } = await renderInEveryLanguage(
      'ja-JP',
      <MockedProvider link={link}>
        <WhitelistSection />
      </MockedProvider>,
    );
    await screen.findByTestId('whitelist-off-at');
    await inEveryLanguage((t, locale) => {
      expect(screen.getByTestId('whitelist-off-at').textContent).toBe(t.security.whitelist.offAt.replace('{{at}}', formatDateTime(OFF_AT, locale)));
      expect(screen.getByTestId('whitelist-address').textContent).toContain(t.security.whitelist.joinsAt.replace('{{at}}', formatDateTime(JOINS, locale)));
    });
    const modeSwitch = screen.getByRole('switch', { name: 'ホワイトリストモード', hidden: true }) as HTMLInputElement;
    // A turning-off waits: the switch shows off, and the address shows as added.
    expect(modeSwitch.checked).toBe(false);
    await member().click(modeSwitch);
    await waitFor(() => expect(screen.queryByTestId('whitelist-off-at')).toBeNull());
    expect(sent).toEqual([{ on: true }]);
  });
});
