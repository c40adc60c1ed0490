import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { StatusChip } from '@/components/status-chip';
import type { ClaimStatus } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { CLAIM_PAGE_SIZE, screenshotProblem, useClaims, useFileClaim } from '../api/claims';
import { useInsuranceCover } from '../api/premiums';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Figures } from '../components/figures';
import { PackageSelect } from '../components/package-select';
import { ScreenshotPicker } from '../components/screenshot-picker';
import { readAgain } from '@/lib/read-again';

const STATUS_COLOURS: Record<ClaimStatus, 'default' | 'primary' | 'secondary' | 'success' | 'error'> = {
  PENDING_REVIEW: 'secondary',
  UNDER_REVIEW: 'primary',
  INFO_REQUESTED: 'secondary',
  APPROVED: 'success',
  REJECTED: 'error',
};

function ClaimForm({ packageId }: { packageId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cover = useInsuranceCover(packageId);
  const [fileClaim, { loading }] = useFileClaim();
  const [order, setOrder] = useState<number | undefined>(undefined);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestId = useRef(newRequestId());
  const round = cover.data?.insuranceCover.currentRound;
  if (cover.error && !cover.data) return <LoadError error={cover.error} onRetry={() => void readAgain(cover.refetch)} />;
  if (!cover.data) return <LinearProgress aria-label={t('common.loading')} />;
  if (!round) return <Alert severity="info">{t('products.claim.noPremium')}</Alert>;
  const payout = `${format.decimal(cover.data.insuranceCover.claimPayout)} ${t(`credits.${cover.data.insuranceCover.claimPayoutCoinName}`)}`;

  const orderMissing = tried && order === undefined;
  const review = () => {
    setTried(true);
    if (order === undefined || screenshotProblem(screenshot)) return;
    setAsking(true);
  };
  const confirm = async () => {
    if (order === undefined || !screenshot) return;
    try {
      await fileClaim({ variables: { input: { premiumId: round.premiumId, tradeOrder: order, requestId: requestId.current }, screenshot } });
      requestId.current = newRequestId();
      toastSuccess(t('products.claim.filed', { order }));
      setAsking(false);
      setOrder(undefined);
      setScreenshot(null);
      setTried(false);
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="claim-form-title" sx={{ p: 2 }}>
      <Typography id="claim-form-title" component="h2" variant="h6">
        {t('products.claim.newClaim', { round: round.round })}
      </Typography>
      <Alert severity="info" sx={{ mt: 1 }} data-testid="claim-explained">
        <Typography variant="body2" component="p">
          {t('products.claim.whatIsAnOrder')}
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
          {t('products.claim.whatToUpload')}
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 0.5, fontWeight: 500 }} data-testid="claim-payout-preview">
          {t('products.claim.payoutPreview', { payout })}
        </Typography>
      </Alert>
      <FormControl error={orderMissing} required margin="normal">
        <FormLabel id="claim-order-label">{t('products.claim.order')}</FormLabel>
        <RadioGroup
          aria-labelledby="claim-order-label"
          aria-describedby={orderMissing ? 'claim-order-help' : undefined}
          aria-invalid={orderMissing}
          value={order ?? ''}
          onChange={(event) => setOrder(Number(event.target.value))}
          data-testid="claim-orders"
        >
          {round.orders.map((item) => {
            const open = item.placed && !item.claimStatus;
            const note = item.claimStatus
              ? t(`products.claimStatus.${item.claimStatus}`)
              : item.placed
                ? `${item.day ?? ''} · ${item.profit ? format.decimal(item.profit) : ''}`
                : t('products.premium.notPlaced');
            return (
              <FormControlLabel
                key={item.tradeOrder}
                value={item.tradeOrder}
                disabled={!open}
                control={<Radio />}
                label={t('products.claim.orderLine', { order: item.tradeOrder, note })}
                data-testid={`claim-order-${item.tradeOrder}`}
              />
            );
          })}
        </RadioGroup>
        {orderMissing ? <FormHelperText id="claim-order-help">{t('products.claim.orderRequired')}</FormHelperText> : null}
      </FormControl>
      <ScreenshotPicker value={screenshot} showError={tried} onChange={setScreenshot} />
      <Button variant="contained" onClick={review} sx={{ mt: 1 }} data-testid="claim-submit">
        {t('products.claim.review')}
      </Button>
      {asking && order !== undefined && screenshot ? (
        <ConfirmDialog
          title={t('products.claim.confirmTitle')}
          confirmLabel={t('products.claim.confirm')}
          loading={loading}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
          lines={[
            { term: t('products.premium.round'), value: format.count(round.round) },
            { term: t('products.claim.order'), value: format.count(order) },
            { term: t('products.claim.screenshot'), value: screenshot.name },
            { term: t('products.claim.payoutIfApproved'), value: payout },
          ]}
        />
      ) : null}
    </Paper>
  );
}

function ClaimHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const claims = useClaims(pageNum);
  const page = claims.data?.claims;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="claim-history-title" sx={{ p: 2 }}>
      <Typography id="claim-history-title" component="h2" variant="h6">
        {t('products.claim.history')}
      </Typography>
      {claims.error && !page ? (
        <LoadError error={claims.error} onRetry={() => void readAgain(claims.refetch)} />
      ) : page && page.items.length === 0 ? (
        <Alert severity="info">{t('products.claim.empty')}</Alert>
      ) : page ? (
        <Stack sx={{ gap: 2, mt: 1 }} data-testid="claim-history">
          {page.items.map((claim) => (
            <Box component="article" key={claim.id} aria-labelledby={`claim-${claim.id}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="claim">
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id={`claim-${claim.id}`} component="h3" variant="subtitle2">
                  {t('products.claim.title', { name: claim.packageName, round: claim.premiumRound, order: claim.tradeOrder })}
                </Typography>
                <StatusChip color={STATUS_COLOURS[claim.status]} label={t(`products.claimStatus.${claim.status}`)} explanation={t(`products.claimStatusHelp.${claim.status}`)} testId="claim-status" />
              </Stack>
              <Figures
                lines={[
                  { term: t('products.claim.filedAt'), value: format.dateTime(claim.createdAt) },
                  ...(claim.payout ? [{ term: t('products.claim.payout'), value: `${format.decimal(claim.payout)} ${t(`credits.${claim.coinName}`)}`, testId: 'claim-payout' }] : []),
                  ...(claim.reason ? [{ term: t('products.claim.reason'), value: claim.reason }] : []),
                ]}
              />
              <Stepper orientation="vertical" activeStep={claim.timeline.length} sx={{ mt: 1 }} aria-label={t('products.claim.timeline')}>
                {claim.timeline.map((event, index) => (
                  <Step key={`${event.status}-${index}`} completed>
                    <StepLabel error={event.status === 'REJECTED'} optional={<Typography variant="caption">{[format.dateTime(event.at), event.note].filter(Boolean).join(' · ')}</Typography>}>
                      {t(`products.claimEvent.${event.status}`)}
                    </StepLabel>
                  </Step>
                ))}
              </Stepper>
            </Box>
          ))}
          <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={CLAIM_PAGE_SIZE} onPageChange={setPageNum} />
        </Stack>
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </Paper>
  );
}

/** /claim-insurance: a claim on order 1–6 of the paid premium, with a screenshot; the history with each claim's timeline. */
export function ClaimRoute() {
  const { t } = useTranslation();
  const [packageId, setPackageId] = useState<string | undefined>(undefined);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('products.claim.pageTitle')}
      </Typography>
      <PackageSelect value={packageId} onChange={setPackageId} prefer={(pkg) => pkg.claimableOrders > 0} />
      {packageId ? <ClaimForm key={packageId} packageId={packageId} /> : null}
      <ClaimHistory />
    </Stack>
  );
}
