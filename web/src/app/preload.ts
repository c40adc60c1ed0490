// The first screen's code and the member's catalogue, requested the moment the page opens.
// An entry of its own in index.html, a few hundred bytes: without it the router asks for the
// screen only after the app's libraries have been downloaded and run (about a second on a
// slow phone), and the catalogue waits for them too. The router and i18n later import the
// same modules and find them loaded.
import { paths } from '@/config/paths';
import { CATALOGUE_LOADERS, storedLocale } from '@/lib/locales/loaders';
import { getToken } from '@/lib/session';

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
  const shell = import('./shell/app-shell');
  const onDashboard = path === paths.root.path || path === paths.app.dashboard.path;
  return onDashboard ? Promise.all([shell, import('@/features/dashboard/routes/dashboard')]) : shell;
}

// A failure here is not the member's concern: the router loads (and reports) it again.
void CATALOGUE_LOADERS[storedLocale()]().catch(() => undefined);
void firstScreen()?.catch(() => undefined);
