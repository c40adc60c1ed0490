import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import { DEMO_BANNER_OFFSET } from '@/components/demo-banner';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/language-menu';
import { MenuButton } from '@/components/menu-button';
import { ThemeMenu } from '@/components/theme-menu';
import { Brand } from '@/components/brand';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { lazyPart } from '@/lib/lazy-part';
import { useProfile } from '@/lib/profile';
import { useRankName } from '@/lib/ranks';

const AccountMenu = lazyPart(() => import('./account-menu'));

interface HeaderBarProps {
  isMobile: boolean;
  onOpenDrawer: () => void;
}

export function HeaderBar({ isMobile, onOpenDrawer }: HeaderBarProps) {
  const { t } = useTranslation();
  const me = useProfile().data?.me;
  const rankName = useRankName();
  const levelText = me ? rankName(me.level) : '';

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, top: DEMO_BANNER_OFFSET }}>
      <Toolbar sx={{ gap: 0.5 }}>
        {isMobile ? (
          <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Brand color="inherit" compact />
        {!isMobile && me ? (
          // Account info: wide screens only (SPEC §2).
          <Box sx={{ textAlign: 'right', mr: 1, lineHeight: 1.2 }} data-testid="account-info">
            <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
              {me.userName}
            </Typography>
            <Typography variant="caption" component="p">
              {t('dashboard.level')}: {levelText}
            </Typography>
          </Box>
        ) : null}
        <NotificationBell />
        <LanguageMenu />
        <ThemeMenu />
        <MenuButton
          label={t('nav.account')}
          icon={<AccountCircleIcon />}
          testId="account-button"
          renderMenu={({ id, anchor, close }) => <AccountMenu id={id} anchor={anchor} onClose={close} />}
        />
      </Toolbar>
    </AppBar>
  );
}
