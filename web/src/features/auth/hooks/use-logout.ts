import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, toastSuccess } from '@/lib/notify';
import { clearSession, getToken, subscribeSession, type SessionEndReason } from '@/lib/session';
import { useLogoutMutation } from '../api/logout';

/**
 * Ends the session on the server (best effort), then locally; the router goes to /login. An
 * idle session ended by the app is 'expired' (the login screen says so), not a log-out.
 */
export function useLogout(): (reason?: SessionEndReason) => Promise<void> {
  const [logout] = useLogoutMutation();
  const client = useApolloClient();
  const { t } = useTranslation();
  return useCallback(async (reason: SessionEndReason = 'logout') => {
    try {
      await logout();
    } catch {
      // The token may already be dead; the local session ends either way.
    }
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
  }, [logout, client, t]);
}

const SIGNED_OUT_TOAST = 'signed-out';
