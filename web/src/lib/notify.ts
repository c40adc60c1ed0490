// Toasts from anywhere (the Apollo error link runs outside React): notistack's global
// functions, live once <SnackbarProvider> is mounted.
import { closeSnackbar, enqueueSnackbar } from 'notistack';

/** SPEC §9: an error toast stays 3 seconds. */
export const ERROR_TOAST_MS = 3000;

export function toastError(message: string): void {
  enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_TOAST_MS, preventDuplicate: true });
}

export function toastSuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 });
}

export function closeAllToasts(): void {
  closeSnackbar();
}
