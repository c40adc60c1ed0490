// Toasts from anywhere (the Apollo error link runs outside React): notistack's global
// functions, live once its <SnackbarProvider> is mounted. The toast host (and notistack with
// it) loads with the first toast, or once the page has loaded and the browser is idle
// (app/provider.tsx); a toast asked for earlier waits for it, in order.
import type * as Notistack from 'notistack';

/** SPEC §9: an error toast stays 3 seconds. */
export const ERROR_TOAST_MS = 3000;

type Toaster = Pick<typeof Notistack, 'enqueueSnackbar' | 'closeSnackbar'>;

let hostMounted: (toaster: Toaster) => void = () => undefined;
const mountedToaster = new Promise<Toaster>((resolve) => {
  hostMounted = resolve;
});

// The first toast asked for before the host is mounted tells the provider to load it now.
let hostWanted = false;
const hostWantedListeners = new Set<() => void>();

/** The provider loads the toast host when this fires (the first toast), or when idle. */
export function onToastHostWanted(listener: () => void): () => void {
  if (hostWanted) listener();
  else hostWantedListeners.add(listener);
  return () => hostWantedListeners.delete(listener);
}

function withToaster(use: (toaster: Toaster) => unknown): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostWantedListeners) listener();
    hostWantedListeners.clear();
  }
  void mountedToaster.then(use);
}

/** The toast host calls this once its provider is mounted. */
export function toastHostMounted(mounted: Toaster): void {
  hostMounted(mounted);
}

export function toastError(message: string): void {
  withToaster(({ enqueueSnackbar }) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_TOAST_MS, preventDuplicate: true }),
  );
}

export function toastSuccess(message: string): void {
  withToaster(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 }));
}

export function closeAllToasts(): void {
  withToaster(({ closeSnackbar }) => closeSnackbar());
}
