import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakableNumber } from '@/components/breakable-number';
import { HeldAmount } from '@/components/held-amount';
import { compareDecimal } from '@/lib/decimal';
import { useMoney } from '@/lib/use-money';
import type { Balance } from '@/lib/balances';
import { ActionButton } from './action-button';
import { creditActions } from './credit-actions';
import { CreditAvatar } from './credit-avatar';

/**
 * Phones and narrow windows: a card per credit, the available amount large on the right,
 * frozen (and locked, when there is any) under the name, the actions as icon tiles.
 */
const AMOUNT = { color: 'text.primary', fontVariantNumeric: 'tabular-nums' } as const;

export function CreditCard({ balance, mobile }: { balance: Balance; mobile: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const actions = creditActions(balance.coinName, mobile);
  const hasLocked = compareDecimal(balance.locked, '0') !== 0;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`wallet-${balance.coinName}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5 }}>
          <CreditAvatar coinName={balance.coinName} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
              {t(`credits.${balance.coinName}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="p">
              {t('wallet.frozen')}:{' '}
              <Box component="span" sx={AMOUNT}>
                <HeldAmount coinName={balance.coinName} state="FROZEN" amount={balance.frozen} testId="frozen" />
              </Box>
            </Typography>
            {hasLocked ? (
              <Typography variant="body2" color="text.secondary" component="p">
                {t('wallet.locked')}:{' '}
                <Box component="span" sx={AMOUNT}>
                  <HeldAmount coinName={balance.coinName} state="LOCKED" amount={balance.locked} testId="locked" />
                </Box>
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ textAlign: 'right', minWidth: 0, maxWidth: '60%' }}>
            <Typography
              variant="h6"
              component="p"
              data-testid="available"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
            >
              <BreakableNumber text={money.amount(balance.coinName, balance.available)} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('wallet.available')}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <Divider />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.5, p: 0.5 }}>
        {actions.map((action) => (
          <ActionButton key={action.key} action={action} coinName={balance.coinName} tile />
        ))}
      </Box>
    </Card>
  );
}
