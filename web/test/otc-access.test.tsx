// @vitest-environment happy-dom
// /otc for a member whose profile says the P2P area is closed: the screen says so in the
// member's language without asking the platform for lists it would refuse (each refusal was an
// HTTP 403 in the browser's console on every visit); a member with the area gets the lobby.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtcRoute } from '@/features/otc/routes/otc';
import type { OtcLobbyQuery, ProfileQuery } from '@/generated/graphql';
import { CATALOGUES } from './all-catalogues';
import { COINS, SCREEN_TEST } from './money-forms';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const profile = (otcEnabled: boolean): ProfileQuery => ({
  me: {
    __typename: 'User',
    id: 'u1',
    userName: 'member_01',
    countryCode: 'JP',
    referralId: 'R12345',
    level: 1,
    levelName: 'Manager',
    commitmentPackageEnabled: false,
    otcEnabled,
    matchingCodeEnabled: false,
    agreedToTerms: true,
  },
});

const LOBBY: OtcLobbyQuery = {
  otcLobby: {
    __typename: 'OtcLobby',
    payCoinName: 'CASH_POINT',
    feeRatio: '0.01',
    feePayer: 'BUYER',
    items: [],
    pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 0, hasNextPage: false },
  },
};

/** A platform that answers the profile, the balances and the decimals, refuses the P2P lists as the gateway does, and notes every operation asked. */
function platform(otcEnabled: boolean) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        asked.push(operation.operationName ?? '');
        const data: Record<string, unknown> | undefined =
          operation.operationName === 'Profile'
            ? profile(otcEnabled)
            : operation.operationName === 'Balances'
              ? { balances: [] }
              : operation.operationName === 'CreditDecimals'
                ? COINS
                : operation.operationName === 'OtcLobby' && otcEnabled
                  ? LOBBY
                  : undefined;
        observer.next(data ? { data } : { errors: [{ message: 'Access denied', extensions: { code: 'FORBIDDEN', reason: 'OTC_AREA_DISABLED' } }] });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('OtcRoute and the member\'s access', SCREEN_TEST, () => {
  it('ja-JP: the area closed says so and asks for no P2P list', async () => {
    const errors = vi.spyOn(console, 'error');
    const { client, asked } = platform(false);
    await renderIn(
      'ja-JP',
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/otc']}>
          <OtcRoute />
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect((await screen.findByTestId('otc-forbidden')).textContent).toBe(CATALOGUES['ja-JP'].otc.forbidden);
    expect(asked).toEqual(['Profile']);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('ja-JP: the area open shows the tabs and the lobby', async () => {
    const { client, asked } = platform(true);
    await renderIn(
      'ja-JP',
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/otc']}>
          <OtcRoute />
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect((await screen.findByTestId('otc-lobby-empty')).textContent).toBe(CATALOGUES['ja-JP'].otc.lobbyEmpty);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(asked).toContain('OtcLobby');
  });
});
