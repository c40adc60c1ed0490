// Renders a component as the app does: React DOM, the real MUI theme and the real catalogue of
// one language (every key, as after sign-in). For component tests under happy-dom; GraphQL
// answers are typed fixtures of the schema's generated types, passed in as the component takes them.
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '@portal/envelope/catalogue';
import { theme } from '@/lib/theme';
import { CATALOGUES } from './all-catalogues';

export async function renderIn(locale: Locale, ui: ReactElement): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [locale]: { translation: CATALOGUES[locale] } },
    lng: locale,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}
