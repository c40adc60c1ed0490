// Toasts from anywhere (the Apollo error link runs outside React): notistack's global
// functions, live once its <SnackbarProvider> is mounted. The toast host (and notistack with
// it) loads after the first screen has painted (app/toast-host.tsx); a toast asked for earlier
// waits for it, in order.
import type * as Notistack from 'notistack';

/** SPEC §9: an error toast stays 3 seconds. */
export const ERROR_TOAST_MS = 3000;

type Toaster = Pick<typeof Notistack, 'enqueueSnackbar' | 'closeSnackbar'>;

let hostMounted: (toaster: Toaster) => void = () => undefined;
const toaster = new Promise<Toaster>((resolve) => {
  hostMounted = resolve;
});

/** The toast host calls this once its provider is mounted. */
export function toastHostMounted(mounted: Toaster): void {
  hostMounted(mounted);
}

export function toastError(message: string): void {
  void toaster.then(({ enqueueSnackbar }) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_TOAST_MS, preventDuplicate: true }),
  );
}

export function toastSuccess(message: string): void {
  void toaster.then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 }));
}

export function closeAllToasts(): void {
  void toaster.then(({ closeSnackbar }) => closeSnackbar());
}
