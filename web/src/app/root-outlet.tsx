import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { DemoBanner } from '@/components/demo-banner';

/** What a route may say about itself: its page title, in the member's language. */
export interface RouteHandle {
  title: (t: TFunction) => string;
}

function titleOf(handle: unknown): RouteHandle['title'] | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle ? (handle as RouteHandle).title : undefined;
}

/**
 * The root of every route: keeps document.title as "<screen> · <product>" for the deepest
 * route that names itself, following a language switch (tabs, history and screen readers),
 * and opens each new screen at its top (back and forward return to where the member was),
 * not at the scroll position of the screen before. Above every screen, the demo banner when
 * the installation runs in demo mode; while the next screen's code is on its way (a slow
 * network), a bar at the top says so, styled by index.html like the one before the app starts:
 * the screen before stays until then, and a member who had just signed in saw an idle form.
 */
export function RootOutlet() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter((found) => found !== undefined)
    .at(-1);
  const screen = title?.(t);
  const loading = useNavigation().state === 'loading';
  useEffect(() => {
    const product = t('common.appName');
    document.title = screen ? `${screen} · ${product}` : product;
  }, [screen, t, i18n.language]);
  return (
    <>
      <ScrollRestoration />
      {loading ? <div className="loading-bar after-a-moment" role="progressbar" aria-label={t('common.loading')} data-testid="route-progress" /> : null}
      <DemoBanner />
      <Outlet />
    </>
  );
}
