import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RouteError } from '@/components/route-error';
import { CREDIT_SECTIONS, paths, type CreditSection } from '@/config/paths';
import { loadAppCatalogue } from '@/lib/i18n';
import { lazyScreen } from '@/lib/lazy-route';
import { RootOutlet, type RouteHandle } from './root-outlet';
import { RequireAuth, requireSession } from './require-auth';

// Screens load lazily, the shell too: the sign-in screens fetch no header, menus or live
// profile, only what they show (docs/web.md, "Loading"). Every route has the error boundary.
const withErrorBoundary = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteError /> });
const titled = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title } });

const recordsRoute = (section: CreditSection): RouteObject =>
  withErrorBoundary({
    path: section.records.path,
    ...titled((t) => t('records.title', { credit: t(`credits.${section.coinName}`) })),
    lazy: async () => {
      const { RecordsRoute } = await import('@/features/records/routes/records');
      return { Component: () => <RecordsRoute key={section.key} section={section} /> };
    },
  });

const convertRoute = (path: string, from?: CreditSection['coinName']): RouteObject =>
  withErrorBoundary({
    path,
    ...titled((t) => t('convert.title')),
    lazy: async () => {
      const { ConvertRoute } = await import('@/features/convert/routes/convert');
      return { Component: () => <ConvertRoute key={from ?? 'all'} from={from} /> };
    },
  });

const transferRoute = (path: string, coin?: CreditSection['coinName']): RouteObject =>
  withErrorBoundary({
    path,
    ...titled((t) => t('transfer.title')),
    lazy: async () => {
      const { TransferRoute } = await import('@/features/transfer/routes/transfer');
      return { Component: () => <TransferRoute key={coin ?? 'all'} coin={coin} /> };
    },
  });

// The money screens come as a desktop page and a mobile (H5) page under the /assets wallet.
const moneyRoute = (
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<{ default: (props: { mobile: boolean }) => ReactNode }>,
  mobile: boolean,
): RouteObject =>
  withErrorBoundary({
    path,
    ...titled(title),
    lazy: async () => {
      const { default: Screen } = await load();
      return { Component: () => <Screen key={path} mobile={mobile} /> };
    },
  });

const depositScreen = async () => ({ default: (await import('@/features/deposit/routes/deposit')).DepositRoute });
const withdrawalScreen = async () => ({ default: (await import('@/features/withdrawal/routes/withdrawal')).WithdrawalRoute });
const walletScreen = async () => ({ default: (await import('@/features/wallet/routes/wallet')).WalletRoute });
const otcScreen = async () => (await import('@/features/otc/routes/otc')).OtcRoute;
const jackpotScreen = async () => (await import('@/features/jackpot/routes/jackpot')).JackpotRoute;
const gameScreen = async () => (await import('@/features/game/routes/game')).GameRoute;
const entrustScreen = async () => ({ default: (await import('@/features/packages/routes/entrust')).EntrustRoute });

const screenRoute = (path: string, title: RouteHandle['title'], load: () => Promise<() => ReactNode>): RouteObject =>
  withErrorBoundary({ path, ...titled(title), lazy: async () => ({ Component: await load() }) });

/**
 * Every lazy route of the table, the shell's too, through lazyScreen: a screen whose code cannot
 * be downloaded (offline) shows its route's error screen, whose Retry downloads it again.
 */
function downloadable(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' ? { lazy: lazyScreen(lazy) } : {}),
    ...(children ? { children: children.map(downloadable) } : {}),
  } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    element: <RootOutlet />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: [
      withErrorBoundary({
        path: paths.auth.login.path,
        ...titled((t) => t('auth.login.title')),
        lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
      }),
      withErrorBoundary({
        path: paths.auth.register.path,
        ...titled((t) => t('auth.register.title')),
        lazy: async () => ({ Component: (await import('@/features/auth/routes/register')).RegisterRoute }),
      }),
      withErrorBoundary({
        path: paths.auth.forgot.path,
        ...titled((t) => t('auth.forgot.title')),
        lazy: async () => ({ Component: (await import('@/features/auth/routes/forgot')).ForgotRoute }),
      }),
      withErrorBoundary({
        path: paths.auth.freezeLink.path,
        ...titled((t) => t('freezeLink.title')),
        lazy: async () => ({ Component: (await import('@/features/security/routes/freeze-link')).FreezeLinkRoute }),
      }),
      withErrorBoundary({
        path: paths.notFound.path,
        ...titled((t) => t('notFound.title')),
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      }),
      {
        element: <RequireAuth />,
        loader: requireSession,
        children: [
          {
            // The shell comes with the signed-in screens' texts (lib/i18n.ts).
            lazy: async () => {
              const [{ AppShell }] = await Promise.all([import('./shell/app-shell'), loadAppCatalogue()]);
              return { Component: AppShell };
            },
            errorElement: <RouteError />,
            children: [
              { path: paths.root.path, element: <Navigate to={paths.app.dashboard.getHref()} replace /> },
              withErrorBoundary({
                path: paths.app.dashboard.path,
                ...titled((t) => t('dashboard.title')),
                lazy: async () => ({ Component: (await import('@/features/dashboard/routes/dashboard')).DashboardRoute }),
              }),
              withErrorBoundary({
                path: paths.app.records.path,
                ...titled((t) => t('records.allTitle')),
                lazy: async () => ({ Component: (await import('@/features/records/routes/records')).RecordsRoute }),
              }),
              ...CREDIT_SECTIONS.map(recordsRoute),
              // Each per-credit section redirects to its records screen (SPEC §2).
              ...CREDIT_SECTIONS.map((section) => ({
                path: section.section.path,
                element: <Navigate to={section.records.getHref()} replace />,
              })),
              withErrorBoundary({
                path: paths.app.userInfo.path,
                ...titled((t) => t('accountInfo.title')),
                lazy: async () => ({ Component: (await import('@/features/account-info/routes/account-info')).AccountInfoRoute }),
              }),
              convertRoute(paths.app.convert.path),
              ...CREDIT_SECTIONS.map((section) => convertRoute(section.convert.path, section.coinName)),
              moneyRoute(paths.app.recharge.path, (t) => t('deposit.title'), depositScreen, false),
              moneyRoute(paths.app.rechargeH5.path, (t) => t('deposit.title'), depositScreen, true),
              moneyRoute(paths.app.withdraw.path, (t) => t('withdrawal.title'), withdrawalScreen, false),
              moneyRoute(paths.app.withdrawH5.path, (t) => t('withdrawal.title'), withdrawalScreen, true),
              moneyRoute(paths.app.wallet.path, (t) => t('wallet.title'), walletScreen, false),
              moneyRoute(paths.app.assets.path, (t) => t('wallet.title'), walletScreen, true),
              transferRoute(paths.app.transfer.path),
              screenRoute(paths.app.insurance.path, (t) => t('products.insurance.title'), async () => (await import('@/features/packages/routes/insurance')).InsuranceRoute),
              screenRoute(paths.app.insurancePremium.path, (t) => t('products.premium.title'), async () => (await import('@/features/packages/routes/premium')).PremiumRoute),
              screenRoute(paths.app.insuranceInsure.path, (t) => t('products.insure.title'), async () => (await import('@/features/packages/routes/insure')).InsureRoute),
              screenRoute(paths.app.insuranceCode.path, (t) => t('pinCode.insuranceTitle'), async () => (await import('@/features/pin-code/routes/pin-code')).InsuranceCodeRoute),
              screenRoute(paths.app.commitment.path, (t) => t('commitment.title'), async () => (await import('@/features/commitment/routes/commitment')).CommitmentRoute),
              screenRoute(paths.app.commitmentDetails.path, (t) => t('commitment.detailsTitle'), async () => (await import('@/features/commitment/routes/commitment')).CommitmentDetailsRoute),
              screenRoute(paths.app.commitmentClaim.path, (t) => t('commitment.claimPageTitle'), async () => (await import('@/features/commitment/routes/commitment')).CommitmentClaimRoute),
              screenRoute(paths.app.code.path, (t) => t('pinCode.title'), async () => (await import('@/features/pin-code/routes/pin-code')).PinCodeRoute),
              screenRoute(paths.app.claimInsurance.path, (t) => t('products.claim.pageTitle'), async () => (await import('@/features/packages/routes/claim')).ClaimRoute),
              moneyRoute(paths.app.custody.path, (t) => t('products.entrust.title'), entrustScreen, false),
              moneyRoute(paths.app.package.path, (t) => t('products.entrust.title'), entrustScreen, false),
              moneyRoute(paths.app.assetsCustody.path, (t) => t('products.entrust.title'), entrustScreen, true),
              transferRoute(paths.app.cashTransfer.path, 'CASH_POINT'),
              withErrorBoundary({
                path: paths.app.setting.path,
                ...titled((t) => t('settings.title')),
                lazy: async () => ({ Component: (await import('@/features/settings/routes/settings')).SettingsRoute }),
              }),
              screenRoute(paths.app.inviteTree.path, (t) => t('team.title'), async () => (await import('@/features/team/routes/invite-tree')).InviteTreeRoute),
              screenRoute(paths.app.bonusReport.path, (t) => t('bonusReport.title'), async () => (await import('@/features/team/routes/bonus-report')).BonusReportRoute),
              screenRoute(paths.app.kyc.path, (t) => t('kyc.title'), async () => (await import('@/features/kyc/routes/kyc')).KycRoute),
              screenRoute(paths.app.notifications.path, (t) => t('notifications.title'), async () => (await import('@/features/notifications/routes/inbox')).InboxRoute),
              screenRoute(paths.app.security.path, (t) => t('security.title'), async () => (await import('@/features/security/routes/security')).SecurityRoute),
              screenRoute(
                paths.app.notificationSettings.path,
                (t) => t('notifications.preferencesTitle'),
                async () => (await import('@/features/notifications/routes/preferences')).NotificationPreferencesRoute,
              ),
              withErrorBoundary({
                path: paths.app.terms.path,
                ...titled((t) => t('terms.title')),
                lazy: async () => ({ Component: (await import('@/features/terms/routes/terms')).TermsRoute }),
              }),
              screenRoute(paths.app.prize.path, (t) => t('jackpot.title'), jackpotScreen),
              screenRoute(paths.app.prizeH5.path, (t) => t('jackpot.title'), jackpotScreen),
              screenRoute(paths.app.otc.path, (t) => t('otc.title'), otcScreen),
              screenRoute(paths.app.gameIndex.path, (t) => t('game.title'), gameScreen),
              screenRoute(paths.app.game.path, (t) => t('game.title'), gameScreen),
              screenRoute(paths.app.hashH5.path, (t) => t('game.title'), async () => (await import('@/features/game/routes/game')).HashH5Route),
              screenRoute(paths.app.usdtOtc.path, (t) => t('otc.title'), otcScreen),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
    ],
  },
].map(downloadable);

export function createRouter() {
  return createHashRouter(routes);
}

/** Resolves once the first route's code has loaded, so the screen itself renders, not the loader. */
export function untilInitialized(router: { state: { initialized: boolean }; subscribe: (listener: (state: { initialized: boolean }) => void) => () => void }): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
