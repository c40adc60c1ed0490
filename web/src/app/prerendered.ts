import { DEFAULT_LOCALE, LOCALES } from '@portal/envelope/codes';
import { paths } from '@/config/paths';
import { LANGUAGE_KEY } from '@/lib/locales/loaders';
import { TOKEN_KEY } from '@/lib/session';

// The sign-in screen that index.html carries from the build (app/prerender.tsx, build/prerender.ts)
// fits a visit only in the language and the state it was rendered in. One decision, taken twice:
// by an inline script in index.html before the first paint (hiding a markup that does not fit),
// and by main.tsx (hydrating the markup that fits, rendering afresh otherwise).

/** The screen index.html carries, the first word of `#root`'s `data-prerendered`. */
export const PRERENDER_MARK = 'login';

/** Set on <html> by the inline script when the carried markup does not fit this visit. */
export const UNFIT_ATTRIBUTE = 'data-prerender-unfit';

/** What picking a visit's language needs. */
export interface LocaleFacts {
  /** Every locale the portal speaks, and the one it speaks when the browser asks for none of them. */
  locales: readonly string[];
  defaultLocale: string;
  /** Session storage key of the member's language. */
  languageKey: string;
}

export interface PrerenderFacts extends LocaleFacts {
  /** The language the markup is in. */
  locale: string;
  /** Session storage key of the session token. */
  tokenKey: string;
  /** The sign-in screen's route. */
  loginPath: string;
}

/**
 * The language the app will speak on this visit, as lib/locales/loaders.ts `storedLocale()` picks
 * it: the tab's choice, else the browser's first language the portal speaks (by its first
 * subtag), else the default. Self-contained, no imports and ES2017 only: index.html's inline
 * scripts are given its source. Throws without storage (privacy mode).
 */
export function visitLocale(facts: LocaleFacts): string {
  const stored = window.sessionStorage.getItem(facts.languageKey);
  if (stored !== null && facts.locales.indexOf(stored) >= 0) return stored;
  const preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    if (!tag) continue;
    const language = tag.split('-')[0]!.toLowerCase();
    const spoken = facts.locales.filter((locale) => locale.split('-')[0] === language)[0];
    if (spoken) return spoken;
  }
  return facts.defaultLocale;
}

/**
 * Whether the carried markup shows what the app renders now: the sign-in route (or the site's
 * root without a session, which shows it) in the markup's language. Self-contained, no imports
 * and ES2017 only: the build inlines its source into index.html (`(fits)(facts, visitLocale)`),
 * where it runs before any module. (With less motion asked for, the screen looks the same but the
 * theme's class names differ: main.tsx renders it afresh in place instead of hydrating it.)
 */
export function prerenderFits(facts: PrerenderFacts, localeOf: (facts: LocaleFacts) => string = visitLocale): boolean {
  try {
    const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
    const signedIn = window.sessionStorage.getItem(facts.tokenKey) !== null;
    if (path !== facts.loginPath && !(path === '/' && !signedIn)) return false;
    return localeOf(facts) === facts.locale;
  } catch {
    // No storage (privacy mode): the app renders afresh.
    return false;
  }
}

/** The facts of this build, for a markup in `locale`. */
export function prerenderFacts(locale: string): PrerenderFacts {
  return { locale, locales: LOCALES, defaultLocale: DEFAULT_LOCALE, languageKey: LANGUAGE_KEY, tokenKey: TOKEN_KEY, loginPath: paths.auth.login.path };
}

export interface FirstScreenFacts extends LocaleFacts {
  /** Session storage key of the session token. */
  tokenKey: string;
  /** The routes that open on the dashboard: the site's root and the dashboard's own, with a session. */
  paths: readonly string[];
  /** The scripts the dashboard and the shell need beyond the entry's own, which index.html already preloads. */
  files: readonly string[];
  /** The catalogues of each language (its app and sign-in parts). */
  catalogues: Readonly<Record<string, readonly string[]>>;
}

/**
 * On a signed-in visit that opens on the dashboard, asks for its code and its catalogue while the
 * runtime is still arriving. Without it, app/preload.ts asks for them only once the entry has run,
 * which waits for React and MUI to be downloaded and run first (BENCHMARKS.md (d)). Self-contained,
 * no imports and ES2017 only: the build inlines it into index.html with the files of that build
 * (`(preload)(facts, visitLocale)`). Anything else opens as before: app/preload.ts asks as it starts.
 */
export function preloadFirstScreen(facts: FirstScreenFacts, localeOf: (facts: LocaleFacts) => string): void {
  try {
    const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
    if (window.sessionStorage.getItem(facts.tokenKey) === null || facts.paths.indexOf(path) < 0) return;
    // The catalogue first: nothing renders before the language's texts are in (lib/i18n.ts).
    for (const file of (facts.catalogues[localeOf(facts)] || []).concat(facts.files)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As Vite's own preloads and the module scripts: a preload of another mode would be fetched twice.
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
  } catch {
    // No storage: app/preload.ts asks for them as it starts.
  }
}

/** The facts of this build: the files of the dashboard's first screen, from the build's chunks (build/first-screen-files.ts). */
export function firstScreenFacts(files: { files: readonly string[]; catalogues: Readonly<Record<string, readonly string[]>> }): FirstScreenFacts {
  return { ...files, locales: LOCALES, defaultLocale: DEFAULT_LOCALE, languageKey: LANGUAGE_KEY, tokenKey: TOKEN_KEY, paths: ['/', paths.app.dashboard.path] };
}

/** Set on <html> by the inline script when Enter is pressed in a carried field: that field's id. */
export const EARLY_ENTER_ATTRIBUTE = 'data-early-enter';

/**
 * Notes an Enter pressed in a field of the carried form before the app runs: the form cannot be
 * sent then (its submit button is disabled, so Enter does nothing), and the member who typed
 * their password and pressed Enter on a slow phone would wait for nothing. Self-contained, no
 * imports and ES2017 only: the build inlines it into index.html (`(remember)(attribute)`), so it
 * listens from the first paint, before any module has arrived. The listener is kept on `window`
 * under the attribute's name, for `keepEarlyTyping` to remove.
 */
export function rememberEarlyEnter(attribute: string): void {
  const record = (event: KeyboardEvent) => {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.form || !field.id) return;
    document.documentElement.setAttribute(attribute, field.id);
  };
  document.addEventListener('keydown', record, true);
  (window as unknown as Record<string, unknown>)[attribute] = record;
}

/** Stops noting early Enters and answers the field of the last one, if any (`rememberEarlyEnter`). */
export function takeEarlyEnter(): string | undefined {
  const record = (window as unknown as Record<string, unknown>)[EARLY_ENTER_ATTRIBUTE];
  if (typeof record === 'function') document.removeEventListener('keydown', record as EventListener, true);
  delete (window as unknown as Record<string, unknown>)[EARLY_ENTER_ATTRIBUTE];
  const field = document.documentElement.getAttribute(EARLY_ENTER_ATTRIBUTE) ?? undefined;
  document.documentElement.removeAttribute(EARLY_ENTER_ATTRIBUTE);
  return field;
}

/** Presses the form's submit button once the app has enabled it: the press the member made early. */
function pressSubmitWhenEnabled(form: HTMLFormElement): void {
  const press = () => {
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit || submit.disabled) return false;
    submit.click();
    return true;
  };
  if (press()) return;
  // Hydration enables the button in the render right after it (lib/use-started.ts).
  const observer = new MutationObserver(() => {
    if (press()) observer.disconnect();
  });
  observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
}

/**
 * What the member types into the carried form before React has taken it over, and where the
 * cursor was: React keeps a field's text through hydration but not in its state (the next render
 * would empty it), and a screen rendered afresh in place has new fields. The returned function,
 * called in the app's first commit (before the browser handles another key), hands that text to
 * the form's fields of the same id (an input event, as typing sends) and puts the cursor back; an
 * Enter pressed meanwhile (noted by `rememberEarlyEnter`) then sends the form, as it would have.
 */
export function keepEarlyTyping(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  let focused = '';
  const record = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.id) typed.set(event.target.id, event.target.value);
  };
  const recordFocus = (event: Event) => {
    if (event.target instanceof HTMLElement) focused = event.target.id;
  };
  for (const input of container.querySelectorAll('input')) if (input.id && input.value !== '') typed.set(input.id, input.value);
  if (document.activeElement instanceof HTMLElement && container.contains(document.activeElement)) focused = document.activeElement.id;
  container.addEventListener('input', record, true);
  container.addEventListener('focusin', recordFocus, true);
  return () => {
    container.removeEventListener('input', record, true);
    container.removeEventListener('focusin', recordFocus, true);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [id, value] of typed) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement) || !setValue) continue;
      // React notes a field's value as it hydrates it (the text typed): emptied through React's
      // own setter first, so the input event reads as the change it is.
      input.value = '';
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    typed.clear();
    // The cursor back in the field of the same id, at the end of its text: the member's next key
    // goes on from there.
    const refocused = focused ? document.getElementById(focused) : null;
    if (refocused && refocused !== document.activeElement) refocused.focus();
    const entered = takeEarlyEnter();
    const form = entered ? document.getElementById(entered)?.closest('form') : null;
    if (form) pressSubmitWhenEnabled(form);
  };
}
