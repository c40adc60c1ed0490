// @vitest-environment happy-dom
// Why the last session ended is taken by the sign-in screen only once it is shown, never while
// React renders it: a render can be thrown away (a sibling suspends, a transition is
// interrupted) while the signed-in screen's guard is still mounted and reads the same reason. On
// a log-out, a reason taken too early made the guard send the member to
// /login?redirectTo=<the screen they left>, and their next sign-in landed there.
import { act, cleanup, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginRoute } from '@/features/auth/routes/login';
import { clearSession, peekSessionEndReason, setToken } from '@/lib/session';
import { CATALOGUES } from './all-catalogues';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  clearSession('expired');
});

describe('the sign-in screen and why the last session ended', () => {
  it('a render that is thrown away leaves the reason; the screen once shown says it and takes it', async () => {
    setToken('ended');
    clearSession('expired');
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    let loginRendered = false;
    function AfterLogin() {
      loginRendered = true;
      return null;
    }
    function Waits() {
      use(later);
      return null;
    }
    // In an awaited act: a render that suspends inside a synchronous one is never retried.
    await act(() =>
      renderIn(
        'en-US',
        <MemoryRouter initialEntries={['/login']}>
          <Suspense fallback={<p>waiting</p>}>
            <LoginRoute />
            <AfterLogin />
            <Waits />
          </Suspense>
        </MemoryRouter>,
      ),
    );
    // Rendered, then thrown away for the fallback: nothing of it was shown.
    expect(loginRendered).toBe(true);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(peekSessionEndReason()).toBe('expired');

    await act(async () => {
      release();
      await later;
    });
    expect(await screen.findByText(CATALOGUES['en-US'].auth.login.expired)).toBeTruthy();
    expect(peekSessionEndReason()).toBeUndefined();
  });
});
