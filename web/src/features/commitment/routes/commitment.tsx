import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import { ListPagination } from '@/components/list-pagination';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { CoinName, CommitmentStatus } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';
import { COMMITMENT_PAGE_SIZE } from '../api/commitment';
import { CommitmentScreen } from '../components/commitment-screen';
import { CommitmentConfirm } from '../components/confirm';

interface Offer {
  planId: string;
  name: string;
  amount: string;
  coinName: CoinName;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: 1.5, p: 0, m: 0 } as const;
const COLOURS: Record<CommitmentStatus, 'primary' | 'success' | 'default'> = { PENDING_REVIEW: 'primary', APPROVED: 'success', REJECTED: 'default' };

/** /commitment: the packages one may commit to. */
export function CommitmentRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const [offer, setOffer] = useState<Offer>();
  return (
    <CommitmentScreen title={t('commitment.title')}>
      {(area) => (
        <>
          <Typography color="text.secondary">{t('commitment.intro')}</Typography>
          <Box component="ul" sx={GRID}>
            {area.plans.map((plan) => (
              <Paper key={plan.id} variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="commitment-plan" data-plan={plan.id}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {plan.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`commitment.kind.${plan.kind}`)} · {t('commitment.days', { days: plan.contractDays })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {money.amount(plan.coinName, plan.amount)} {t(`credits.${plan.coinName}`)}
                </Typography>
                <Button
                  size="small"
                  variant="contained"
                  sx={{ mt: 'auto', alignSelf: 'flex-start' }}
                  aria-label={t('commitment.applyFor', { name: plan.name })}
                  onClick={() => setOffer({ planId: plan.id, name: plan.name, amount: plan.amount, coinName: plan.coinName })}
                >
                  {t('commitment.apply')}
                </Button>
              </Paper>
            ))}
          </Box>
          {offer ? <CommitmentConfirm mode="apply" offer={offer} onClose={() => setOffer(undefined)} /> : null}
        </>
      )}
    </CommitmentScreen>
  );
}

/** /commitment/details: the member's commitments and where each stands. */
export function CommitmentDetailsRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  return (
    <CommitmentScreen title={t('commitment.detailsTitle')} pageNum={pageNum}>
      {(area) =>
        area.commitments.items.length === 0 ? (
          <Alert severity="info" data-testid="commitments-empty">
            {t('commitment.empty')}
          </Alert>
        ) : (
          <>
            <Box component="ul" sx={GRID}>
              {area.commitments.items.map((item) => (
                <Paper key={item.id} variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="commitment" data-status={item.status} data-type={item.type}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {item.planName}
                    </Typography>
                    <StatusChip color={COLOURS[item.status]} label={t(`commitment.status.${item.status}`)} explanation={t(`commitment.statusHelp.${item.status}`)} testId="commitment-status" />
                  </Stack>
                  <ReviewList sx={{ mt: 1 }}>
                    <ReviewLine term={t('commitment.typeLabel')}>{t(`commitment.type.${item.type}`)}</ReviewLine>
                    <ReviewLine term={t('commitment.amount')}>
                      {money.amount(item.coinName, item.amount)} {t(`credits.${item.coinName}`)}
                    </ReviewLine>
                    <ReviewLine term={t('commitment.appliedAt')}>{format.dateTime(item.createdAt)}</ReviewLine>
                    {item.reviewedAt ? <ReviewLine term={t('commitment.reviewedAt')}>{format.dateTime(item.reviewedAt)}</ReviewLine> : null}
                    {item.reviewNote ? (
                      <ReviewLine term={t('commitment.reviewNote')} testId="commitment-note">
                        {item.reviewNote}
                      </ReviewLine>
                    ) : null}
                  </ReviewList>
                </Paper>
              ))}
            </Box>
            {area.commitments.pageInfo.total > COMMITMENT_PAGE_SIZE ? (
              <ListPagination total={area.commitments.pageInfo.total} pageNum={pageNum} pageSize={COMMITMENT_PAGE_SIZE} onPageChange={setPageNum} />
            ) : null}
          </>
        )
      }
    </CommitmentScreen>
  );
}

/** /commitment/claim: the free package, claimed once. */
export function CommitmentClaimRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <CommitmentScreen title={t('commitment.claimPageTitle')}>
      {({ freePackage: free }) => (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }} data-testid="commitment-free" data-claimed={String(free.claimed)}>
          {free.name && free.amount && free.coinName && free.planId ? (
            <>
              <Typography component="h2" variant="h6">
                {free.name}
              </Typography>
              <ReviewList sx={{ mt: 1 }}>
                <ReviewLine term={t('commitment.trialAmount')}>
                  {money.amount(free.coinName, free.amount)} {t(`credits.${free.coinName}`)}
                </ReviewLine>
                {free.contractDays ? <ReviewLine term={t('commitment.contract')}>{t('commitment.days', { days: free.contractDays })}</ReviewLine> : null}
                {free.claimedAt ? <ReviewLine term={t('commitment.claimedAt')}>{format.dateTime(free.claimedAt)}</ReviewLine> : null}
              </ReviewList>
              <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                {t('commitment.claimNote')}
              </Typography>
              {free.claimed ? (
                <Alert severity="success" data-testid="commitment-free-claimed">
                  {t('commitment.alreadyClaimed')}
                </Alert>
              ) : free.available ? (
                <Button variant="contained" onClick={() => setOpen(true)} data-testid="commitment-claim">
                  {t('commitment.claim')}
                </Button>
              ) : (
                <Alert severity="info">{t('commitment.freeUnavailable')}</Alert>
              )}
              {open ? (
                <CommitmentConfirm mode="claim" offer={{ planId: free.planId, name: free.name, amount: free.amount, coinName: free.coinName }} onClose={() => setOpen(false)} />
              ) : null}
            </>
          ) : (
            <Alert severity="info">{t('commitment.freeUnavailable')}</Alert>
          )}
        </Paper>
      )}
    </CommitmentScreen>
  );
}
