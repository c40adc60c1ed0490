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

// Set by main.tsx while the app's first render takes over the sign-in screen index.html carries.
let takingOver = false;

/** main.tsx: the first render takes over the carried markup (`false` again once it has started). */
export function setTakingOver(value: boolean): void {
  takingOver = value;
}

/**
 * Whether this render takes over the carried sign-in screen. The member's cursor is then where
 * they left it (the browser focused the user name from the markup's own `autofocus`, or the
 * member moved on): a field focused by the app now would send the rest of their typing, a
 * password say, into the user name.
 */
export function isTakingOver(): boolean {
  return takingOver;
}
