import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepEarlyTyping, PRERENDER_MARK, prerenderFacts, prerenderFits, takeEarlyEnter, UNFIT_ATTRIBUTE } from './app/prerendered';
import { createRouter, untilInitialized } from './app/router';
import { paths } from './config/paths';
import { currentLocale, initI18n } from './lib/i18n';
import { getToken } from './lib/session';
import { PREFERS_REDUCED_MOTION } from './lib/theme';
import { setTakingOver } from './lib/use-started';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The site's root without a session shows the sign-in screen: opened at its route at once, the
// sign-in screen index.html carries is hydrated rather than replaced.
if (getToken() === null && (window.location.hash === '' || window.location.hash === '#/')) {
  window.history.replaceState(window.history.state, '', `#${paths.auth.login.getHref()}`);
}

// The router starts fetching the first screen's code at once, while the member's language
// catalogue arrives: two downloads side by side rather than one after the other.
const router = createRouter();
await initI18n();

const app = (onStarted?: () => void) => (
  <StrictMode>
    <App router={router} onStarted={onStarted} />
  </StrictMode>
);
// index.html carries the sign-in screen in one language (app/prerender.tsx): hydrated where it is
// what the app renders now; with less motion asked for (other class names, same look) rendered
// afresh in its place once the screen's code is there; replaced at once everywhere else.
const locale = currentLocale();
const facts = prerenderFacts(locale);
if (container.dataset.prerendered === `${PRERENDER_MARK} ${locale}` && prerenderFits(facts)) {
  const replayTyping = keepEarlyTyping(container);
  const started = () => {
    setTakingOver(false);
    replayTyping();
  };
  // The tree the build rendered: the screen's route with its code loaded.
  await untilInitialized(router);
  // A link followed meanwhile leads elsewhere: that screen is rendered afresh.
  if (router.state.location.pathname !== facts.loginPath) renderAfresh(container);
  else {
    setTakingOver(true);
    if (PREFERS_REDUCED_MOTION) createRoot(container).render(app(started));
    else hydrateRoot(container, app(started));
  }
} else {
  renderAfresh(container);
}

function renderAfresh(root: HTMLElement) {
  // An Enter in the carried form is not sent to another screen.
  takeEarlyEnter();
  root.replaceChildren();
  delete root.dataset.prerendered;
  document.documentElement.removeAttribute(UNFIT_ATTRIBUTE);
  createRoot(root).render(app());
}
