import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastHostMounted } from '@/lib/notify';
import { PREFERS_REDUCED_MOTION } from '@/lib/theme';

// notistack's default greens and reds are too light for white text (WCAG AA).
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
});
const TOAST_COMPONENTS = { success: Toast, error: Toast, info: Toast, warning: Toast, default: Toast };

/** Every toast can be closed at once: one that covers the screen need not be waited out (WCAG 2.2.1). */
function DismissButton({ toast }: { toast: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('common.dismiss')} onClick={() => closeSnackbar(toast)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** Where toasts appear; a chunk of its own, mounted once the first screen is up (provider.tsx). */
export default function ToastHost() {
  useEffect(() => {
    // notistack's functions are rebound by each provider it mounts: read them at each call.
    toastHostMounted({
      enqueueSnackbar: (...args: Parameters<typeof enqueueSnackbar>) => enqueueSnackbar(...args),
      closeSnackbar: (key?: SnackbarKey) => closeSnackbar(key),
    } as Parameters<typeof toastHostMounted>[0]);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      Components={TOAST_COMPONENTS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      {...(PREFERS_REDUCED_MOTION ? { transitionDuration: { enter: 0, exit: 0 } } : {})}
      action={(toast) => <DismissButton toast={toast} />}
    />
  );
}
