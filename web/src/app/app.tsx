import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import type { createRouter } from './router';

/** Set on <html> once React has committed the app, hydrated or rendered: it answers input from then on. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

interface AppProps {
  router: ReturnType<typeof createRouter>;
  /** Called as React commits the app (main.tsx: what was typed on the carried sign-in screen). */
  onStarted?: () => void;
}

export function App({ router, onStarted }: AppProps) {
  // In the commit itself, not after it: where the app's fields replace the carried ones, a key
  // pressed between the two would land in no field (app/prerendered.ts, keepEarlyTyping).
  useLayoutEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    onStarted?.();
  }, [onStarted]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
