// The operator's session token, kept for this tab only (sessionStorage): a console tab left
// behind does not sign the next tab in, and closing it forgets the token.
const TOKEN_KEY = 'portal.console.token';

export function consoleToken(): string | null {
  return globalThis.sessionStorage?.getItem(TOKEN_KEY) ?? null;
}

export function keepConsoleToken(token: string): void {
  globalThis.sessionStorage?.setItem(TOKEN_KEY, token);
}

export function forgetConsoleToken(): void {
  globalThis.sessionStorage?.removeItem(TOKEN_KEY);
}
