import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLocale, LOCALES, type Locale } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { MenuButton } from './menu-button';

const ChoiceMenu = lazyPart(() => import('./choice-menu'));

interface LanguageMenuProps {
  /** Called after the switch, e.g. to refetch texts the server localizes. */
  onChanged?: (locale: Locale) => void;
}

export function LanguageMenu({ onChanged }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <MenuButton
      label={t('common.language')}
      icon={<TranslateIcon />}
      testId="language-button"
      renderMenu={({ id, anchor, close }) => (
        <ChoiceMenu
          id={id}
          anchor={anchor}
          onClose={close}
          onChoose={(locale) => {
            close();
            void changeLocale(locale as Locale).then(() => onChanged?.(locale as Locale));
          }}
          choices={LOCALES.map((locale) => ({
            key: locale,
            label: t(`languages.${locale}`),
            selected: i18n.language === locale,
            lang: locale,
            testId: `language-${locale}`,
          }))}
        />
      )}
    />
  );
}
