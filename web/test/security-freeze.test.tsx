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
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreezeSection } from '@/features/security/components/freeze-section';
import { FrozenBanner } from '@/features/security/components/frozen-banner';
import { FreezeLinkRoute } from '@/features/security/routes/freeze-link';
import { AccountFreezeDocument, FreezeAccountDocument, type FreezeAccountByLinkMutation } from '@/generated/graphql';
import { formatDateTime } from '@/lib/format';
import { CATALOGUES } from './all-catalogues';
import { button, member } from './form-queries';
import { stubGateway } from './gateway-stub';
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
  // The router mounts this page outside the signed-in shell, so there is no Apollo Client around
  // it here either: it must call the gateway as the sign-in screens do (a stubbed `fetch`).
  afterEach(() => vi.unstubAllGlobals());

  it('freezes on a click with the link\'s token, with no Apollo Client around it', async () => {
    const gateway = stubGateway(() => ({ data: { freezeAccountByLink: true } satisfies FreezeAccountByLinkMutation }));
    const { inEveryLanguage } = await renderInEveryLanguage(
      'zh-CN',
      <MemoryRouter initialEntries={['/freeze?token=abc-123_x']}>
        <FreezeLinkRoute />
      </MemoryRouter>,
    );
    expect(gateway.sent).toEqual([]);
    const u = member();
    await u.click(button('冻结我的账户'));
    await screen.findByTestId('freeze-link-done');
    expect(gateway.sentOf('FreezeAccountByLink').map((operation) => operation.variables)).toEqual([{ token: 'abc-123_x' }]);
    await inEveryLanguage((t) => {
      expect(screen.getByTestId('freeze-link-done').textContent).toBe(t.freezeLink.done);
    });
  });

  it('says when the link is spent, and when the gateway cannot be reached', async () => {
    stubGateway((_operation, previousCalls) =>
      previousCalls === 0 ? { errors: [{ message: 'spent', extensions: { code: 'BAD_REQUEST', reason: 'FREEZE_LINK_INVALID' } }] } : 'unreachable',
    );
    const { inEveryLanguage } = await renderInEveryLanguage(
      'en-US',
      <MemoryRouter initialEntries={['/freeze?token=old']}>
        <FreezeLinkRoute />
      </MemoryRouter>,
    );
    const u = member();
    await u.click(button('Freeze my account'));
    await waitFor(() => expect(screen.getByTestId('freeze-link-failed').textContent).toBe('This link is not valid any more. Sign in and freeze the account from the security settings.'));
    await inEveryLanguage((t) => {
      expect(screen.getByTestId('freeze-link-failed').textContent).toBe(t.freezeLink.failed);
    });
    await u.click(button('Freeze my account'));
    await waitFor(() => expect(screen.getByTestId('freeze-link-failed').textContent).toBe(CATALOGUES['en-US'].network.unreachable));
    expect(screen.queryByTestId('freeze-link-done')).toBeNull();
  });
});
