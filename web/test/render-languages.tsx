// Renders a component as the app does (React DOM, the real MUI theme, the real catalogues), with
// every language loaded, so that one rendering can be read in all five: a form is filled in once
// and what it says is checked in each language in turn, as a member switching languages sees it
// (rules' messages are catalogue keys, translated on render). Cheaper than one rendering and one
// filling-in per language, for forms with many fields.
import { ThemeProvider } from '@mui/material/styles';
import { act, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '@portal/envelope/catalogue';
import type { Catalogue } from '@/lib/locales/en-US';
import { theme } from '@/lib/theme';
import { CATALOGUES } from './all-catalogues';

export const LOCALES = Object.keys(CATALOGUES) as Locale[];

export interface MultilingualView {
  view: RenderResult;
  /** Runs `check` in each language in turn (switching the rendering to it), ending in the first language again. */
  inEveryLanguage(check: (catalogue: Catalogue, locale: Locale) => void | Promise<void>): Promise<void>;
}

export async function renderInEveryLanguage(first: Locale, ui: ReactElement): Promise<MultilingualView> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }])),
    lng: first,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
  return {
    view,
    async inEveryLanguage(check) {
      // The first language as it is, then each other one, then back to the first.
      for (const locale of [first, ...LOCALES.filter((other) => other !== first)]) {
        if (locale !== i18n.language) await act(() => i18n.changeLanguage(locale));
        try {
          await check(CATALOGUES[locale], locale);
        } catch (error) {
          if (error instanceof Error) error.message = `in ${locale}: ${error.message}`;
          throw error;
        }
      }
      await act(() => i18n.changeLanguage(first));
    },
  };
}
