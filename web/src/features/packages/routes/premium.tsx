import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useLiveBalances } from '@/lib/balances';
import { toastSuccess } from '@/lib/notify';
import { newRequestId } from '@/lib/request-id';
import { compareDecimal } from '@/lib/decimal';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { PREMIUM_PAGE_SIZE, useInsuranceCover, usePayPremium, usePremiums } from '../api/premiums';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Figures } from '../components/figures';
import { InsuredOrders } from '../components/insured-orders';
import { PackageSelect } from '../components/package-select';
import { readAgain } from '@/lib/read-again';

function Cover({ packageId }: { packageId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const cover = useInsuranceCover(packageId);
  const balances = useLiveBalances();
  const [pay, { loading }] = usePayPremium();
  const [asking, setAsking] = useState(false);
  const requestId = useRef(newRequestId());
  const data = cover.data?.insuranceCover;
  if (cover.error && !data) return <LoadError error={cover.error} onRetry={() => void readAgain(cover.refetch)} />;
  if (!data) return <LinearProgress aria-label={t('common.loading')} />;
  const credit = t(`credits.${data.coinName}`);
  const available = balances.data?.balances.find((balance) => balance.coinName === data.coinName)?.available;
  // More than the live balance pays: said in the review and Confirm closed (a courtesy: the platform decides).
  const short = available !== undefined && compareDecimal(available, data.premiumAmount) < 0;
  const confirm = async () => {
    try {
      await pay({ variables: { id: packageId, input: { requestId: requestId.current } } });
      requestId.current = newRequestId();
      toastSuccess(t('products.premium.paid'));
      setAsking(false);
    } catch {
      // Shown by the error link.
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cover-title" sx={{ p: 2 }} data-testid="cover">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="cover-title" component="h2" variant="h6">
          {t('products.premium.cover')}
        </Typography>
        <Chip size="small" variant="outlined" color={data.insured ? 'success' : 'default'} label={data.insured ? t('products.premium.insured') : t('products.premium.notInsured')} data-testid="insured-chip" />
      </Stack>
      <Figures
        lines={[
          { term: t('products.premium.amount'), value: `${money.amount(data.coinName, data.premiumAmount)} ${credit}`, testId: 'premium-amount' },
          { term: t('products.premium.rounds'), value: `${format.count(data.paidRounds)} / ${format.count(data.maxRounds)}`, testId: 'premium-rounds' },
          { term: t('products.available'), value: available !== undefined ? `${money.amount(data.coinName, available)} ${credit}` : '–', testId: 'premium-available' },
        ]}
      />
      {data.refusal ? (
        <Alert severity="info" sx={{ my: 1 }} data-testid="premium-refusal">
          {t(`products.premium.refusal.${data.refusal}`)}
        </Alert>
      ) : null}
      <Button variant="contained" sx={{ my: 1 }} disabled={!data.canPay} onClick={() => setAsking(true)} data-testid="pay-premium">
        {t('products.premium.pay')}
      </Button>
      {data.currentRound ? (
        <Box sx={{ mt: 1 }}>
          <Typography id="orders-title" component="h3" variant="subtitle2">
            {t('products.premium.orders', { round: data.currentRound.round })}
          </Typography>
          <InsuredOrders orders={data.currentRound.orders} labelledBy="orders-title" />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('products.premium.noneYet')}
        </Typography>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('products.premium.payTitle')}
          confirmLabel={t('products.premium.confirmPay')}
          loading={loading}
          confirmDisabled={short}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
          lines={[
            { term: t('products.premium.amount'), value: `${money.amount(data.coinName, data.premiumAmount)} ${credit}`, testId: 'confirm-premium' },
            { term: t('products.available'), value: available !== undefined ? `${money.amount(data.coinName, available)} ${credit}` : '–', testId: 'confirm-available' },
            { term: t('products.premium.round'), value: format.count(data.paidRounds + 1) },
            { term: t('products.premium.insures'), value: t('products.premium.sixOrders') },
          ]}
        >
          {short ? (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="confirm-short">
              {t('validation.amountAboveAvailable')}
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}

function PremiumHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const premiums = usePremiums(pageNum);
  const page = premiums.data?.premiums;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="premium-history-title">
      <Typography id="premium-history-title" component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        {t('products.premium.history')}
      </Typography>
      {premiums.data ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} data-testid="premium-totals">
          {t('products.premium.totals', { count: premiums.data.premiumTotals.count, amount: format.decimal(premiums.data.premiumTotals.totalAmount) })}
        </Typography>
      ) : null}
      {premiums.error && !page ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={premiums.error} onRetry={() => void readAgain(premiums.refetch)} />
        </Box>
      ) : page && page.items.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('products.premium.empty')}
        </Alert>
      ) : page ? (
        <>
          <TableContainer tabIndex={0} role="region" aria-labelledby="premium-history-title">
            <Table size="small" data-testid="premium-history">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('records.date')}</TableCell>
                  <TableCell scope="col">{t('products.package')}</TableCell>
                  <TableCell scope="col">{t('products.premium.round')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('products.premium.amount')}
                  </TableCell>
                  <TableCell scope="col">{t('products.premium.paidBy')}</TableCell>
                  <TableCell scope="col">{t('products.premium.ordersUsed')}</TableCell>
                  <TableCell scope="col">{t('products.claim.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((item) => (
                  <TableRow key={item.id} data-testid="premium-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(item.createdAt)}</TableCell>
                    <TableCell>{item.packageName}</TableCell>
                    <TableCell>{item.round}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {format.decimal(item.amount)}
                    </TableCell>
                    <TableCell>{t(`products.premium.payer.${item.paidBy}`)}</TableCell>
                    <TableCell>{`${item.ordersUsed} / 6`}</TableCell>
                    <TableCell>{t(`products.premium.status.${item.status}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={PREMIUM_PAGE_SIZE} onPageChange={setPageNum} />
        </>
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </Paper>
  );
}

/** /insurance/premium: pay the next premium of a package, its six insured orders, and the payment history. */
export function PremiumRoute() {
  const { t } = useTranslation();
  const [packageId, setPackageId] = useState<string | undefined>(undefined);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('products.premium.title')}
      </Typography>
      <PackageSelect value={packageId} onChange={setPackageId} />
      {packageId ? <Cover packageId={packageId} /> : null}
      <PremiumHistory />
    </Stack>
  );
}
