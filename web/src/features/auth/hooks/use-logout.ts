import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import { useLogoutMutation } from '../api/logout';

/** Ends the session on the server (best effort), then locally; the router goes to /login. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const client = useApolloClient();
  const { t } = useTranslation();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token may already be dead; the local session ends either way.
    }
    clearSession('logout');
    await client.clearStore();
    toastSuccess(t('nav.loggedOut'));
  }, [logout, client, t]);
}
