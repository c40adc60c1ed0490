// The language loader: i18next starts with the member's catalogue only; switching fetches the
// new one once, applies it without a reload and remembers it for the tab's session.
import i18next from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@portal/envelope/catalogue';
import type * as I18nLoader from '@/lib/i18n';
import { enUS } from '@/lib/locales/en-US';
import { jaJP } from '@/lib/locales/ja-JP';
import { zhCN } from '@/lib/locales/zh-CN';

// The two browser objects the loader touches, as plain stand-ins (this suite runs in Node).
const stored = new Map<string, string>();
const sessionStorageStandIn = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};
const documentStandIn = { documentElement: { lang: '' } };

describe('i18n loader', () => {
  let loader: typeof I18nLoader;
  beforeAll(() => {
    Object.assign(globalThis, { sessionStorage: sessionStorageStandIn, document: documentStandIn });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    Reflect.deleteProperty(globalThis, 'document');
  });
  // Each test is a page load of its own: a new loader module, i18next without any catalogue, and
  // a member whose stored language is ja-JP.
  beforeEach(async () => {
    if (i18next.isInitialized) for (const locale of LOCALES) i18next.removeResourceBundle(locale, 'translation');
    vi.resetModules();
    loader = await import('@/lib/i18n');
    stored.set('portal.language', 'ja-JP');
    await loader.initI18n();
  });

  it('starts in the stored language with that one catalogue, no other', () => {
    expect(i18next.language).toBe('ja-JP');
    expect(documentStandIn.documentElement.lang).toBe('ja-JP');
    expect(i18next.t('common.retry')).toBe('再試行');
    for (const other of ['en-US', 'zh-CN', 'ko-KP', 'id-ID']) expect(i18next.hasResourceBundle(other, 'translation'), other).toBe(false);
  });

  it('loads a catalogue when the member switches to it, and keeps the choice', async () => {
    await loader.changeLocale('zh-CN');
    expect(i18next.language).toBe('zh-CN');
    expect(i18next.t('common.retry')).toBe(zhCN.common.retry);
    expect(stored.get('portal.language')).toBe('zh-CN');
    expect(documentStandIn.documentElement.lang).toBe('zh-CN');
    expect(i18next.hasResourceBundle('en-US', 'translation')).toBe(false);
    // Back and forth uses what is already loaded.
    await loader.changeLocale('ja-JP');
    expect(i18next.t('common.retry')).toBe('再試行');
  });

  it('before the app is wanted, brings only the sign-in part; then the app part, and both on a switch', async () => {
    await loader.changeLocale('ja-JP');
    expect(i18next.exists('dashboard.title')).toBe(false);
    expect(i18next.t('auth.login.title')).not.toBe('auth.login.title');

    await loader.loadAppCatalogue();
    expect(i18next.t('dashboard.title')).toBe(jaJP.dashboard.title);
    // The sign-in part is still there beside it.
    expect(i18next.t('common.retry')).toBe('再試行');

    await loader.changeLocale('en-US');
    expect(i18next.t('dashboard.title')).toBe(enUS.dashboard.title);
    expect(i18next.t('common.retry')).toBe('Retry');
  });
});

describe("a first visit's language", () => {
  it("follows the browser's preferred languages the portal speaks, by language when the region differs", async () => {
    const { browserLocale } = await import('@/lib/locales/loaders');
    expect(browserLocale(['zh-CN', 'en-US'])).toBe('zh-CN');
    expect(browserLocale(['zh-TW'])).toBe('zh-CN');
    expect(browserLocale(['fr-FR', 'ja'])).toBe('ja-JP');
    expect(browserLocale(['ko-KR'])).toBe('ko-KP');
    expect(browserLocale(['id'])).toBe('id-ID');
    expect(browserLocale(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(browserLocale(['fr-FR', 'de'])).toBeUndefined();
    expect(browserLocale([])).toBeUndefined();
  });

  it("opens in the browser's language when nothing is stored, the stored choice first, en-US when the portal speaks none", async () => {
    const { storedLocale } = await import('@/lib/locales/loaders');
    const storage = new Map<string, string>();
    Object.assign(globalThis, { sessionStorage: { getItem: (key: string) => storage.get(key) ?? null } });
    const languages = (list: string[]) => vi.stubGlobal('navigator', { languages: list, language: list[0] ?? '' });
    try {
      languages(['zh-CN', 'zh']);
      expect(storedLocale()).toBe('zh-CN');
      storage.set('portal.language', 'id-ID');
      expect(storedLocale()).toBe('id-ID');
      storage.clear();
      languages(['fr-FR']);
      expect(storedLocale()).toBe('en-US');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
