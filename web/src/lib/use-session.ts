import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from './session';

/** The session token (the logged-in marker), re-rendering when it changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
