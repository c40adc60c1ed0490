// @vitest-environment happy-dom
// The error and offline states on React, in the member's language: what failed and why (the
// catalogue's text for the code, the platform's own words, "offline" or "the server cannot be
// reached"), with Retry where the app offers it, and Retry doing what it says. A screen whose
// query fails (LoadError), a route whose screen could not be downloaded (RouteError), the sign-in
// screens' calls with no answer, and the shell's connection banner, which goes away by itself
// when the gateway answers again.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@portal/envelope/catalogue';
import { ConnectionBanner } from '@/app/shell/connection-banner';
import { FailureAlert } from '@/components/failure-alert';
import { PageLoader } from '@/components/page-loader';
import { RouteError } from '@/components/route-error';
import { LoginRoute } from '@/features/auth/routes/login';
import { RegisterRoute } from '@/features/auth/routes/register';
import { KycRoute } from '@/features/kyc/routes/kyc';
import { KycDocument, type CaptchaQuery, type CountriesQuery, type KycQuery } from '@/generated/graphql';
import { BelowConnectionBanner, connectionState, onReconnect, PROBE_INTERVAL_MS, reportUnreachable } from '@/lib/connection';
import { RequestFailure } from '@/lib/graphql-request';
import { lazyScreen } from '@/lib/lazy-route';
import { CATALOGUES } from './all-catalogues';
import { button, field, fill, member } from './form-queries';
import { stubGateway } from './gateway-stub';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOCALES = Object.keys(CATALOGUES) as Locale[];
/** The browser's error for a fetch (or a module download) that got no answer. */
const noAnswer = () => new TypeError('Failed to fetch');
const deviceOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('FailureAlert', () => {
  for (const locale of LOCALES) {
    it(`${locale}: says the screen failed and why, with a Retry that retries`, async () => {
      const c = CATALOGUES[locale];
      const onRetry = vi.fn();
      const view = await renderIn(locale, <FailureAlert failure={{ code: 'SERVICE_UNAVAILABLE' }} onRetry={onRetry} />);
      const alert = screen.getByRole('alert', { hidden: true });
      expect(alert.textContent).toBe(`${c.common.loadFailed} ${c.errors.SERVICE_UNAVAILABLE}${c.common.retry}`);
      await member().click(button(c.common.retry));
      expect(onRetry).toHaveBeenCalledTimes(1);

      // The platform's own words, as they come.
      view.rerender(<FailureAlert failure={{ code: 'SERVER_MESSAGE', serverMessage: `${locale}: closed for maintenance` }} onRetry={onRetry} />);
      expect(screen.getByRole('alert', { hidden: true }).textContent).toContain(`${c.common.loadFailed} ${locale}: closed for maintenance`);
      // No answer: the server cannot be reached, not "busy".
      view.rerender(<FailureAlert failure={{ code: 'SERVER_BUSY', unreachable: true }} onRetry={onRetry} />);
      expect(screen.getByRole('alert', { hidden: true }).textContent).toContain(`${c.common.loadFailed} ${c.network.unreachable}`);
      expect(screen.getByRole('alert', { hidden: true }).textContent).not.toContain(c.errors.SERVER_BUSY);
      // Below the shell's banner the reason is left out (the banner says it); while retrying, Retry waits.
      view.rerender(<FailureAlert failure={{ code: 'SERVER_BUSY', unreachable: true }} onRetry={onRetry} withoutReason retrying />);
      expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(`${c.common.loadFailed}${c.common.retry}`);
      expect(button(c.common.retry).disabled).toBe(true);
    });

    it(`${locale}: a call with no answer while the device is offline says the device is offline`, async () => {
      const c = CATALOGUES[locale];
      deviceOffline();
      await renderIn(locale, <FailureAlert failure={{ code: 'SERVER_BUSY', unreachable: true }} onRetry={() => undefined} />);
      expect(screen.getByRole('alert', { hidden: true }).textContent).toContain(`${c.common.loadFailed} ${c.network.offline}`);
    });
  }
});

describe('a screen whose query fails (LoadError)', () => {
  const KYC: KycQuery = {
    kyc: { __typename: 'Kyc', status: 'PENDING', canSubmit: false, reason: null, idNumber: 'AB****34', submittedAt: '2026-01-02T03:04:05Z', reviewedAt: null },
  };
  const answered: MockLink.MockedResponse = { request: { query: KycDocument }, result: { data: KYC } };

  async function openKyc(locale: Locale, failure: MockLink.MockedResponse) {
    await renderIn(
      locale,
      <MockedProvider mocks={[failure, answered]} mockLinkDefaultOptions={{ delay: 0 }}>
        <KycRoute />
      </MockedProvider>,
    );
  }

  for (const locale of LOCALES) {
    it(`${locale}: a refusal says what the platform answered; Retry asks again and the screen shows`, async () => {
      const c = CATALOGUES[locale];
      await openKyc(locale, { request: { query: KycDocument }, result: { errors: [{ message: 'busy', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } });
      const alert = await screen.findByRole('alert', { hidden: true });
      expect(alert.textContent).toBe(`${c.common.loadFailed} ${c.errors.SERVICE_UNAVAILABLE}${c.common.retry}`);
      expect(screen.queryByTestId('kyc-state')).toBeNull();
      await member().click(button(c.common.retry));
      expect((await screen.findByTestId('kyc-status')).textContent).toBe(c.kyc.statuses.PENDING);
      expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    });

    it(`${locale}: no answer at all says only that the screen failed (the shell's banner says why), with Retry`, async () => {
      const c = CATALOGUES[locale];
      await openKyc(locale, { request: { query: KycDocument }, error: noAnswer() });
      const alert = await screen.findByRole('alert', { hidden: true });
      expect(alert.textContent).toBe(`${c.common.loadFailed}${c.common.retry}`);
      await member().click(button(c.common.retry));
      expect((await screen.findByTestId('kyc-status')).textContent).toBe(c.kyc.statuses.PENDING);
    });
  }
});

describe("a route's error screen (RouteError)", () => {
  const Screen = () => <p>The screen</p>;

  /**
   * A route whose screen must be downloaded, as the app's router builds it (lazyScreen, RouteError),
   * optionally below the shell's banner. The download fails while `network.online` is false; else
   * it takes until `network.arrive()`, as a request does.
   */
  function downloadingRoute({ shell = false } = {}) {
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const network = { online: false, arrive: () => arrive() };
    const download = vi.fn(async () => {
      if (!network.online) throw noAnswer();
      await arrived;
      return { Component: Screen };
    });
    const page = { path: '/kyc', lazy: lazyScreen(download), errorElement: <RouteError /> };
    const shellRoute = {
      element: (
        <>
          <ConnectionBanner />
          <BelowConnectionBanner value>
            <Outlet />
          </BelowConnectionBanner>
        </>
      ),
      children: [page],
    };
    // Until the first download is settled the app's router shows its page loader.
    const router = createMemoryRouter([{ ...(shell ? shellRoute : page), HydrateFallback: PageLoader }], { initialEntries: ['/kyc'] });
    return { router, download, network };
  }
  const alertOf = async () => (await screen.findByTestId('route-error')).querySelector('[role="alert"]')?.textContent;

  for (const locale of LOCALES) {
    it(`${locale}: a screen that could not be downloaded says the server cannot be reached; Retry downloads it again`, async () => {
      const c = CATALOGUES[locale];
      const { router, download, network } = downloadingRoute();
      await renderIn(locale, <RouterProvider router={router} />);
      expect(await alertOf()).toBe(`${c.common.loadFailed} ${c.network.unreachable}${c.common.retry}`);
      const retry = button(c.common.retry);
      const u = member();

      // Still no answer: said again, nothing else.
      const attempts = download.mock.calls.length;
      await u.click(retry);
      await waitFor(() => expect(download).toHaveBeenCalledTimes(attempts + 1));
      await waitFor(() => expect(retry.disabled).toBe(false));
      expect(await alertOf()).toBe(`${c.common.loadFailed} ${c.network.unreachable}${c.common.retry}`);

      // Online: Retry waits while the screen downloads, then the screen shows.
      network.online = true;
      await u.click(retry);
      await waitFor(() => expect(retry.disabled).toBe(true));
      network.arrive();
      expect(await screen.findByText('The screen')).toBeTruthy();
      expect(screen.queryByTestId('route-error')).toBeNull();
    });
  }

  it('any other failure (a fault of the app) says so, not that the server is busy, and Retry reloads the app', async () => {
    const c = CATALOGUES['id-ID'];
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw new Error('a bug');
          },
          Component: Screen,
          HydrateFallback: PageLoader,
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/'] },
    );
    await renderIn('id-ID', <RouterProvider router={router} />);
    expect(await alertOf()).toBe(`${c.common.loadFailed} ${c.common.screenFault}${c.common.retry}`);
    await member().click(button(c.common.retry));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a call's refusal thrown by a route is said as the call's", async () => {
    const c = CATALOGUES['ja-JP'];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw new RequestFailure({ code: 'SERVER_BUSY' });
          },
          Component: Screen,
          HydrateFallback: PageLoader,
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/'] },
    );
    await renderIn('ja-JP', <RouterProvider router={router} />);
    expect(await alertOf()).toBe(`${c.common.loadFailed} ${c.errors.SERVER_BUSY}${c.common.retry}`);
  });

  describe('below the shell’s connection banner', () => {
    afterEach(async () => {
      cleanup();
      // Whatever happened, the next test starts with the gateway reachable (the store is the app's, shared).
      if (!connectionState().reachable) {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        vi.stubGlobal('fetch', vi.fn(async () => new Response('ok', { status: 200 })));
        await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
      }
      vi.useRealTimers();
      expect(connectionState().reachable).toBe(true);
    });

    for (const locale of LOCALES) {
      it(`${locale}: the banner says why once, the error screen only what failed; both clear by themselves when the gateway answers again`, async () => {
        const c = CATALOGUES[locale];
        const probes = vi.fn(async () => (network.online ? new Response('ok', { status: 200 }) : Promise.reject(noAnswer())));
        vi.stubGlobal('fetch', probes);
        const reconnected = vi.fn();
        const stop = onReconnect(reconnected);
        const { router, network } = downloadingRoute({ shell: true });
        await renderIn(locale, <RouterProvider router={router} />);
        await screen.findByTestId('route-error');
        expect(screen.queryByTestId('connection-banner')).toBeNull();

        // A call got no answer (the Apollo link reports it so). Only the shell's probe of the
        // gateway, every few seconds, runs on a fake clock: from here on no Testing Library wait
        // (it would wait on that clock), vitest's own.
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        act(() => reportUnreachable());
        await vi.waitFor(() => expect(screen.getByTestId('connection-banner').textContent).toBe(c.network.unreachable));
        expect(screen.getByTestId('route-error').textContent).toBe(`${c.common.loadFailed}${c.common.retry}`);

        // The gateway is asked again: still nothing, the banner stays.
        await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
        expect(probes).toHaveBeenCalledTimes(1);
        expect(screen.getByTestId('connection-banner')).toBeTruthy();

        // It answers: the banner goes, and the screen downloads again by itself.
        network.online = true;
        await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
        vi.useRealTimers();
        expect(probes).toHaveBeenCalledTimes(2);
        expect(reconnected).toHaveBeenCalledTimes(1);
        expect(screen.queryByTestId('connection-banner')).toBeNull();
        expect(button(c.common.retry).disabled).toBe(true);
        network.arrive();
        expect(await screen.findByText('The screen')).toBeTruthy();
        expect(screen.queryByTestId('route-error')).toBeNull();
        stop();
      });

      it(`${locale}: with the device offline the banner says the device is offline`, async () => {
        const c = CATALOGUES[locale];
        const onLine = deviceOffline();
        vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(noAnswer())));
        await renderIn(locale, <ConnectionBanner />);
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        act(() => reportUnreachable());
        await vi.waitFor(() => expect(screen.getByTestId('connection-banner').textContent).toBe(c.network.offline));
        onLine.mockReturnValue(true);
        vi.stubGlobal('fetch', vi.fn(async () => new Response('ok', { status: 200 })));
        await act(() => vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
        expect(screen.queryByTestId('connection-banner')).toBeNull();
      });
    }
  });
});

describe('the sign-in screens with no answer from the gateway', () => {
  const COUNTRIES: CountriesQuery = { countries: [{ __typename: 'Country', code: 'ID', name: 'Indonesia' }] };
  const CAPTCHA: CaptchaQuery = { captcha: { __typename: 'Captcha', captchaId: 'captcha-1', image: 'data:image/png;base64,AAAA' } };

  for (const locale of LOCALES) {
    it(`${locale}: signing in says the server cannot be reached, or that the device is offline`, async () => {
      const c = CATALOGUES[locale];
      const gateway = stubGateway(() => 'unreachable');
      await renderIn(locale, <MemoryRouter initialEntries={['/login']}><LoginRoute /></MemoryRouter>);
      fill(field(c.auth.userName), 'member');
      fill(field(c.auth.password), 'secret');
      const signIn = button(c.auth.login.submit);
      const u = member();
      await u.click(signIn);
      expect((await screen.findByTestId('form-failure')).textContent).toBe(c.network.unreachable);
      expect(gateway.sentOf('SignIn')).toHaveLength(1);

      deviceOffline();
      await u.click(signIn);
      await waitFor(() => expect(screen.getByTestId('form-failure').textContent).toBe(c.network.offline));
      expect(gateway.sentOf('SignIn')).toHaveLength(2);
    });

    it(`${locale}: registering without the country list says so in its place, and Retry brings the list`, async () => {
      const c = CATALOGUES[locale];
      const gateway = stubGateway((operation, previousCalls) =>
        operation === 'Captcha' ? { data: CAPTCHA } : previousCalls === 0 ? 'unreachable' : { data: COUNTRIES },
      );
      await renderIn(locale, <MemoryRouter initialEntries={['/register']}><RegisterRoute /></MemoryRouter>);
      const alert = await screen.findByRole('alert', { hidden: true });
      expect(alert.textContent).toBe(`${c.common.loadFailed} ${c.network.unreachable}${c.common.retry}`);
      expect(screen.queryByLabelText(c.auth.register.country, { exact: false })).toBeNull();
      await member().click(button(c.common.retry));
      await waitFor(() => expect(field(c.auth.register.country)).toBeTruthy());
      expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
      expect(gateway.sentOf('Countries')).toHaveLength(2);
    });
  }
});
