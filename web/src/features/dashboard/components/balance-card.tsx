import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { amountFontSize, BreakableNumber } from '@/components/breakable-number';
import { HeldAmount } from '@/components/held-amount';
import { creditSectionOf, paths } from '@/config/paths';
import type { CoinName } from '@/generated/graphql';
import { isZeroDecimal } from '@/lib/decimal-text';
import { useMoney } from '@/lib/use-money';

interface BalanceCardProps {
  balance: { coinName: CoinName; available: string; frozen: string; locked: string };
}

export function BalanceCard({ balance }: BalanceCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const section = creditSectionOf(balance.coinName);
  const available = money.amount(balance.coinName, balance.available);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`balance-${balance.coinName}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary">
          {t(`credits.${balance.coinName}`)}
        </Typography>
        {/* A large balance wraps inside its card instead of running over it. */}
        <Typography
          variant="h5"
          component="p"
          data-testid="available"
          sx={{ fontVariantNumeric: 'tabular-nums', fontSize: amountFontSize(available), minHeight: '2.25rem', display: 'flex', alignItems: 'flex-end' }}
        >
          <span>
            <BreakableNumber text={available} />
          </span>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('dashboard.available')}
        </Typography>
        <Stack direction="row" sx={{ columnGap: 2, mt: 1, flexWrap: 'wrap', minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2" component="p">
            {t('dashboard.frozen')}: <HeldAmount coinName={balance.coinName} state="FROZEN" amount={balance.frozen} testId="frozen" />
          </Typography>
          <Typography variant="body2" component="p">
            {t('dashboard.locked')}: <HeldAmount coinName={balance.coinName} state="LOCKED" amount={balance.locked} testId="locked" />
          </Typography>
        </Stack>
      </CardContent>
      {section ? (
        <CardActions>
          <Button
            size="small"
            component={RouterLink}
            to={section.records.getHref()}
            aria-label={`${t(`credits.${balance.coinName}`)} ${t('dashboard.viewRecords')}`}
          >
            {t('dashboard.viewRecords')}
          </Button>
        </CardActions>
      ) : balance.coinName === 'WITHDRAWAL_POINT' ? (
        // No records section of its own (SPEC §2): its orders are listed on the withdrawal screen.
        <CardActions>
          <Button size="small" component={RouterLink} to={paths.app.withdraw.getHref()}>
            {t('nav.withdrawal')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

/**
 * Phones: one line per credit (name, available; frozen and locked under it when there are any),
 * so the seven balances take a screen's half and the quick actions follow without scrolling. The
 * line leads to the credit's records; a held amount under it opens what holds it.
 */
export function BalanceRow({ balance }: BalanceCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const section = creditSectionOf(balance.coinName);
  const href = section ? section.records.getHref() : paths.app.withdraw.getHref();
  const frozen = !isZeroDecimal(balance.frozen);
  const locked = !isZeroDecimal(balance.locked);
  return (
    <ListItem disablePadding data-testid={`balance-${balance.coinName}`} sx={{ display: 'block' }}>
      <ListItemButton component={RouterLink} to={href} sx={{ py: 0.5, gap: 1 }}>
        <ListItemText
          primary={t(`credits.${balance.coinName}`)}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
          sx={{ minWidth: 0 }}
        />
        <Typography component="span" data-testid="available" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0, maxWidth: '60%' }}>
          <BreakableNumber text={money.amount(balance.coinName, balance.available)} />
        </Typography>
      </ListItemButton>
      {frozen || locked ? (
        <Stack direction="row" data-testid="held" sx={{ px: 2, pb: 0.5, mt: -0.5, columnGap: 2, flexWrap: 'wrap', minWidth: 0, overflowWrap: 'anywhere' }}>
          {frozen ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('dashboard.frozen')}: <HeldAmount coinName={balance.coinName} state="FROZEN" amount={balance.frozen} testId="frozen" />
            </Typography>
          ) : null}
          {locked ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('dashboard.locked')}: <HeldAmount coinName={balance.coinName} state="LOCKED" amount={balance.locked} testId="locked" />
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </ListItem>
  );
}
