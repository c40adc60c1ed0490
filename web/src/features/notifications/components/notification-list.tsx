import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NotificationsQuery } from '@/generated/graphql';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { useFormat } from '@/lib/use-format';

export type InboxNotification = NotificationsQuery['notifications']['items'][number];

interface NotificationListProps {
  items: readonly InboxNotification[];
  onOpen(notification: InboxNotification): void;
}

/** The inbox's rows, newest first as the platform orders them; an unread one is bold with a dot. */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <List disablePadding data-testid="notification-list">
      {items.map((item) => {
        const unread = item.readAt === null || item.readAt === undefined;
        return (
          // Each row a list item holding its button: a list holds only <li> (axe; screen readers count items).
          <ListItem key={item.id} disablePadding divider>
            <ListItemButton
              onClick={() => onOpen(item)}
              data-testid="notification"
              data-unread={unread ? 'true' : 'false'}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, px: { xs: 1, sm: 2 } }}
            >
              <Box
                aria-hidden
                sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="p" variant="body1" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
                  {unread ? (
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {`${t('notifications.unread')}: `}
                    </Box>
                  ) : null}
                  {item.title}
                </Typography>
                <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {item.body}
                </Typography>
                <Typography component="p" variant="caption" color="text.secondary">
                  {format.dateTime(item.createdAt)}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
