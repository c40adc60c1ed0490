// Toasts from anywhere (the Apollo error link runs outside React): notistack's global
// functions, live once its <SnackbarProvider> is mounted. The toast host (and notistack with
// it) loads with the first toast, or, in the app shell, once the page has loaded and the
// browser is idle: the sign-in screens show their refusals in the form and rarely toast, so
// they do not download it up front. A toast asked for earlier waits for the host, in order.
import type * as Notistack from 'notistack';
import { afterFirstScreen } from './after-first-screen';

/** SPEC §9: an error toast stays 3 seconds. */
export const ERROR_TOAST_MS = 3000;

type Toaster = Pick<typeof Notistack, 'enqueueSnackbar' | 'closeSnackbar'>;

let mountedToaster: Toaster | undefined;
/** Toasts asked for before the host was mounted, in order. */
const waiting: ((toaster: Toaster) => unknown)[] = [];

// The first toast asked for before the host is mounted tells the provider to load it now.
let hostWanted = false;
const hostWantedListeners = new Set<() => void>();

/** The provider loads the toast host when this fires: the first toast, or a preload. */
export function onToastHostWanted(listener: () => void): () => void {
  if (hostWanted) listener();
  else hostWantedListeners.add(listener);
  return () => hostWantedListeners.delete(listener);
}

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostWantedListeners) listener();
  hostWantedListeners.clear();
}

function withToaster(toast: (toaster: Toaster) => unknown): void {
  wantHost();
  const toaster = mountedToaster;
  // Never inside the caller's own work (a render, a state update): after it, as a promise would.
  if (toaster) queueMicrotask(() => toast(toaster));
  else waiting.push(toast);
}

/**
 * Loads the toast host ahead of its first toast once the first screen has had its turn
 * (lib/after-first-screen.ts); a toast before then loads it at once. Returns a cancel for an
 * unmount before then.
 */
export function preloadToastHostWhenIdle(): () => void {
  return afterFirstScreen(wantHost);
}

/** The toast host calls this once its provider is mounted. */
export function toastHostMounted(mounted: Toaster): void {
  mountedToaster = mounted;
  for (const toast of waiting.splice(0)) toast(mounted);
}

/**
 * Forgets the toasts still waiting for a host. For tests, which keep this module from one file
 * to the next: a test that toasts without a host must not have its toast shown by the next
 * test's host (web/test/setup-waits.ts calls it after each test).
 */
export function discardWaitingToasts(): void {
  waiting.length = 0;
}

export function toastError(message: string): void {
  withToaster(({ enqueueSnackbar }) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_TOAST_MS, preventDuplicate: true }),
  );
}

/** A success toast; with a key, `closeToast(key)` can take it back before it hides itself. */
export function toastSuccess(message: string, key?: string): void {
  withToaster(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000, ...(key ? { key } : {}) }));
}

export function closeToast(key: string): void {
  withToaster(({ closeSnackbar }) => closeSnackbar(key));
}

export function closeAllToasts(): void {
  withToaster(({ closeSnackbar }) => closeSnackbar());
}
