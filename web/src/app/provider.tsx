import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToastHostWanted } from '@/lib/notify';
import { theme } from '@/lib/theme';

const ToastHost = lazy(() => import('./toast-host'));

/**
 * What every screen shares: the theme and the toasts. The GraphQL client (Apollo) is the
 * shell's (app/shell/app-shell.tsx): the sign-in screens call the gateway with a plain fetch.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // Toasts (notistack) load with the first toast, or when the browser is idle after the page
  // has loaded: never in the way of the first screen's own code on a slow phone.
  const [toastsWanted, setToastsWanted] = useState(false);
  useEffect(() => {
    const want = () => setToastsWanted(true);
    const stopListening = onToastHostWanted(want);
    let idleHandle: number | undefined;
    const whenIdle = () => {
      idleHandle =
        typeof requestIdleCallback === 'function' ? requestIdleCallback(want, { timeout: 3000 }) : window.setTimeout(want, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      stopListening();
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
        else clearTimeout(idleHandle);
      }
    };
  }, []);

  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      {children}
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
