import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/envelope/catalogue';
import type { Catalogue } from './locales/en-US';

export { LOCALES, type Locale };

/**
 * Each locale's catalogue is a chunk of its own, fetched when the member first uses that
 * language: a visitor downloads one language, not five.
 */
const CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': async () => (await import('./locales/en-US')).enUS,
  'zh-CN': async () => (await import('./locales/zh-CN')).zhCN,
  'ja-JP': async () => (await import('./locales/ja-JP')).jaJP,
  'ko-KP': async () => (await import('./locales/ko-KP')).koKP,
  'id-ID': async () => (await import('./locales/id-ID')).idID,
};

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return CATALOGUE_LOADERS[locale]();
}

// SPEC §9: the language is kept in session storage.
const LANGUAGE_KEY = 'portal.language';

function storedLocale(): Locale {
  try {
    const stored = sessionStorage.getItem(LANGUAGE_KEY);
    if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  } catch {
    // No storage (privacy mode): the default.
  }
  return DEFAULT_LOCALE;
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
  const lng = typeof sessionStorage === 'undefined' ? DEFAULT_LOCALE : storedLocale();
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
