import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, LOCALES, type Locale } from '@/lib/i18n';

interface LanguageMenuProps {
  /** Called after the switch, e.g. to refetch texts the server localizes. */
  onChanged?: (locale: Locale) => void;
}

export function LanguageMenu({ onChanged }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = async (locale: Locale) => {
    setAnchor(null);
    await changeLocale(locale);
    onChanged?.(locale);
  };
  return (
    <>
      <Tooltip title={t('common.language')}>
        <IconButton
          color="inherit"
          aria-label={t('common.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="language-button"
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={i18n.language === locale}
            onClick={() => void choose(locale)}
            data-testid={`language-${locale}`}
          >
            {t(`languages.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
