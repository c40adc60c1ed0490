// The web app authenticates with `Authorization: Bearer <token>` (the token `login` returned);
// the gateway forwards it to the platform as the `token` header. The gateway holds no session
// state: the platform decides whether a token is valid.

// RFC 6750 b64token, bounded: a header is attacker-controlled.
const TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]+=*$/;
const TOKEN_MAX_CHARS = 512;

/**
 * The bearer token of an Authorization header, or undefined when the header is absent or
 * malformed (a malformed header is treated like no header: the caller is not logged in).
 */
export function bearerToken(header: string | string[] | null | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(value.trim());
  const token = match?.[1];
  if (token === undefined || token.length > TOKEN_MAX_CHARS || !TOKEN_PATTERN.test(token)) return undefined;
  return token;
}
