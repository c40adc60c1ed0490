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
  // What the badge shows is also what the name says (axe: the visible text is part of the name).
  const shown = count > MAX_SHOWN ? `${format.count(MAX_SHOWN)}+` : format.count(count);
  const label = count > 0 ? t('notifications.bellUnread', { unread: shown }) : t('notifications.bell');
  return (
    <IconButton color="inherit" component={RouterLink} to={paths.app.notifications.getHref()} aria-label={label} title={label} data-testid="notification-bell">
      {count > 0 ? (
        <Badge color="error" badgeContent={shown} data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      ) : (
        // No badge at zero: MUI keeps a hidden badge's last text, which would still be text inside the link.
        <NotificationsIcon />
      )}
    </IconButton>
  );
}
