import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/envelope/catalogue';
import { enUS, type Catalogue } from './locales/en-US';
import { idID } from './locales/id-ID';
import { jaJP } from './locales/ja-JP';
import { koKP } from './locales/ko-KP';
import { zhCN } from './locales/zh-CN';

export { LOCALES, type Locale };

/** Every locale's catalogue, one namespace each. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'ja-JP': jaJP,
  'ko-KP': koKP,
  'id-ID': idID,
};

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

export async function initI18n(): Promise<typeof i18next> {
  const lng = typeof sessionStorage === 'undefined' ? DEFAULT_LOCALE : storedLocale();
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }])),
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}

/** Switches at once (no reload) and remembers the choice for the tab's session. */
export async function changeLocale(locale: Locale): Promise<void> {
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
