import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/envelope/codes';
import { APP_CATALOGUE_LOADERS, LANGUAGE_KEY, SIGN_IN_CATALOGUE_LOADERS, storedLocale } from './locales/loaders';
import type { Catalogue } from './locales/types';

export { LOCALES, type Locale };

// The catalogue's two parts (lib/locales/loaders.ts): the sign-in part always, the app part
// once the signed-in app has asked for it; after that a language switch brings both.
let appPartWanted = false;
const loadedParts = new Set<string>();
let initialized: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  initialized = resolve;
});

/** Adds the parts of a locale's catalogue that i18next does not have yet, both at once. */
async function addCatalogue(locale: Locale): Promise<void> {
  const missing = [
    { part: `${locale}:sign-in`, load: SIGN_IN_CATALOGUE_LOADERS[locale] },
    ...(appPartWanted ? [{ part: `${locale}:app`, load: APP_CATALOGUE_LOADERS[locale] }] : []),
  ].filter(({ part }) => !loadedParts.has(part));
  const loaded = await Promise.all(missing.map(async ({ part, load }) => ({ part, resources: await load() })));
  for (const { part, resources } of loaded) {
    if (loadedParts.has(part)) continue;
    i18next.addResourceBundle(locale, 'translation', resources, true, false);
    loadedParts.add(part);
  }
}

/** The signed-in screens' texts in the member's language: the app's shell waits for them. */
export async function loadAppCatalogue(): Promise<void> {
  appPartWanted = true;
  // The router may ask before i18next has started (main.tsx): the download itself has begun
  // already (app/preload.ts), only adding it waits.
  await ready;
  await addCatalogue(currentLocale());
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
  const signIn = await SIGN_IN_CATALOGUE_LOADERS[lng]();
  loadedParts.add(`${lng}:sign-in`);
  await i18next.use(initReactI18next).init({
    resources: { [lng]: { translation: signIn } },
    // Others are added as the member switches; every catalogue has every key (tested), so no
    // fallback language is needed (one would mean a second download).
    partialBundledLanguages: true,
    lng,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  initialized();
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}

/** Switches at once (no reload) and remembers the choice for the tab's session. */
export async function changeLocale(locale: Locale): Promise<void> {
  await addCatalogue(locale);
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
