import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, LOCALES, type Locale } from '@/lib/i18n';

const ChoiceMenu = lazy(() => import('./choice-menu'));

interface LanguageMenuProps {
  /** Called after the switch, e.g. to refetch texts the server localizes. */
  onChanged?: (locale: Locale) => void;
}

export function LanguageMenu({ onChanged }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The list loads on the first opening and then stays mounted (its closing transition plays).
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const choose = async (locale: Locale) => {
    setAnchor(null);
    await changeLocale(locale);
    onChanged?.(locale);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('common.language')}
        // The browser's own tooltip: MUI's Tooltip would add 11 KB to the sign-in screens.
        title={t('common.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="language-button"
      >
        <TranslateIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ChoiceMenu
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onChoose={(locale) => void choose(locale as Locale)}
            choices={LOCALES.map((locale) => ({
              key: locale,
              label: t(`languages.${locale}`),
              selected: i18n.language === locale,
              lang: locale,
              testId: `language-${locale}`,
            }))}
          />
        </Suspense>
      )}
    </>
  );
}
