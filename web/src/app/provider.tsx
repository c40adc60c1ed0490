import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { createApolloClient } from '@/lib/apollo';
import { getToken, subscribeSession } from '@/lib/session';
import { theme } from '@/lib/theme';

// notistack's default greens and reds are too light for white text (WCAG AA).
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
});
const TOAST_COMPONENTS = { success: Toast, error: Toast, info: Toast, warning: Toast, default: Toast };

export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);

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
      <SnackbarProvider maxSnack={3} Components={TOAST_COMPONENTS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
