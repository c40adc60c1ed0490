// How long a session may sit without the member doing anything (SPEC: the platform's
// SESSION_IDLE_MINUTES, 30 by default), as login and register report it (`idleTimeoutSeconds`).
// The shell's live streams keep the server's session fresh while the app is open, so the app
// itself ends a session nobody is using, and warns a minute before (app/shell/idle-guard.tsx).

const IDLE_KEY = 'portal.idleSeconds';
export const DEFAULT_IDLE_SECONDS = 30 * 60;
/** The warning shows this long before the end. */
export const IDLE_WARNING_SECONDS = 60;

export function setIdleLimit(seconds: number): void {
  try {
    sessionStorage.setItem(IDLE_KEY, String(seconds));
  } catch {
    // No storage: the default applies.
  }
}

export function idleLimitSeconds(): number {
  try {
    const stored = Number(sessionStorage.getItem(IDLE_KEY));
    if (Number.isInteger(stored) && stored > 0) return stored;
  } catch {
    // No storage: the default.
  }
  return DEFAULT_IDLE_SECONDS;
}

/** Where an idle session stands `idleMs` after the last activity: active, warned (seconds left), or over. */
export function idlePhase(
  idleMs: number,
  limitSeconds: number,
): { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'over' } {
  const leftMs = limitSeconds * 1000 - idleMs;
  if (leftMs <= 0) return { phase: 'over' };
  // A limit barely over a minute (the platform's least is one) still leaves a few quiet seconds.
  const warningSeconds = Math.min(IDLE_WARNING_SECONDS, Math.max(1, limitSeconds - 5));
  if (leftMs <= warningSeconds * 1000) return { phase: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
  return { phase: 'active' };
}
