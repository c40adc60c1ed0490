// @vitest-environment happy-dom
// Signing out ends the session in the tab before the server hears of it. Ended on the server
// first, a screen's request refused in the meantime (its session already gone) ended it a second
// time as expired or invalid: an error toast, and /login with the screen to come back to, so the
// next sign-in landed on that screen instead of the dashboard.
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import ToastHost from '@/app/toast-host';
import { errorLink } from '@/lib/apollo';
import { BalancesDocument } from '@/generated/graphql';
import { clearSession, getToken, peekSessionEndReason, setToken } from '@/lib/session';
import { CATALOGUES } from './all-catalogues';
import { logOut, SignOut } from './log-out';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  clearSession('expired');
});

describe('signing out', () => {
  it('ends the session in the tab first, then on the server with its token; a request refused meanwhile changes nothing', async () => {
    setToken('the-session');
    const atServer: { authorization?: string; tokenInTab: string | null }[] = [];
    const gateway = new ApolloLink((operation) => {
      if (operation.operationName === 'Logout') {
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        atServer.push({ authorization: headers.authorization, tokenInTab: getToken() });
        // While the server ends it, a screen's read comes back refused: the session is gone.
        return new Observable((observer) => {
          void client.query({ query: BalancesDocument, fetchPolicy: 'network-only' }).catch(() => undefined).then(() => {
            observer.next({ data: { logout: true } });
            observer.complete();
          });
        });
      }
      return new Observable((observer) => {
        observer.next({ errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] });
        observer.complete();
      });
    });
    const client = new ApolloClient({ link: ApolloLink.from([errorLink, gateway]), cache: new InMemoryCache() });
    await renderIn(
      'en-US',
      <ApolloProvider client={client}>
        <ToastHost />
        <SignOut />
      </ApolloProvider>,
    );
    await act(() => logOut('logout'));
    expect(atServer).toEqual([{ authorization: 'Bearer the-session', tokenInTab: null }]);
    // Still a log-out: /login without a screen to come back to, and said as one, with no error.
    expect(peekSessionEndReason()).toBe('logout');
    const said = CATALOGUES['en-US'].nav.loggedOut;
    await screen.findByText(said);
    expect([...document.querySelectorAll('.notistack-MuiContent')].map((toast) => toast.textContent)).toEqual([said]);

    // Signing in again takes the toast away: nothing of this test is left for the next.
    act(() => setToken('next-session'));
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
  });
});
