import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/notify';
import { clearSession, type SessionEndReason } from '@/lib/session';
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
    if (reason === 'logout') toastSuccess(t('nav.loggedOut'));
  }, [logout, client, t]);
}
