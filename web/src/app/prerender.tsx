// The sign-in screen rendered at build time (build/prerender.ts): its HTML and the CSS it uses go
// into index.html, so the form paints before any script has arrived; main.tsx then hydrates it.
// Not part of the app's bundle: Vite's SSR loads it once, in Node, during the build.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import { currentLocale, initI18n } from '@/lib/i18n';
import { App } from './app';
import { EARLY_ENTER_ATTRIBUTE, firstScreenFacts, preloadFirstScreen, PRERENDER_MARK, prerenderFacts, prerenderFits, rememberEarlyEnter, UNFIT_ATTRIBUTE, visitLocale } from './prerendered';
import { routes, untilInitialized } from './router';

export interface PrerenderedScreen {
  /** The markup for `#root`. */
  html: string;
  /** The CSS that markup uses (emotion's rules, MUI's theme variables and baseline). */
  css: string;
  /** The ids of those rules, as emotion's `data-emotion` attribute names them (`css id1 id2 …`). */
  emotionIds: string[];
  /** What `#root` is marked with: the screen and its language (`login en-US`). */
  mark: string;
  /**
   * The inline scripts for <head>, run before the first paint: MUI's colour-scheme script (the
   * member's light or dark choice, or the system's, on <html> before the markup paints) and the
   * check that marks <html> when the carried markup does not fit this visit, the note of an
   * Enter pressed before the app runs, and the request for the dashboard's code on a signed-in
   * visit (all three app/prerendered.ts).
   */
  inlineScripts: string[];
  /** Hides the carried markup, not removes it, where it does not fit: main.tsx renders afresh. */
  unfitCss: string;
}

/** Renders the sign-in screen in the default language, the tree main.tsx hydrates; `firstScreen`: the dashboard's files in this build. */
export async function renderSignIn(firstScreen: Parameters<typeof firstScreenFacts>[0]): Promise<PrerenderedScreen> {
  await initI18n();
  const router = createMemoryRouter(routes, { initialEntries: [paths.auth.login.path] });
  // The route's code is loaded lazily: render once it is there, as the browser hydrates it.
  await untilInitialized(router);
  // Emotion's documented server rendering ("extractCritical"): with `compat`, the rules are kept
  // in the cache instead of inlined beside each element, and collected into one <style>.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <App router={router} />
      </StrictMode>
    </CacheProvider>,
  );
  router.dispose();
  const emotionIds = Object.keys(cache.inserted).filter(
    // Class rules the markup uses, and every global rule (no class of its own: registered never).
    (id) => html.includes(`${cache.key}-${id}`) || cache.registered[`${cache.key}-${id}`] === undefined,
  );
  const css = emotionIds.map((id) => cache.inserted[id]).filter((rules) => typeof rules === 'string').join('');
  const locale = currentLocale();
  const colorScheme = renderToStaticMarkup(<InitColorSchemeScript attribute="class" />).replace(/^<script[^>]*>|<\/script>$/g, '');
  const fitCheck = `if(!(${prerenderFits.toString()})(${JSON.stringify(prerenderFacts(locale))},${visitLocale.toString()}))document.documentElement.setAttribute(${JSON.stringify(UNFIT_ATTRIBUTE)},'')`;
  const earlyEnter = `(${rememberEarlyEnter.toString()})(${JSON.stringify(EARLY_ENTER_ATTRIBUTE)})`;
  const dashboardCode = `(${preloadFirstScreen.toString()})(${JSON.stringify(firstScreenFacts(firstScreen))},${visitLocale.toString()})`;
  return { html, css, emotionIds, mark: `${PRERENDER_MARK} ${locale}`, inlineScripts: [colorScheme, fitCheck, earlyEnter, dashboardCode], unfitCss: `html[${UNFIT_ATTRIBUTE}] #root[data-prerendered]{visibility:hidden}` };
}
