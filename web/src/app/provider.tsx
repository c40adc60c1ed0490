import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createApolloClient } from '@/lib/apollo';
import { getToken, subscribeSession } from '@/lib/session';
import { theme } from '@/lib/theme';

const ToastHost = lazy(() => import('./toast-host'));

export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
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

  useEffect(() => {
    // Texts the server words (country and record type names, level names) follow a switch.
    const onLanguage = () => void client.refetchQueries({ include: 'active' });
    i18next.on('languageChanged', onLanguage);
    // A member's data never outlives their session.
    const unsubscribe = subscribeSession(() => {
      if (getToken() === null) void client.clearStore();
    });
    return () => {
      i18next.off('languageChanged', onLanguage);
      unsubscribe();
    };
  }, [client]);

  return (
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      <ApolloProvider client={client}>{children}</ApolloProvider>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
