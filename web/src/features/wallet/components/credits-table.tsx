import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HeldAmount } from '@/components/held-amount';
import { compareDecimal } from '@/lib/decimal';
import { useMoney } from '@/lib/use-money';
import type { Balance } from '@/lib/balances';
import { ActionButton } from './action-button';
import { creditActions } from './credit-actions';
import { CreditAvatar } from './credit-avatar';

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Wide screens: one table row per credit, amounts in aligned columns, actions at the end. */
export function CreditsTable({ balances, mobile, labelledBy }: { balances: readonly Balance[]; mobile: boolean; labelledBy: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const muted = (value: string) => (compareDecimal(value, '0') === 0 ? 'text.secondary' : 'text.primary');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-labelledby={labelledBy} data-testid="wallet-credits">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('wallet.credit')}</TableCell>
            <TableCell scope="col" align="right">
              {t('wallet.available')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('wallet.frozen')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('wallet.locked')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('wallet.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {balances.map((balance) => (
            <TableRow key={balance.coinName} hover data-testid={`wallet-${balance.coinName}`}>
              <TableCell component="th" scope="row">
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                  <CreditAvatar coinName={balance.coinName} />
                  <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {t(`credits.${balance.coinName}`)}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell align="right" data-testid="available" sx={{ ...NUMBER, fontSize: '1rem', fontWeight: 600 }}>
                {money.amount(balance.coinName, balance.available)}
              </TableCell>
              <TableCell align="right" sx={{ ...NUMBER, color: muted(balance.frozen) }}>
                <HeldAmount coinName={balance.coinName} state="FROZEN" amount={balance.frozen} testId="frozen" />
              </TableCell>
              <TableCell align="right" sx={{ ...NUMBER, color: muted(balance.locked) }}>
                <HeldAmount coinName={balance.coinName} state="LOCKED" amount={balance.locked} testId="locked" />
              </TableCell>
              <TableCell align="right" sx={{ py: 1 }}>
                <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5, flexWrap: 'wrap' }}>
                  {creditActions(balance.coinName, mobile).map((action) => (
                    <ActionButton key={action.key} action={action} coinName={balance.coinName} />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
