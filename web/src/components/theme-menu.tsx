import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazy-part';
import { MenuButton } from './menu-button';

const ChoiceMenu = lazyPart(() => import('./choice-menu'));

const MODES = [
  { mode: 'system', label: 'common.themeSystem', Icon: BrightnessAutoIcon },
  { mode: 'light', label: 'common.themeLight', Icon: LightModeIcon },
  { mode: 'dark', label: 'common.themeDark', Icon: DarkModeIcon },
] as const;

/** Light, dark or the system's choice (the default). */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current = MODES.find((entry) => entry.mode === (mode ?? 'system')) ?? MODES[0];
  return (
    <MenuButton
      label={t('common.theme')}
      icon={<current.Icon />}
      renderMenu={({ id, anchor, close }) => (
        <ChoiceMenu
          id={id}
          anchor={anchor}
          onClose={close}
          onChoose={(chosen) => {
            setMode(chosen as (typeof MODES)[number]['mode']);
            close();
          }}
          choices={MODES.map((entry) => ({ key: entry.mode, label: t(entry.label), selected: entry.mode === current.mode }))}
        />
      )}
    />
  );
}
