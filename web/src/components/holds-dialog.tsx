import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CoinName } from '@/generated/graphql';
import { compareDecimal, sumDecimals } from '@/lib/decimal';
import { useHolds, type HeldState, type Hold } from '@/lib/holds';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { LoadError } from './load-error';
import { readAgain } from '@/lib/read-again';

interface HoldsDialogProps {
  coinName: CoinName;
  state: HeldState;
  /** The balance the list explains, as the screen shows it. */
  balance: string;
  onClose(): void;
}

function HoldItem({ hold }: { hold: Hold }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  return (
    <Box
      component="li"
      data-testid={`hold-${hold.kind}`}
      sx={{ py: 1.5, display: 'grid', gap: 0.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography component="h3" variant="subtitle2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="hold-kind">
          {t(`holds.kinds.${hold.kind}`)}
        </Typography>
        <Typography component="span" variant="subtitle2" data-testid="hold-amount" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {money.amount(hold.coinName, hold.amount)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="hold-since">
        {t('holds.since')}: {format.dateTime(hold.since)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="hold-until">
        {t('holds.until')}: {hold.until ? format.dateTime(hold.until) : t('holds.untilReleased')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="hold-reference">
          {hold.reference}
        </Typography>
        <Link component={RouterLink} to={hold.path} variant="body2" sx={{ flexShrink: 0 }} data-testid="hold-link">
          {t('holds.open')}
        </Link>
      </Stack>
    </Box>
  );
}

/**
 * What holds one frozen or locked balance: each hold with its kind, amount, since and until, and
 * a link to it, then the total, which equals the balance (the platform refuses to answer a list
 * that does not add up). Full screen on a phone, where a dialog's margins leave too little room.
 */
export function HoldsDialog({ coinName, state, balance, onClose }: HoldsDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const query = useHolds(coinName, false);
  // The live feed changed the balance while the list is open: ask again, so the two agree.
  const shown = useRef(balance);
  const { refetch } = query;
  useEffect(() => {
    if (shown.current === balance) return;
    shown.current = balance;
    void readAgain(refetch);
  }, [balance, refetch]);
  const holds = query.data?.holds.filter((hold) => hold.state === state);
  const total = holds ? sumDecimals(holds.map((hold) => hold.amount)) : null;
  const credit = t(`credits.${coinName}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone} data-testid="holds-dialog">
      <DialogTitle id={titleId}>{t(state === 'FROZEN' ? 'holds.frozenTitle' : 'holds.lockedTitle', { credit })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(state === 'FROZEN' ? 'holds.frozenIntro' : 'holds.lockedIntro')}
        </Typography>
        {query.error && !query.data ? (
          <LoadError error={query.error} onRetry={() => void readAgain(query.refetch)} />
        ) : !holds ? (
          <Skeleton variant="rounded" height={120} />
        ) : holds.length === 0 ? (
          <Alert severity="info" data-testid="holds-empty">
            {t('holds.empty')}
          </Alert>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="holds-list">
            {holds.map((hold) => (
              <HoldItem key={`${hold.kind}-${hold.reference}`} hold={hold} />
            ))}
          </Box>
        )}
        {total !== null ? (
          <>
            <Divider sx={{ my: 1 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
              <Typography variant="subtitle2">{t('holds.total')}</Typography>
              <Typography variant="subtitle2" data-testid="holds-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money.amount(coinName, total)}
              </Typography>
            </Stack>
            {compareDecimal(total, balance) !== 0 ? (
              // Only for a moment: the balance moved (the live feed) and the list is being asked again.
              <Typography variant="caption" color="text.secondary" data-testid="holds-stale">
                {t('holds.changed')}
              </Typography>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('holds.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
