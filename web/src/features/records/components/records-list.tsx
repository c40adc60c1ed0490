import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TruncatedCopy } from '@/components/truncated-copy';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { actualAmountKey } from '../utils/actual-amount-label';
import { RecordAmount } from './record-amount';
import { RecordDetailsDialog } from './record-details-dialog';
import { RecordNoteText } from './record-note-text';
import { useRecordText, type RecordItem } from './use-record-text';

/** Read by screen readers, not shown (sizes in px: a bare 1 is 100 % to MUI's sx). */

interface RecordsListProps {
  items: readonly RecordItem[];
  compact: boolean;
  /** The combined history shows which credit each record moved. */
  showCredit?: boolean;
}

/** A table on wide screens, a list of cards on phones; each record opens its details. */
export function RecordsList({ items, compact, showCredit = false }: RecordsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const text = useRecordText();
  const [open, setOpen] = useState<RecordItem | undefined>();
  const amount = (item: RecordItem, value: string | null | undefined) => (value && value !== '0' ? money.amount(item.coinName, value) : '');
  // Fee and what arrived, when a fee was charged (every field is in the record's details).
  const feeLine = (item: RecordItem) =>
    amount(item, item.fee) ? `${t('records.fee')}: ${amount(item, item.fee)} · ${t(actualAmountKey(item))}: ${amount(item, item.actualAmount)}` : '';
  const numberOf = (item: RecordItem) => item.transactionNumber ?? item.receiptNumber ?? item.hash;
  const copyLabels = { label: t('records.copy', { field: t('records.transactionNumber') }), copied: t('records.copied', { field: t('records.transactionNumber') }) };
  const details = open ? <RecordDetailsDialog item={open} onClose={() => setOpen(undefined)} /> : null;

  if (compact) {
    return (
      <>
        <Stack component="ul" sx={{ gap: 1, p: 0, m: 0, listStyle: 'none' }} data-testid="records">
          {items.map((item) => (
            <Card component="li" variant="outlined" key={item.id} data-testid="record">
              <CardContent sx={{ '&:last-child': { pb: 1 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle2" component="p">
                    {showCredit ? `${t(`credits.${item.coinName}`)} · ` : ''}
                    {item.recordTypeName}
                  </Typography>
                  <RecordAmount coinName={item.coinName} value={item.amount} testId="record-amount" />
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p">
                  {format.dateTime(item.createdAt)}
                  {item.status ? ` · ${text.status(item.status)}` : ''}
                </Typography>
                {feeLine(item) ? (
                  <Typography variant="body2" component="p">
                    {feeLine(item)}
                  </Typography>
                ) : null}
                {text.note(item) ? (
                  <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="record-note">
                    <RecordNoteText item={item} />
                  </Typography>
                ) : null}
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 0.5, minWidth: 0 }}>
                  {numberOf(item) ? <TruncatedCopy value={numberOf(item)!} {...copyLabels} testId="record-number" /> : <span />}
                  <Button size="small" onClick={() => setOpen(item)} aria-label={t('records.detailsOf', { date: format.dateTime(item.createdAt) })}>
                    {t('records.details')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
        {details}
      </>
    );
  }

  return (
    <>
      {/* Positioned, so the hidden column label stays inside the container and a wide table scrolls here, not the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" data-testid="records" sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 } }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('records.date')}</TableCell>
              {showCredit ? <TableCell scope="col">{t('records.credit')}</TableCell> : null}
              <TableCell scope="col">{t('records.type')}</TableCell>
              <TableCell scope="col" align="right">
                {t('records.amount')}
              </TableCell>
              <TableCell scope="col">{t('records.status')}</TableCell>
              <TableCell scope="col">{t('records.reason')}</TableCell>
              <TableCell scope="col">{t('records.transactionNumber')}</TableCell>
              <TableCell scope="col">
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {t('records.details')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="record" hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.createdAt)}</TableCell>
                {showCredit ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`credits.${item.coinName}`)}</TableCell> : null}
                <TableCell>{item.recordTypeName}</TableCell>
                <TableCell align="right">
                  <RecordAmount coinName={item.coinName} value={item.amount} testId="record-amount" />
                  {feeLine(item) ? (
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
                      {feeLine(item)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="record-status">
                  {text.status(item.status)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }} data-testid="record-note">
                  <RecordNoteText item={item} />
                </TableCell>
                <TableCell>{numberOf(item) ? <TruncatedCopy value={numberOf(item)!} {...copyLabels} testId="record-number" /> : null}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton size="small" onClick={() => setOpen(item)} aria-label={t('records.detailsOf', { date: format.dateTime(item.createdAt) })} data-testid="record-open">
                    <InfoOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {details}
    </>
  );
}
