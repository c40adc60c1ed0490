// The first screen's code and the member's catalogue (with its app part for a signed-in
// screen), requested the moment the page opens. An entry of its own in index.html, a few
// hundred bytes: without it the router asks for the screen only after the app's libraries
// have been downloaded and run (about a second on a slow phone), and the catalogue waits for
// them too. The router and i18n later import the same modules and find them loaded.
import { paths } from '@/config/paths';
import { APP_CATALOGUE_LOADERS, SIGN_IN_CATALOGUE_LOADERS, storedLocale } from '@/lib/locales/loaders';
import { prefetchQuery } from '@/lib/prefetch';
import { getToken } from '@/lib/session';
import { BalancesQuery, ProfileQuery } from '@/lib/shell-queries';

const AUTH_SCREENS: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.auth.login.path]: () => import('@/features/auth/routes/login'),
  [paths.auth.register.path]: () => import('@/features/auth/routes/register'),
  [paths.auth.forgot.path]: () => import('@/features/auth/routes/forgot'),
};

function firstScreen(): Promise<unknown> | undefined {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] || paths.root.path;
  const authScreen = AUTH_SCREENS[path];
  if (authScreen) return authScreen();
  // Any other screen needs a session; without one the router shows the sign-in screen.
  if (getToken() === null) return AUTH_SCREENS[paths.auth.login.path]!();
  // Data first, a few hundred bytes each: every signed-in screen shows the profile (the shell's
  // menus), the dashboard the balances too.
  const onDashboard = path === paths.root.path || path === paths.app.dashboard.path;
  prefetchQuery(ProfileQuery);
  if (onDashboard) prefetchQuery(BalancesQuery);
  const shell = Promise.all([import('./shell/app-shell'), APP_CATALOGUE_LOADERS[storedLocale()]()]);
  // From 768 px (lib/theme.ts MOBILE_BREAKPOINT_PX) the side drawer shows at once: its chunk too.
  if (window.matchMedia('(min-width: 768px)').matches) void import('./shell/shell-drawer').catch(() => undefined);
  return onDashboard ? Promise.all([shell, import('@/features/dashboard/routes/dashboard')]) : shell;
}

// A failure here is not the member's concern: the router loads (and reports) it again.
void SIGN_IN_CATALOGUE_LOADERS[storedLocale()]().catch(() => undefined);
void firstScreen()?.catch(() => undefined);
