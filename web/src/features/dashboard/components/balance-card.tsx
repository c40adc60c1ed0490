import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditSectionOf, paths } from '@/config/paths';
import type { CoinName } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';

interface BalanceCardProps {
  balance: { coinName: CoinName; available: string; frozen: string; locked: string };
}

export function BalanceCard({ balance }: BalanceCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const section = creditSectionOf(balance.coinName);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`balance-${balance.coinName}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary">
          {t(`credits.${balance.coinName}`)}
        </Typography>
        <Typography variant="h5" component="p" data-testid="available" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {format.decimal(balance.available)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('dashboard.available')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, mt: 1 }}>
          <Typography variant="body2" component="p">
            {t('dashboard.frozen')}: <span data-testid="frozen">{format.decimal(balance.frozen)}</span>
          </Typography>
          <Typography variant="body2" component="p">
            {t('dashboard.locked')}: <span data-testid="locked">{format.decimal(balance.locked)}</span>
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
