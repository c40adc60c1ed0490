import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RecordsQuery } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';

type Item = RecordsQuery['records']['items'][number];

/** The remark column: why the record has its status, then the platform's note (a counterparty, an order). */
function noteOf(item: Item): string {
  return [item.reason, item.remark].filter(Boolean).join(' · ');
}

interface RecordsListProps {
  items: readonly Item[];
  compact: boolean;
  /** The combined history shows which credit each record moved. */
  showCredit?: boolean;
}

/** A table on wide screens, a list of cards on phones. */
export function RecordsList({ items, compact, showCredit = false }: RecordsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string | null | undefined) => (value ? format.decimal(value) : '');

  if (compact) {
    return (
      <Stack component="ul" sx={{ gap: 1, p: 0, m: 0, listStyle: 'none' }} data-testid="records">
        {items.map((item) => (
          <Card component="li" variant="outlined" key={item.id} data-testid="record">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" component="p">
                  {showCredit ? `${t(`credits.${item.coinName}`)} · ` : ''}
                  {item.recordTypeName}
                </Typography>
                <Typography variant="subtitle1" component="p" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                  {money(item.amount)}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">
                {format.dateTime(item.createdAt)}
              </Typography>
              {item.fee ? (
                <Typography variant="body2" component="p">
                  {t('records.fee')}: {money(item.fee)}
                </Typography>
              ) : null}
              {item.actualAmount ? (
                <Typography variant="body2" component="p">
                  {t('records.actualAmount')}: {money(item.actualAmount)}
                </Typography>
              ) : null}
              {item.status ? (
                <Typography variant="body2" component="p">
                  {t('records.status')}: {item.status}
                </Typography>
              ) : null}
              {noteOf(item) ? (
                <Typography variant="body2" component="p" sx={{ wordBreak: 'break-all' }}>
                  {t('records.reason')}: {noteOf(item)}
                </Typography>
              ) : null}
              {item.transactionNumber ? (
                <Typography variant="body2" component="p" sx={{ wordBreak: 'break-all' }}>
                  {t('records.transactionNumber')}: {item.transactionNumber}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" data-testid="records">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('records.date')}</TableCell>
            {showCredit ? <TableCell scope="col">{t('records.credit')}</TableCell> : null}
            <TableCell scope="col">{t('records.type')}</TableCell>
            <TableCell scope="col" align="right">
              {t('records.amount')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('records.fee')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('records.actualAmount')}
            </TableCell>
            <TableCell scope="col">{t('records.status')}</TableCell>
            <TableCell scope="col">{t('records.reason')}</TableCell>
            <TableCell scope="col">{t('records.transactionNumber')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid="record">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.createdAt)}</TableCell>
              {showCredit ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`credits.${item.coinName}`)}</TableCell> : null}
              <TableCell>{item.recordTypeName}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(item.amount)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(item.fee)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(item.actualAmount)}
              </TableCell>
              <TableCell>{item.status}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{noteOf(item)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{item.transactionNumber ?? item.receiptNumber ?? item.hash}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
