import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { onToastHostWanted } from '@/lib/notify';
import { theme } from '@/lib/theme';

// Not React.lazy: offline, its failed download would take the whole app down (lib/lazy-part.tsx).
const ToastHost = lazyPart(() => import('./toast-host'));

/**
 * What every screen shares: the theme and the toasts. The GraphQL client (Apollo) is the
 * shell's (app/shell/app-shell.tsx): the sign-in screens call the gateway with a plain fetch.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // Toasts (notistack) load with the first toast, or the shell's preload (lib/notify.ts).
  const [toastsWanted, setToastsWanted] = useState(false);
  useEffect(() => onToastHostWanted(() => setToastsWanted(true)), []);

  return (
    // A switch of scheme (the system's night look) is at once: every label and field has a colour
    // transition, and all of them fading across for a moment leaves texts half-read.
    <ThemeProvider theme={theme} defaultMode="system" disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
      {toastsWanted && <ToastHost />}
    </ThemeProvider>
  );
}
