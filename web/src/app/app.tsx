import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import type { createRouter } from './router';

/** Set on <html> once React has committed the app, hydrated or rendered: it answers input from then on. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

interface AppProps {
  router: ReturnType<typeof createRouter>;
  /** Called once React has committed the app (main.tsx: what was typed before it hydrated). */
  onStarted?: () => void;
}

export function App({ router, onStarted }: AppProps) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    onStarted?.();
  }, [onStarted]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
