import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { theme } from '@/lib/theme';

const ToastHost = lazy(() => import('./toast-host'));

/**
 * What every screen shares: the theme and the toasts. The GraphQL client (Apollo) is the
 * shell's (app/shell/app-shell.tsx): the sign-in screens call the gateway with a plain fetch.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // Toasts (notistack) load when the browser is first idle: after the first screen, not before it.
  const [toastsWanted, setToastsWanted] = useState(false);
  useEffect(() => {
    const want = () => setToastsWanted(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(want, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(want, 0);
    return () => clearTimeout(handle);
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
