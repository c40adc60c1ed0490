/** Probes and scrapes, answered in place many times a minute: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/healthz', '/metrics']);

/** Whether a request to `url` gets no span of its own. */
export function isUntraced(url: string): boolean {
  return UNTRACED_PATHS.has(pathOf(url));
}

/** The path of a request URL, without its query string (it could hold a GET operation's variables). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
