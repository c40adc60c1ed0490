import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, toastSuccess } from '@/lib/notify';
import { clearSession, getToken, subscribeSession, type SessionEndReason } from '@/lib/session';
import { endSessionOnServer } from '../api/logout';

/**
 * Ends the session in this tab, then on the server (best effort); the router goes to /login. An
 * idle session ended by the app is 'expired' (the login screen says so), not a log-out.
 *
 * The tab lets go first. Ended on the server first, a live feed or read refused in between (the
 * session already gone: SESSION_EXPIRED) ended it a second time as expired: an error toast, and
 * /login with the screen to come back to, where the next sign-in then landed instead of the
 * dashboard.
 */
export function useLogout(): (reason?: SessionEndReason) => Promise<void> {
  const client = useApolloClient();
  const { t } = useTranslation();
  return useCallback(async (reason: SessionEndReason = 'logout') => {
    const token = getToken();
    clearSession(reason);
    await client.clearStore();
    if (reason === 'logout') {
      toastSuccess(t('nav.loggedOut'), SIGNED_OUT_TOAST);
      // Said for the sign-in screen: a member who signs straight back in must not find
      // "You have signed out" on the dashboard.
      const stop = subscribeSession(() => {
        if (getToken() === null) return;
        closeToast(SIGNED_OUT_TOAST);
        stop();
      });
    }
    if (token === null) return;
    try {
      await endSessionOnServer(client, token);
    } catch {
      // The token may already be dead, or the gateway out of reach: this tab has let go either way.
    }
  }, [client, t]);
}

const SIGNED_OUT_TOAST = 'signed-out';
