// Every locale's catalogue at once, for the tests (the app loads only the member's: lib/i18n.ts).
import type { Locale } from '@portal/envelope/catalogue';
import { enUS, type Catalogue } from '@/lib/locales/en-US';
import { idID } from '@/lib/locales/id-ID';
import { jaJP } from '@/lib/locales/ja-JP';
import { koKP } from '@/lib/locales/ko-KP';
import { zhCN } from '@/lib/locales/zh-CN';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'ja-JP': jaJP,
  'ko-KP': koKP,
  'id-ID': idID,
};
