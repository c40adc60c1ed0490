import { useEffect, useRef, useState } from 'react';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { idleLimitSeconds, idlePhase } from '@/lib/idle';
import { lazyPart } from '@/lib/lazy-part';

// The dialog's code loads when it is first needed, not with the shell.
const IdleWarningDialog = lazyPart(() => import('./idle-warning-dialog'));

/** What counts as the member being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const TICK_MS = 1_000;

/**
 * Ends a session nobody uses at the idle limit (lib/idle.ts), with a warning a minute before
 * that counts down and offers to stay signed in. Activity while the warning shows does not
 * dismiss it: the member answers it (a stray key press must not hide it unread).
 */
export function IdleGuard() {
  const logout = useLogout();
  const lastActivity = useRef(Date.now());
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warned = secondsLeft !== null;
  const ended = useRef(false);

  useEffect(() => {
    if (warned) return undefined;
    const active = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, active, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, active);
    };
  }, [warned]);

  useEffect(() => {
    const timer = setInterval(() => {
      const state = idlePhase(Date.now() - lastActivity.current, idleLimitSeconds());
      if (state.phase === 'over') {
        if (!ended.current) {
          ended.current = true;
          void logout('expired');
        }
        return;
      }
      setSecondsLeft(state.phase === 'warning' ? state.secondsLeft : null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [logout]);

  const stay = () => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  };

  if (!warned) return null;
  return (
<IdleWarningDialog secondsLeft={secondsLeft} onStay={stay} onSignOut={() => void logout()} />
  );
}
