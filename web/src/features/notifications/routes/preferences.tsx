import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { NotificationChannel, NotificationPreferencesQuery } from '@/generated/graphql';
import { useNotificationEmail, useNotificationPreferences, useNotificationPushKey, useSetNotificationPreference } from '../api/notifications';
import { ChannelsOffNotice, channelsOff } from '../components/channels-off-notice';
import { DevicePushSwitch } from '../components/device-push-switch';
import { MonthlyStatementSwitch } from '../components/monthly-statement-switch';
import { readAgain } from '@/lib/read-again';
import { WHOLE_WORDS } from '@/lib/whole-words';

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];

const CHANNELS: readonly { channel: NotificationChannel; field: 'inApp' | 'email' | 'push' }[] = [
  { channel: 'IN_APP', field: 'inApp' },
  { channel: 'EMAIL', field: 'email' },
  { channel: 'PUSH', field: 'push' },
];

/**
 * /setting/notifications: for each event, a switch per channel (in app, email, push). Security
 * events are locked: shown on, their switches disabled, with a line saying why. Above them, the
 * device's own push switch when the platform has push configured, and the monthly statement email.
 * A channel this installation does not deliver (no SMTP, no VAPID keys) is said above the table
 * and its switches are disabled: a fresh install notifies in the app only, and says so.
 */
export function NotificationPreferencesRoute() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const [setPreference] = useSetNotificationPreference();
  const rows = preferences.data?.notificationPreferences;
  const off = channelsOff(useNotificationEmail().data, useNotificationPushKey().data);

  const toggle = (row: Preference, channel: NotificationChannel, enabled: boolean) =>
    void setPreference({
      variables: { event: row.event, channel, enabled },
      // The switch moves at once; a refusal (NOTIFICATION_LOCKED) puts it back and is said by the error link.
      optimisticResponse: {
        setNotificationPreference: (rows ?? []).map((other) =>
          other.event === row.event ? { ...other, [CHANNELS.find((c) => c.channel === channel)!.field]: enabled } : other,
        ),
      },
    }).catch(() => undefined);

  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Typography component="h1" variant="h5">
        {t('notifications.preferencesTitle')}
      </Typography>
      <DevicePushSwitch />
      <MonthlyStatementSwitch />
      {preferences.error && !rows ? (
        <LoadError error={preferences.error} onRetry={() => void readAgain(preferences.refetch)} />
      ) : !rows ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="notification-events-title">
          <Typography id="notification-events-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
            {t('notifications.eventsTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {t('notifications.preferencesIntro')}
          </Typography>
          <ChannelsOffNotice off={off} />
          <Table size="small" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('notifications.event')}</TableCell>
                {CHANNELS.map(({ channel }) => (
                  // A channel's name is one or two short words: never cut inside one ("プッシ / ュ").
                  <TableCell key={channel} align="center" sx={{ width: { xs: 52, sm: 96 }, ...WHOLE_WORDS }}>
                    {t(`notifications.channels.${channel}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const eventName = t(`notifications.events.${row.event}`);
                return (
                  <TableRow key={row.event} data-testid={`preference-${row.event}`} data-locked={row.locked ? 'true' : 'false'}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Typography variant="body2">{eventName}</Typography>
                      {row.locked ? (
                        <Typography variant="caption" color="text.secondary" component="p" data-testid="locked-reason">
                          {t('notifications.locked')}
                        </Typography>
                      ) : null}
                    </TableCell>
                    {CHANNELS.map(({ channel, field }) => (
                      <TableCell key={channel} align="center">
                        <Switch
                          size="small"
                          checked={row.locked || row[field]}
                          // A channel this installation cannot deliver: the member's choice is kept, not changed here.
                          disabled={row.locked || off[channel] === 'installation'}
                          onChange={(_event, checked) => toggle(row, channel, checked)}
                          slotProps={{
                            input: { 'aria-label': t('notifications.switchLabel', { event: eventName, channel: t(`notifications.channels.${channel}`) }) },
                          }}
                          data-testid={`switch-${row.event}-${channel}`}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
