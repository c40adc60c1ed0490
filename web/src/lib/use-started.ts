import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over markup rendered at build time (hydration, app/prerender.tsx) and
 * in that render itself; true once the app answers input, and at once in an app rendered afresh.
 * A form carried in index.html keeps its submit button disabled until then: a press before the
 * app runs would otherwise send the fields to the page's own URL.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
