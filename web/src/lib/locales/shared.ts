import { ERROR_MESSAGES, type ErrorCode, type Locale } from '@portal/envelope/catalogue';

// What every locale's catalogue shares. Each catalogue is its own chunk, loaded on demand
// (lib/i18n.ts), so none imports another: only this module and types.

/** The error-code texts of one locale, from the one catalogue the gateway also uses. */
export function errorTexts(locale: Locale): Record<ErrorCode, string> {
  return Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, texts]) => [code, texts[locale]])) as Record<
    ErrorCode,
    string
  >;
}

/** Each language named in its own script, the same in every catalogue (the language menu). */
export const LANGUAGE_NAMES = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'ja-JP': '日本語',
  'ko-KP': '한국어',
  'id-ID': 'Bahasa Indonesia',
} as const satisfies Record<Locale, string>;
