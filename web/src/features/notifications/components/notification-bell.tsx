import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/use-format';
import { useUnreadCount } from '../api/notifications';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/**
 * The header bar's bell: the unread count, live (the gateway pushes each change), and the way
 * into the inbox. Mounted once, in the shell, so it also keeps the count's feed open.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useUnreadCount() ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { unread: format.count(count) }) : t('notifications.bell');
  return (
    <IconButton color="inherit" component={RouterLink} to={paths.app.notifications.getHref()} aria-label={label} title={label} data-testid="notification-bell">
      <Badge
        color="error"
        badgeContent={count > MAX_SHOWN ? `${format.count(MAX_SHOWN)}+` : format.count(count)}
        invisible={count === 0}
        data-testid="notification-count"
      >
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
