import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { InsuranceCoverQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';

type Order = NonNullable<InsuranceCoverQuery['insuranceCover']['currentRound']>['orders'][number];

/** The six trade orders a premium insures: placed or not, the day's profit, the claim on it. */
export function InsuredOrders({ orders, labelledBy }: { orders: readonly Order[]; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table size="small" data-testid="insured-orders">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('products.premium.order')}</TableCell>
            <TableCell scope="col">{t('products.premium.placed')}</TableCell>
            <TableCell scope="col" align="right">
              {t('products.premium.profit')}
            </TableCell>
            <TableCell scope="col">{t('products.claim.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.tradeOrder} data-testid="insured-order">
              <TableCell>{order.tradeOrder}</TableCell>
              <TableCell>{order.placed ? (order.day ?? '') : t('products.premium.notPlaced')}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {order.profit ? format.decimal(order.profit) : '–'}
              </TableCell>
              <TableCell>{order.claimStatus ? t(`products.claimStatus.${order.claimStatus}`) : '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
