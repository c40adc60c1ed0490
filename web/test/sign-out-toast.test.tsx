// @vitest-environment happy-dom
// "You have logged out." is said for the sign-in screen: a member who signs straight back in
// does not find it on the dashboard, while a toast of the new session stays.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ToastHost from '@/app/toast-host';
import { LogoutDocument } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { clearSession, setToken } from '@/lib/session';
import { CATALOGUES } from './all-catalogues';
import { logOut, SignOut } from './log-out';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  clearSession('logout');
});

describe('the signed-out toast', () => {
  it('closes when a new session starts, and leaves that session its own toasts', async () => {
    setToken('first-session');
    await renderIn(
      'en-US',
      <MockedProvider mocks={[{ request: { query: LogoutDocument }, result: { data: { logout: true } } }]}>
        <>
          <ToastHost />
          <SignOut />
        </>
      </MockedProvider>,
    );
    await act(() => logOut('logout'));
    const said = CATALOGUES['en-US'].nav.loggedOut;
    await screen.findByText(said);

    // The window loses focus, which pauses every toast's own time (notistack): from here only a
    // close can take the toast away, never its 4 seconds running out.
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    act(() => {
      setToken('second-session');
      toastSuccess('Welcome back.');
    });
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
    expect(await screen.findByText('Welcome back.')).toBeTruthy();
  });
});
