import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/envelope/codes';
import type { AppCatalogue, SignInCatalogue } from './types';

/**
 * Each locale's catalogue comes in two chunks, fetched when the member first uses that
 * language: a visitor downloads one language, not five, and before signing in only what the
 * sign-in screens say; the rest comes with the app's shell. No i18next here: the first-screen
 * preloader (app/preload.ts) starts the member's catalogue with this before the app loads.
 */
export const SIGN_IN_CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<SignInCatalogue>>> = {
  'en-US': async () => (await import('./sign-in/en-US')).enUSSignIn,
  'zh-CN': async () => (await import('./sign-in/zh-CN')).zhCNSignIn,
  'ja-JP': async () => (await import('./sign-in/ja-JP')).jaJPSignIn,
  'ko-KP': async () => (await import('./sign-in/ko-KP')).koKPSignIn,
  'id-ID': async () => (await import('./sign-in/id-ID')).idIDSignIn,
};

export const APP_CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<AppCatalogue>>> = {
  'en-US': async () => (await import('./app/en-US')).enUSApp,
  'zh-CN': async () => (await import('./app/zh-CN')).zhCNApp,
  'ja-JP': async () => (await import('./app/ja-JP')).jaJPApp,
  'ko-KP': async () => (await import('./app/ko-KP')).koKPApp,
  'id-ID': async () => (await import('./app/id-ID')).idIDApp,
};

// SPEC §9: the language is kept in session storage.
export const LANGUAGE_KEY = 'portal.language';

/**
 * The first of the browser's preferred languages that the portal speaks: an exact match, or the
 * same language in another region ("zh-TW" reads zh-CN, "ko" ko-KP, "en-GB" en-US).
 */
export function browserLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]!.toLowerCase();
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/**
 * The member's language: the choice made in this tab, else the browser's own language when the
 * portal speaks it (a first visit from a Chinese browser opens in Chinese), else the default.
 */
export function storedLocale(): Locale {
  try {
    const stored = sessionStorage.getItem(LANGUAGE_KEY);
    if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  } catch {
    // No storage (privacy mode, or not a browser): the browser's language or the default.
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return browserLocale(preferred.filter(Boolean)) ?? DEFAULT_LOCALE;
}
