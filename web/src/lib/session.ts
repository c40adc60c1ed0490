// SPEC §9: the session token is the logged-in marker and lives in session storage.
// A tiny external store so React (useSyncExternalStore), the Apollo links and the router
// all read the same value.

/** Read before any module too, by index.html's inline check (app/prerendered.ts). */
export const TOKEN_KEY = 'portal.token';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Why the session ended, for the login screen to say so once. */
export type SessionEndReason = 'expired' | 'invalid' | 'logout';
let endReason: SessionEndReason | undefined;

function read(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token: string | null = typeof sessionStorage === 'undefined' ? null : read();

export function getToken(): string | null {
  return token;
}

export function setToken(next: string): void {
  token = next;
  endReason = undefined;
  sessionStorage.setItem(TOKEN_KEY, next);
  emit();
}

/** Ends the session locally: clears the marker and notifies every subscriber. */
export function clearSession(reason: SessionEndReason): boolean {
  if (token === null) return false;
  token = null;
  endReason = reason;
  sessionStorage.removeItem(TOKEN_KEY);
  emit();
  return true;
}

/** The reason the last session ended, without consuming it. */
export function peekSessionEndReason(): SessionEndReason | undefined {
  return endReason;
}

/** The reason the last session ended, read once. */
export function takeSessionEndReason(): SessionEndReason | undefined {
  const reason = endReason;
  endReason = undefined;
  return reason;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}
