// A screen's code downloaded when its route is first shown, which may fail (offline, gateway
// unreachable). React Router keeps a route whose `lazy` rejected unresolved for good: it renders
// nothing for it (a blank page, no error screen) and never asks again. So a route's `lazy` here
// never rejects: a failed download resolves to a loader that downloads the screen again each
// time the route is shown or revalidated (the error screen's Retry), and fails meanwhile into
// the route's errorElement with a ScreenDownloadError.
import type { ComponentType } from 'react';

/** A screen's code could not be downloaded; `cause` is the browser's error (a TypeError when offline). */
export class ScreenDownloadError extends Error {
  constructor(cause: unknown) {
    super('The screen could not be downloaded', { cause });
    this.name = 'ScreenDownloadError';
  }
}

/** What a lazy route of this app resolves to: its screen. */
export interface LazyScreen {
  Component?: ComponentType | null;
}

/** What a failed download resolves to instead: a loader that downloads again, and the screen it got. */
export interface RetriedScreen {
  loader: () => Promise<null>;
  Component: ComponentType;
}

/** A route's `lazy` that turns a failed download into a route error (see the file's comment). */
export function lazyScreen<T extends LazyScreen>(load: () => Promise<T>): () => Promise<T | RetriedScreen> {
  return async () => {
    try {
      return await load();
    } catch {
      let Screen: ComponentType | undefined;
      return {
        loader: async () => {
          if (!Screen) {
            try {
              Screen = (await load()).Component ?? undefined;
            } catch (error) {
              throw new ScreenDownloadError(error);
            }
          }
          return null;
        },
        // The router renders a route only once its loader has succeeded, so Screen is there.
        Component: function DownloadedScreen() {
          if (!Screen) throw new ScreenDownloadError(undefined);
          return <Screen />;
        },
      };
    }
  };
}
