import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CoinName } from '@/generated/graphql';
import type { WalletAction } from './credit-actions';

interface ActionButtonProps {
  action: WalletAction;
  coinName: CoinName;
  /** An icon above a short label (phone cards) instead of a text button (the wide table). */
  tile?: boolean;
}

const TILE = {
  flexDirection: 'column',
  gap: 0.5,
  minWidth: 0,
  px: 0.5,
  py: 1,
  fontSize: '0.75rem',
  lineHeight: 1.25,
  textTransform: 'none',
  textAlign: 'center',
  overflowWrap: 'anywhere',
} as const;

/** One action of a credit's row; its accessible name says which credit it acts on. */
export function ActionButton({ action, coinName, tile = false }: ActionButtonProps) {
  const { t } = useTranslation();
  const text = t(action.label);
  const name = t('wallet.actionOn', { action: text, credit: t(`credits.${coinName}`) });
  const content = tile ? (
    <>
      {action.icon}
      {text}
    </>
  ) : (
    text
  );
  if (!action.href) {
    return (
      <Button size="small" disabled aria-label={`${name} (${t('common.comingSoon')})`} sx={tile ? TILE : { whiteSpace: 'nowrap' }}>
        {content}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      component={RouterLink}
      to={action.href}
      aria-label={name}
      data-testid={`action-${action.key}`}
      sx={tile ? TILE : { whiteSpace: 'nowrap' }}
    >
      {content}
    </Button>
  );
}
