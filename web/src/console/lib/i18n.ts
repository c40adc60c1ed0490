import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';

/** The console's languages; every other falls back to en-US. */
export const CONSOLE_LOCALES = ['en-US', 'zh-CN'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
const LANGUAGE_KEY = 'portal.console.language';

function storedLocale(): ConsoleLocale {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  if (stored === 'en-US' || stored === 'zh-CN') return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** An i18next instance of the console's own: its catalogue is small and bundled, none of the member app's. */
export function createConsoleI18n(lng: ConsoleLocale = storedLocale()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    lng,
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function rememberLocale(locale: ConsoleLocale): void {
  globalThis.localStorage?.setItem(LANGUAGE_KEY, locale);
}
