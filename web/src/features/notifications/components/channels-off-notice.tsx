import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { NotificationChannel, NotificationEmailQuery, NotificationPushKeyQuery } from '@/generated/graphql';

/** Why a channel delivers nothing now: the installation lacks it, or the member has no address for it. */
export type ChannelOff = 'installation' | 'no-address';
export type ChannelsOff = Partial<Record<NotificationChannel, ChannelOff>>;

/** What is off, from the installation's answers; nothing is said while they are unknown. */
export function channelsOff(email: NotificationEmailQuery | undefined, push: NotificationPushKeyQuery | undefined): ChannelsOff {
  const off: ChannelsOff = {};
  if (email && !email.emailAddress.canSend) off.EMAIL = 'installation';
  else if (email && !email.emailAddress.email) off.EMAIL = 'no-address';
  if (push && push.notificationPushKey == null) off.PUSH = 'installation';
  return off;
}

/** Says which channels deliver nothing now, and that the bell still gets everything. */
export function ChannelsOffNotice({ off }: { off: ChannelsOff }) {
  const { t } = useTranslation();
  if (!off.EMAIL && !off.PUSH) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, my: 1 }} data-testid="channels-off">
      {off.EMAIL === 'installation' ? <Typography variant="body2">{t('notifications.channelsOff.emailSending')}</Typography> : null}
      {off.EMAIL === 'no-address' ? (
        <Typography variant="body2">
          {t('notifications.channelsOff.emailAddress')}{' '}
          <Link component={RouterLink} to={paths.app.security.getHref('email')}>
            {t('notifications.monthlyStatement.addEmail')}
          </Link>
        </Typography>
      ) : null}
      {off.PUSH === 'installation' ? <Typography variant="body2">{t('notifications.channelsOff.push')}</Typography> : null}
      <Typography variant="body2">{t('notifications.channelsOff.inApp')}</Typography>
    </Alert>
  );
}
