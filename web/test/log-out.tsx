// The app's log-out as a test calls it: `<SignOut />` rendered once holds the hook, and
// `logOut(reason)` runs it as the account menu would.
import { useLogout } from '@/features/auth/hooks/use-logout';
import type { SessionEndReason } from '@/lib/session';

let held: ReturnType<typeof useLogout> = async () => undefined;

export function SignOut() {
  held = useLogout();
  return null;
}

export function logOut(reason?: SessionEndReason): Promise<void> {
  return held(reason);
}
