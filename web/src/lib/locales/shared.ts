import type { Locale } from '@portal/envelope/codes';

// What every locale's catalogue shares. Each catalogue is its own chunk, loaded on demand
// (lib/i18n.ts), so none imports another: only this module, types and its own language's
// error texts from the one catalogue the gateway also uses (@portal/envelope/error-messages).

/** Each language named in its own script, the same in every catalogue (the language menu). */
export const LANGUAGE_NAMES = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'ja-JP': '日本語',
  'ko-KP': '한국어',
  'id-ID': 'Bahasa Indonesia',
} as const satisfies Record<Locale, string>;
