import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RouteError } from '@/components/route-error';
import { CREDIT_SECTIONS, paths, type CreditSection } from '@/config/paths';
import { RequireAuth } from './require-auth';
import { AppShell } from './shell/app-shell';

// Screens load lazily; every route has the error boundary. Routes of the table that no
// screen implements yet are not mounted: they fall to /404 until their issue lands.
const withErrorBoundary = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteError /> });

const recordsRoute = (section: CreditSection): RouteObject =>
  withErrorBoundary({
    path: section.records.path,
    lazy: async () => {
      const { RecordsRoute } = await import('@/features/records/routes/records');
      return { Component: () => <RecordsRoute key={section.key} section={section} /> };
    },
  });

const convertRoute = (path: string, from?: CreditSection['coinName']): RouteObject =>
  withErrorBoundary({
    path,
    lazy: async () => {
      const { ConvertRoute } = await import('@/features/convert/routes/convert');
      return { Component: () => <ConvertRoute key={from ?? 'all'} from={from} /> };
    },
  });

const transferRoute = (path: string, coin?: CreditSection['coinName']): RouteObject =>
  withErrorBoundary({
    path,
    lazy: async () => {
      const { TransferRoute } = await import('@/features/transfer/routes/transfer');
      return { Component: () => <TransferRoute key={coin ?? 'all'} coin={coin} /> };
    },
  });

// The money screens come as a desktop page and a mobile (H5) page under the /assets wallet.
const moneyRoute = (path: string, load: () => Promise<{ default: (props: { mobile: boolean }) => ReactNode }>, mobile: boolean): RouteObject =>
  withErrorBoundary({
    path,
    lazy: async () => {
      const { default: Screen } = await load();
      return { Component: () => <Screen key={path} mobile={mobile} /> };
    },
  });

const depositScreen = async () => ({ default: (await import('@/features/deposit/routes/deposit')).DepositRoute });
const withdrawalScreen = async () => ({ default: (await import('@/features/withdrawal/routes/withdrawal')).WithdrawalRoute });
const walletScreen = async () => ({ default: (await import('@/features/wallet/routes/wallet')).WalletRoute });
const entrustScreen = async () => ({ default: (await import('@/features/packages/routes/entrust')).EntrustRoute });

const screenRoute = (path: string, load: () => Promise<() => ReactNode>): RouteObject =>
  withErrorBoundary({ path, lazy: async () => ({ Component: await load() }) });

export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: [
      withErrorBoundary({
        path: paths.auth.login.path,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
      }),
      withErrorBoundary({
        path: paths.auth.register.path,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/register')).RegisterRoute }),
      }),
      withErrorBoundary({
        path: paths.auth.forgot.path,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/forgot')).ForgotRoute }),
      }),
      withErrorBoundary({
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      }),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            errorElement: <RouteError />,
            children: [
              { path: paths.root.path, element: <Navigate to={paths.app.dashboard.getHref()} replace /> },
              withErrorBoundary({
                path: paths.app.dashboard.path,
                lazy: async () => ({ Component: (await import('@/features/dashboard/routes/dashboard')).DashboardRoute }),
              }),
              ...CREDIT_SECTIONS.map(recordsRoute),
              // Each per-credit section redirects to its records screen (SPEC §2).
              ...CREDIT_SECTIONS.map((section) => ({
                path: section.section.path,
                element: <Navigate to={section.records.getHref()} replace />,
              })),
              withErrorBoundary({
                path: paths.app.userInfo.path,
                lazy: async () => ({ Component: (await import('@/features/account-info/routes/account-info')).AccountInfoRoute }),
              }),
              convertRoute(paths.app.convert.path),
              ...CREDIT_SECTIONS.map((section) => convertRoute(section.convert.path, section.coinName)),
              moneyRoute(paths.app.recharge.path, depositScreen, false),
              moneyRoute(paths.app.rechargeH5.path, depositScreen, true),
              moneyRoute(paths.app.withdraw.path, withdrawalScreen, false),
              moneyRoute(paths.app.withdrawH5.path, withdrawalScreen, true),
              moneyRoute(paths.app.wallet.path, walletScreen, false),
              moneyRoute(paths.app.assets.path, walletScreen, true),
              transferRoute(paths.app.transfer.path),
              screenRoute(paths.app.insurance.path, async () => (await import('@/features/packages/routes/insurance')).InsuranceRoute),
              screenRoute(paths.app.insurancePremium.path, async () => (await import('@/features/packages/routes/premium')).PremiumRoute),
              screenRoute(paths.app.insuranceInsure.path, async () => (await import('@/features/packages/routes/insure')).InsureRoute),
              screenRoute(paths.app.insuranceCode.path, async () => (await import('@/features/packages/routes/pin-code')).InsuranceCodeRoute),
              screenRoute(paths.app.claimInsurance.path, async () => (await import('@/features/packages/routes/claim')).ClaimRoute),
              moneyRoute(paths.app.custody.path, entrustScreen, false),
              moneyRoute(paths.app.package.path, entrustScreen, false),
              moneyRoute(paths.app.assetsCustody.path, entrustScreen, true),
              transferRoute(paths.app.cashTransfer.path, 'CASH_POINT'),
              withErrorBoundary({
                path: paths.app.setting.path,
                lazy: async () => ({ Component: (await import('@/features/settings/routes/settings')).SettingsRoute }),
              }),
              withErrorBoundary({
                path: paths.app.terms.path,
                lazy: async () => ({ Component: (await import('@/features/terms/routes/terms')).TermsRoute }),
              }),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
    ],
  },
];

export function createRouter() {
  return createHashRouter(routes);
}
