/**
 * A notification's `link` as a route of this app, or null: only same-app paths are followed
 * (a link is the platform's, but a path like `//host` or `https:` would leave the app).
 */
export function appLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
