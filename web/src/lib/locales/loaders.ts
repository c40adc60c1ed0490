import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/envelope/catalogue';
import type { Catalogue } from './en-US';

/**
 * Each locale's catalogue is a chunk of its own, fetched when the member first uses that
 * language: a visitor downloads one language, not five. No i18next here: the first-screen
 * preloader (app/preload.ts) starts the member's catalogue with this before the app loads.
 */
export const CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': async () => (await import('./en-US')).enUS,
  'zh-CN': async () => (await import('./zh-CN')).zhCN,
  'ja-JP': async () => (await import('./ja-JP')).jaJP,
  'ko-KP': async () => (await import('./ko-KP')).koKP,
  'id-ID': async () => (await import('./id-ID')).idID,
};

// SPEC §9: the language is kept in session storage.
export const LANGUAGE_KEY = 'portal.language';

/** The member's language: the stored choice, else the default. */
export function storedLocale(): Locale {
  try {
    const stored = sessionStorage.getItem(LANGUAGE_KEY);
    if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  } catch {
    // No storage (privacy mode, or not a browser): the default.
  }
  return DEFAULT_LOCALE;
}
