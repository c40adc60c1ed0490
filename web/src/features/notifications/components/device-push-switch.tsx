import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPushKey, useSubscribePush, useUnsubscribePush } from '../api/notifications';
import { currentPushSubscription, pushSupported, PushPermissionDenied, subscribeThisDevice, unsubscribeThisDevice } from '../utils/push';

type Problem = 'denied' | 'failed' | undefined;

/**
 * "Notify this device": registers the notification service worker and subscribes this browser
 * with PushManager, then hands the subscription to the platform (`subscribePush`). Shown only
 * when the platform has push configured (`notificationPushKey` not null).
 */
export function DevicePushSwitch() {
  const { t } = useTranslation();
  const publicKey = useNotificationPushKey().data?.notificationPushKey ?? null;
  const [subscribePush] = useSubscribePush();
  const [unsubscribePush] = useUnsubscribePush();
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(undefined);
  const supported = pushSupported();

  useEffect(() => {
    if (!publicKey || !supported) return undefined;
    let current = true;
    void currentPushSubscription()
      .then((subscription) => current && setSubscribed(subscription !== null))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [publicKey, supported]);

  if (!publicKey) return null;

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (on) {
        const input = await subscribeThisDevice(publicKey);
        await subscribePush({ variables: { input } });
      } else {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await unsubscribePush({ variables: { endpoint } });
      }
      setSubscribed(on);
    } catch (error) {
      setProblem(error instanceof PushPermissionDenied ? 'denied' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="device-push-title" sx={{ p: 2 }} data-testid="device-push">
      <Typography id="device-push-title" component="h2" variant="h6">
        {t('notifications.device.title')}
      </Typography>
      {supported ? (
        <FormControlLabel
          control={<Switch checked={subscribed === true} disabled={busy || subscribed === undefined} onChange={(_event, on) => void change(on)} />}
          label={t('notifications.device.notify')}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('notifications.device.unsupported')}
        </Typography>
      )}
      {problem ? (
        <Alert severity={problem === 'denied' ? 'warning' : 'error'} sx={{ mt: 1 }}>
          {t(problem === 'denied' ? 'notifications.device.denied' : 'notifications.device.failed')}
        </Alert>
      ) : null}
    </Paper>
  );
}
