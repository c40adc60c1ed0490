import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { TextInput } from '@/components/text-input';
import type { BoundInput } from '@/lib/use-rules-form';
import type { useCaptcha } from '../api/captcha';

/**
 * The captcha of the sign-in screens: the answer field, the image and a button for a new one,
 * or what went wrong fetching it. Registration shows it always, sign-in once the platform asks.
 */
export function CaptchaField({ captcha, input, onRefresh }: { captcha: ReturnType<typeof useCaptcha>; input: BoundInput; onRefresh(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <TextInput {...input} label={t('auth.register.captcha')} autoComplete="off" required />
        </Box>
        {captcha.data ? (
          <Box
            component="img"
            src={captcha.data.captcha.image}
            alt={t('auth.register.captchaImage')}
            sx={{ height: 48, width: 120, mt: 1, borderRadius: 1, bgcolor: '#fff' }}
            data-testid="captcha-image"
          />
        ) : (
          <Skeleton variant="rectangular" width={120} height={48} sx={{ mt: 1 }} />
        )}
        <IconButton aria-label={t('auth.register.refreshCaptcha')} title={t('auth.register.refreshCaptcha')} onClick={onRefresh} sx={{ mt: 1 }}>
          <RefreshIcon />
        </IconButton>
      </Stack>
      {captcha.error ? <FailureAlert failure={captcha.error.failure} onRetry={onRefresh} /> : null}
    </>
  );
}
