import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useProfile } from '@/lib/profile';
import { SIDE_NAV, visibleItems } from './nav-items';

interface SideNavProps {
  onNavigate?: () => void;
}

/** The desktop side menu (also the phone drawer's content). */
export function SideNav({ onNavigate }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const profile = useProfile().data?.me;
  return (
    <List component="div" dense sx={{ py: 1 }}>
      {visibleItems(SIDE_NAV, profile).map((item) => {
        if (item.children) {
          return (
            <Box key={item.key} role="group" aria-labelledby={`nav-group-${item.key}`}>
              <ListItem component="div">
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText id={`nav-group-${item.key}`} primary={t(item.label)} />
              </ListItem>
              <List component="div" dense disablePadding>
                {item.children.map((child) => (
                  <ListItemButton
                    key={child.key}
                    component={RouterLink}
                    to={child.href}
                    selected={pathname === child.href}
                    aria-current={pathname === child.href ? 'page' : undefined}
                    onClick={onNavigate}
                    sx={{ pl: 9 }}
                  >
                    <ListItemText primary={t(`credits.${child.coinName}`)} />
                  </ListItemButton>
                ))}
              </List>
            </Box>
          );
        }
        if (!item.ready) {
          return (
            <ListItemButton key={item.key} disabled aria-disabled="true">
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={t(item.label)} secondary={t('common.comingSoon')} />
            </ListItemButton>
          );
        }
        const active = pathname === item.href;
        return (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.href}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={t(item.label)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
