import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toastHostMounted } from '@/lib/notify';

// notistack's default greens and reds are too light for white text (WCAG AA).
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
});
const TOAST_COMPONENTS = { success: Toast, error: Toast, info: Toast, warning: Toast, default: Toast };

/** Where toasts appear; a chunk of its own, mounted once the first screen is up (provider.tsx). */
export default function ToastHost() {
  useEffect(() => {
    toastHostMounted({ enqueueSnackbar, closeSnackbar });
  }, []);
  return <SnackbarProvider maxSnack={3} Components={TOAST_COMPONENTS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}
