import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BadgeIcon from '@mui/icons-material/Badge';
import DescriptionIcon from '@mui/icons-material/Description';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/hooks/use-logout';

interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The header's account menu (SPEC §2: network/invite tree, account, password settings, log out).
 * A module of its own, loaded on the first opening: Menu brings Popover and Modal, which the
 * dashboard's first paint does not need.
 */
export default function AccountMenu({ id, anchor, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const go = (href: string) => {
    onClose();
    void navigate(href);
  };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
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
          onClose();
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
  );
}
