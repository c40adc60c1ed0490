import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BadgeIcon from '@mui/icons-material/Badge';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import DescriptionIcon from '@mui/icons-material/Description';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageMenu } from '@/components/language-menu';
import { ThemeMenu } from '@/components/theme-menu';
import { Brand } from '@/components/brand';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useProfile } from '@/lib/profile';
import { useRankName } from '@/lib/ranks';

interface HeaderBarProps {
  isMobile: boolean;
  onOpenDrawer: () => void;
}

export function HeaderBar({ isMobile, onOpenDrawer }: HeaderBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useProfile().data?.me;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const rankName = useRankName();
  const levelText = me ? rankName(me.level) : '';

  const go = (href: string) => {
    setAnchor(null);
    void navigate(href);
  };

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 0.5 }}>
        {isMobile ? (
          <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Brand color="inherit" />
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
        <LanguageMenu />
        <ThemeMenu />
        <Tooltip title={t('nav.account')}>
          <IconButton
            color="inherit"
            aria-label={t('nav.account')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            data-testid="account-button"
          >
            <AccountCircleIcon />
          </IconButton>
        </Tooltip>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => go(paths.app.inviteTree.getHref())}>
            <ListItemIcon>
              <AccountTreeIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.inviteTree')} />
          </MenuItem>
          <MenuItem onClick={() => go(paths.app.userInfo.getHref())}>
            <ListItemIcon>
              <BadgeIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.accountInfo')} />
          </MenuItem>
          <MenuItem onClick={() => go(paths.app.kyc.getHref())}>
            <ListItemIcon>
              <VerifiedUserIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.kyc')} />
          </MenuItem>
          <MenuItem onClick={() => go(paths.app.setting.getHref())}>
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.passwordSettings')} />
          </MenuItem>
          <MenuItem onClick={() => go(paths.app.terms.getHref())}>
            <ListItemIcon>
              <DescriptionIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.terms')} />
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void logout();
            }}
            data-testid="logout"
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.logout')} />
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
