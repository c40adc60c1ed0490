// @vitest-environment happy-dom
// The check of whether the sign-in markup index.html carries fits a visit (app/prerendered.ts):
// index.html runs it inlined before the first paint and main.tsx again before hydrating. And the
// typing kept from before the app started, handed to the fields once it has.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ENTER_ATTRIBUTE, firstScreenFacts, keepEarlyTyping, preloadFirstScreen, prerenderFacts, prerenderFits, rememberEarlyEnter, visitLocale } from '@/app/prerendered';

const facts = prerenderFacts('en-US');

function visit({ hash, token, language, browser = ['en-US'] }: { hash: string; token?: string; language?: string; browser?: string[] }) {
  window.location.hash = hash;
  sessionStorage.clear();
  if (token) sessionStorage.setItem(facts.tokenKey, token);
  if (language) sessionStorage.setItem(facts.languageKey, language);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.replaceChildren();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('whether the carried sign-in markup fits the visit', () => {
  it('fits /login, and the site root without a session, in the default language', () => {
    visit({ hash: '#/login' });
    expect(prerenderFits(facts)).toBe(true);
    visit({ hash: '#/login?redirectTo=%2Fwallet' });
    expect(prerenderFits(facts)).toBe(true);
    visit({ hash: '' });
    expect(prerenderFits(facts)).toBe(true);
  });

  it('does not fit another screen, or the root with a session (the dashboard)', () => {
    visit({ hash: '#/register' });
    expect(prerenderFits(facts)).toBe(false);
    visit({ hash: '#/index', token: 't' });
    expect(prerenderFits(facts)).toBe(false);
    visit({ hash: '#/', token: 't' });
    expect(prerenderFits(facts)).toBe(false);
  });

  it('follows the language the app would pick: the tab’s choice, else the browser’s first spoken one', () => {
    visit({ hash: '#/login', language: 'zh-CN' });
    expect(prerenderFits(facts)).toBe(false);
    visit({ hash: '#/login', language: 'en-US', browser: ['ja-JP'] });
    expect(prerenderFits(facts)).toBe(true);
    visit({ hash: '#/login', browser: ['fr-FR', 'ko'] });
    expect(prerenderFits(facts)).toBe(false);
    visit({ hash: '#/login', browser: ['en-GB'] });
    expect(prerenderFits(facts)).toBe(true);
    // No language the portal speaks: the default, which is the markup's.
    visit({ hash: '#/login', browser: ['fr-FR'] });
    expect(prerenderFits(facts)).toBe(true);
  });

  it('runs alone from its source text, as index.html inlines it', () => {
    visit({ hash: '#/login', language: 'id-ID' });
    const inlined = new Function(`return (${prerenderFits.toString()})(${JSON.stringify(facts)}, ${visitLocale.toString()})`) as () => boolean;
    expect(inlined()).toBe(false);
    visit({ hash: '#/login' });
    expect(inlined()).toBe(true);
  });
});

describe('typing before the app has started', () => {
  it('hands what was typed, and where, to the fields of the same ids once it has', () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="field-userName"><input id="field-password" type="password">';
    document.body.append(root);
    (root.querySelector('#field-userName') as HTMLInputElement).value = 'early';
    const replay = keepEarlyTyping(root);
    const password = root.querySelector('#field-password') as HTMLInputElement;
    password.focus();
    password.value = 'secret-1';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    // The app renders its own fields in their place.
    root.innerHTML = '<input id="field-userName"><input id="field-password" type="password">';
    const received: string[] = [];
    root.addEventListener('input', (event) => received.push(`${(event.target as HTMLInputElement).id}=${(event.target as HTMLInputElement).value}`));
    replay();
    expect(received).toEqual(['field-userName=early', 'field-password=secret-1']);
    expect(document.activeElement?.id).toBe('field-password');
  });

  it('sends the form once its button is enabled when Enter was pressed before, and only then', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input id="field-userName"><input id="field-password" type="password"><button type="submit" disabled>Sign in</button></form>';
    document.body.append(root);
    // The inline script, from the first paint.
    rememberEarlyEnter(EARLY_ENTER_ATTRIBUTE);
    const replay = keepEarlyTyping(root);
    const password = root.querySelector('#field-password') as HTMLInputElement;
    password.value = 'secret-1';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const form = root.querySelector('form')!;
    let sent = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    replay();
    // Still disabled: the app has not enabled it yet, nothing is sent.
    expect(sent).toBe(0);
    root.querySelector('button')!.disabled = false;
    await vi.waitFor(() => expect(sent).toBe(1));
    // Noted once: a later Enter is the app's own to handle, not replayed again.
    expect(document.documentElement.hasAttribute(EARLY_ENTER_ATTRIBUTE)).toBe(false);
    password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(document.documentElement.hasAttribute(EARLY_ENTER_ATTRIBUTE)).toBe(false);
    root.remove();
  });

  it('sends nothing when no Enter was pressed before the app started', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input id="field-userName"><button type="submit">Sign in</button></form>';
    document.body.append(root);
    rememberEarlyEnter(EARLY_ENTER_ATTRIBUTE);
    const replay = keepEarlyTyping(root);
    let sent = 0;
    root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    replay();
    expect(sent).toBe(0);
    root.remove();
  });
});

describe("the dashboard's code asked for by index.html", () => {
  const firstScreen = firstScreenFacts({
    files: ['./assets/apollo-1.js', './assets/dashboard-2.js'],
    catalogues: { 'en-US': ['./assets/en-US-3.js'], 'zh-CN': ['./assets/zh-CN-4.js'] },
  });
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);

  it('on a signed-in visit to the dashboard: its language’s catalogue first, then the code, as module preloads', () => {
    visit({ hash: '#/index', token: 't', language: 'zh-CN' });
    preloadFirstScreen(firstScreen, visitLocale);
    expect(preloaded()).toEqual([
      ['./assets/zh-CN-4.js', ''],
      ['./assets/apollo-1.js', ''],
      ['./assets/dashboard-2.js', ''],
    ]);
  });

  it('the site root with a session too, in the browser’s language', () => {
    visit({ hash: '', token: 't', browser: ['en-GB'] });
    preloadFirstScreen(firstScreen, visitLocale);
    expect(preloaded().map(([href]) => href)).toEqual(['./assets/en-US-3.js', './assets/apollo-1.js', './assets/dashboard-2.js']);
  });

  it('nothing without a session, or on another screen', () => {
    visit({ hash: '#/index' });
    preloadFirstScreen(firstScreen, visitLocale);
    visit({ hash: '#/wallet', token: 't' });
    preloadFirstScreen(firstScreen, visitLocale);
    visit({ hash: '#/login', token: 't' });
    preloadFirstScreen(firstScreen, visitLocale);
    expect(preloaded()).toEqual([]);
  });

  it('runs alone from its source text, as index.html inlines it', () => {
    visit({ hash: '#/index', token: 't', language: 'en-US' });
    new Function(`(${preloadFirstScreen.toString()})(${JSON.stringify(firstScreen)}, ${visitLocale.toString()})`)();
    expect(preloaded().map(([href]) => href)).toEqual(['./assets/en-US-3.js', './assets/apollo-1.js', './assets/dashboard-2.js']);
  });
});
