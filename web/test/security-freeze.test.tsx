// @vitest-environment happy-dom
// The account freeze on React, in every language: the settings section asks for a confirmation,
// then freezes and says since when; the banner shows on every screen while frozen; the freeze
// link's page freezes only on a click (mail scanners open links), with the token of the link,
// and says so when the link is spent.
import { InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FreezeSection } from '@/features/security/components/freeze-section';
import { FrozenBanner } from '@/features/security/components/frozen-banner';
import { FreezeLinkRoute } from '@/features/security/routes/freeze-link';
import { AccountFreezeDocument, FreezeAccountByLinkDocument, FreezeAccountDocument } from '@/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { button, member } from './form-queries';
import { SCREEN_TEST } from './money-forms';
import { renderInEveryLanguage } from './render-languages';

afterEach(cleanup);

const FROZEN_AT = '2030-06-01T02:00:00.000Z';
const notFrozen = { __typename: 'AccountFreeze' as const, frozen: false, frozenAt: null, source: null };
const frozen = { __typename: 'AccountFreeze' as const, frozen: true, frozenAt: FROZEN_AT, source: 'SETTINGS' as const };

describe('freezing from settings', SCREEN_TEST, () => {
  it('asks first, then freezes and says since when; the banner follows', async () => {
    let sent = 0;
    const link = new MockLink(
      [
        { request: { query: AccountFreezeDocument }, result: { data: { accountFreeze: notFrozen } } },
        {
          request: { query: FreezeAccountDocument },
          result: () => {
            sent += 1;
            return { data: { freezeAccount: frozen } };
          },
        },
      ],
      { defaultOptions: { delay: 0 } },
    );
    const { inEveryLanguage } = await renderInEveryLanguage(
      'en-US',
      <MockedProvider link={link} cache={new InMemoryCache()}>
        <MemoryRouter>
          <FrozenBanner />
          <FreezeSection />
        </MemoryRouter>
      </MockedProvider>,
    );
    const u = member();
    await u.click(await screen.findByRole('button', { name: 'Freeze my account', hidden: true }));
    // Nothing sent before the confirmation.
    expect(sent).toBe(0);
    expect(screen.queryByTestId('frozen-banner')).toBeNull();
    await u.click(button('Freeze'));
    await screen.findByTestId('freeze-state');
    expect(sent).toBe(1);
    await inEveryLanguage((t, locale) => {
      expect(screen.getByTestId('freeze-state').textContent).toContain(t.security.freeze.frozenSince.replace('{{at}}', formatDateTime(FROZEN_AT, locale)));
      expect(screen.getByTestId('frozen-banner').textContent).toContain(t.security.freeze.banner);
    });
  });
});

describe('the freeze link page', SCREEN_TEST, () => {
  it('freezes on a click with the link\'s token; a spent link is said so', async () => {
    const tokens: unknown[] = [];
    const link = new MockLink(
      [
        {
          request: { query: FreezeAccountByLinkDocument, variables: () => true },
          result: (variables) => {
            tokens.push(variables);
            return { data: { freezeAccountByLink: true } };
          },
        },
      ],
      { defaultOptions: { delay: 0 } },
    );
    const { inEveryLanguage } = await renderInEveryLanguage(
      'zh-CN',
      <MockedProvider link={link}>
        <MemoryRouter initialEntries={['/freeze?token=abc-123_x']}>
          <FreezeLinkRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(tokens).toEqual([]);
    const u = member();
    await u.click(button('冻结我的账户'));
    await screen.findByTestId('freeze-link-done');
    expect(tokens).toEqual([{ token: 'abc-123_x' }]);
    await inEveryLanguage((t) => {
      expect(screen.getByTestId('freeze-link-done').textContent).toBe(t.freezeLink.done);
    });
  });

  it('says when the link is spent', async () => {
    const link = new MockLink(
      [{ request: { query: FreezeAccountByLinkDocument, variables: { token: 'old' } }, result: { errors: [{ message: 'spent', extensions: { reason: 'FREEZE_LINK_INVALID' } }] } as never }],
      { defaultOptions: { delay: 0 } },
    );
    await renderInEveryLanguage(
      'en-US',
      <MockedProvider link={link}>
        <MemoryRouter initialEntries={['/freeze?token=old']}>
          <FreezeLinkRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    await member().click(button('Freeze my account'));
    await waitFor(() => expect(screen.getByText('This link is not valid any more. Sign in and freeze the account from the security settings.')).toBeTruthy());
    expect(screen.queryByTestId('freeze-link-done')).toBeNull();
  });
});
