import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ChoiceMenu = lazy(() => import('./choice-menu'));

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
  // The list loads on the first opening and then stays mounted (its closing transition plays).
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = MODES.find((entry) => entry.mode === (mode ?? 'system')) ?? MODES[0];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('common.theme')}
        // The browser's own tooltip: MUI's Tooltip would add 11 KB to the sign-in screens.
        title={t('common.theme')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <current.Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ChoiceMenu
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onChoose={(chosen) => {
              setMode(chosen as (typeof MODES)[number]['mode']);
              setAnchor(null);
            }}
            choices={MODES.map((entry) => ({ key: entry.mode, label: t(entry.label), selected: entry.mode === current.mode }))}
          />
        </Suspense>
      )}
    </>
  );
}
