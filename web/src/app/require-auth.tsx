import { Navigate, Outlet, replace, useLocation, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { getToken, peekSessionEndReason } from '@/lib/session';
import { useSessionToken } from '@/lib/use-session';

/**
 * The signed-in screens' loader: a visitor without a session who opens one is sent to /login by
 * the router itself, before the shell loads or renders, and comes back to it after signing in.
 * A redirect that waited for React to render `<Navigate>` could be lost: when the member opened a
 * screen again before React had shown the /login of a log-out, the `<Navigate>` still mounted
 * from it had nothing new to do, and the page stayed blank at the screen's address.
 */
export function requireSession({ request }: LoaderFunctionArgs): Response | null {
  if (getToken()) return null;
  const url = new URL(request.url);
  return replace(paths.auth.login.getHref(`${url.pathname}${url.search}`));
}

/** A session that ends on a signed-in screen → /login, and back to the screen after sign-in. */
export function RequireAuth() {
  const token = useSessionToken();
  const location = useLocation();
  if (token) return <Outlet />;
  // After an explicit log-out the member starts afresh.
  const redirectTo = peekSessionEndReason() === 'logout' ? undefined : `${location.pathname}${location.search}`;
  return <Navigate to={paths.auth.login.getHref(redirectTo)} replace />;
}
