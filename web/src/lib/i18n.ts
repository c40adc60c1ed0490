import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/envelope/catalogue';
import type { Catalogue } from './locales/en-US';
import { CATALOGUE_LOADERS, LANGUAGE_KEY, storedLocale } from './locales/loaders';

export { LOCALES, type Locale };

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return CATALOGUE_LOADERS[locale]();
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The active locale, always one of ours. */
export function currentLocale(): Locale {
  const language = i18next.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Starts i18next with the member's language, the only catalogue fetched before the first screen. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLocale();
  await i18next.use(initReactI18next).init({
    resources: { [lng]: { translation: await loadCatalogue(lng) } },
    // Others are added as the member switches; every catalogue has every key (tested), so no
    // fallback language is needed (one would mean a second download).
    partialBundledLanguages: true,
    lng,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}

/** Switches at once (no reload) and remembers the choice for the tab's session. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  }
  sessionStorage.setItem(LANGUAGE_KEY, locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
