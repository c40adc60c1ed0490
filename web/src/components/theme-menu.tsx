import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES = [
  { mode: 'system', label: 'common.themeSystem', Icon: BrightnessAutoIcon },
  { mode: 'light', label: 'common.themeLight', Icon: LightModeIcon },
  { mode: 'dark', label: 'common.themeDark', Icon: DarkModeIcon },
] as const;

/** Light, dark or the system's choice (the default). */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = MODES.find((entry) => entry.mode === (mode ?? 'system')) ?? MODES[0];
  return (
    <>
      <Tooltip title={t('common.theme')}>
        <IconButton
          color="inherit"
          aria-label={t('common.theme')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MODES.map((entry) => (
          <MenuItem
            key={entry.mode}
            selected={entry.mode === current.mode}
            onClick={() => {
              setMode(entry.mode);
              setAnchor(null);
            }}
          >
            {t(entry.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
