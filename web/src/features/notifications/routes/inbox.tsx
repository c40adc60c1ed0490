import DoneAllIcon from '@mui/icons-material/DoneAll';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import {
  NotificationUnreadCountQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
  useNotifications,
} from '../api/notifications';
import { NotificationList, type InboxNotification } from '../components/notification-list';
import { appLink } from '../utils/app-link';
import { readAgain } from '@/lib/read-again';

const PAGE_SIZE = 20;

/**
 * /notifications: the inbox, newest first, unread ones marked. Opening one marks it read and
 * follows its link (if it has one); "mark all read" clears the bell.
 */
export function InboxRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const notifications = useNotifications(pageNum, PAGE_SIZE);
  // The count the shell's bell keeps live (read from the cache here, not subscribed again).
  const unreadCount = useQuery(NotificationUnreadCountQuery).data?.notificationUnreadCount ?? 0;
  const [markRead] = useMarkNotificationsRead();
  const [markAllRead, markingAll] = useMarkAllNotificationsRead();
  const page = notifications.data?.notifications;
  const anyUnread = unreadCount > 0 || (page?.items.some((item) => !item.readAt) ?? false);

  const open = (notification: InboxNotification) => {
    // A failed mark is said by the error link; the member still goes where the notification points.
    if (!notification.readAt) void markRead({ variables: { ids: [notification.id] } }).catch(() => undefined);
    const target = appLink(notification.link);
    if (target) void navigate(target);
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 0 }}>
          {t('notifications.title')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DoneAllIcon />}
          disabled={!anyUnread}
          loading={markingAll.loading}
          onClick={() => void markAllRead().catch(() => undefined)}
          data-testid="mark-all-read"
        >
          {t('notifications.markAllRead')}
        </Button>
        <Button
          size="small"
          startIcon={<SettingsIcon />}
          component={RouterLink}
          to={paths.app.notificationSettings.getHref()}
        >
          {t('notifications.preferences')}
        </Button>
      </Stack>
      {notifications.error && !page ? (
        <LoadError error={notifications.error} onRetry={() => void readAgain(notifications.refetch)} />
      ) : !page ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : page.items.length === 0 ? (
        <Typography color="text.secondary" data-testid="notifications-empty">
          {t('notifications.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <NotificationList items={page.items} onOpen={open} />
          {page.pageInfo.total > PAGE_SIZE ? (
            <ListPagination total={page.pageInfo.total} pageNum={page.pageInfo.pageNum} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
          ) : null}
        </Paper>
      )}
    </Stack>
  );
}
