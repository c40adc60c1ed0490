import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { peekSessionEndReason } from '@/lib/session';
import { useSessionToken } from '@/lib/use-session';

/** Every shell route needs the logged-in marker; without it → /login, and back after sign-in. */
export function RequireAuth() {
  const token = useSessionToken();
  const location = useLocation();
  if (token) return <Outlet />;
  // After an explicit log-out the member starts afresh; otherwise return to the asked-for screen.
  const redirectTo = peekSessionEndReason() === 'logout' ? undefined : `${location.pathname}${location.search}`;
  return <Navigate to={paths.auth.login.getHref(redirectTo)} replace />;
}
