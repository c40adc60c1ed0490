// A part of a screen whose code downloads when it is first shown: a menu, a dialog, the toast
// host. Unlike React.lazy, a failed download (offline, gateway unreachable) never throws: the
// part is simply not there yet, the screen around it stays, and the download is tried again
// when the browser is back online, after a pause, or when the part is shown again. A screen's
// own code is the router's (lib/lazy-route.tsx), which says so on an error screen.
import { useEffect, useState, type ComponentType } from 'react';

/** After a failed download, the next try when the browser says nothing of its network. */
const RETRY_AFTER_MS = 15_000;

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> & { preload: () => void } {
  let Downloaded: ComponentType<P> | undefined;
  let downloading: Promise<ComponentType<P>> | undefined;
  const download = () => {
    downloading ??= load().then(
      (module) => (Downloaded = module.default),
      (error: unknown) => {
        downloading = undefined;
        throw error;
      },
    );
    return downloading;
  };

  function LazyPart(props: P) {
    const [Part, setPart] = useState(() => Downloaded);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      let retry: number | undefined;
      const tryAgain = () => {
        if (mounted) setAttempt((n) => n + 1);
      };
      download().then(
        (Loaded) => {
          if (mounted) setPart(() => Loaded);
        },
        () => {
          if (!mounted) return;
          window.addEventListener('online', tryAgain, { once: true });
          retry = window.setTimeout(tryAgain, RETRY_AFTER_MS);
        },
      );
      return () => {
        mounted = false;
        window.removeEventListener('online', tryAgain);
        clearTimeout(retry);
      };
    }, [Part, attempt]);
    return Part ? <Part {...props} /> : null;
  }
  // Fetched ahead of its first use; a failure is left for the first render to retry.
  return Object.assign(LazyPart, { preload: () => void download().catch(() => undefined) });
}
