import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleText, type ConsoleKey } from '../lib/text';
import { ApproveClaimDocument, ClaimScreenshotDocument, PendingClaimsDocument, RejectClaimDocument, RequestClaimInfoDocument, type PendingClaimsQuery } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { ReasonDialog } from '../components/reason-dialog';
import { RefusalAlert } from '../components/refusal-alert';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

type Claim = PendingClaimsQuery['pendingClaims'][number];

/** A claim's status in words (an unknown one as itself). */
function useClaimStatusName() {
  const { t } = useConsoleText();
  return (status: string) => t(`claims.statuses.${status}` as ConsoleKey, { defaultValue: status });
}

/** One claim opened: its screenshot and its timeline. */
function ClaimDetail({ claim }: { claim: Claim }) {
  const { t } = useConsoleText();
  const statusName = useClaimStatusName();
  const { data, error } = useQuery(ClaimScreenshotDocument, { variables: { id: claim.id } });
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="claim-detail">
      <Typography variant="h6">
        {claim.userName} · {claim.packageName} · #{claim.tradeOrder}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{t('claims.screenshot')}</Typography>
          <RefusalAlert error={error} />
          {data && <Box component="img" src={data.claimScreenshot} alt={t('claims.screenshot')} data-testid="claim-screenshot" sx={{ maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider' }} />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{t('claims.timeline')}</Typography>
          {claim.timeline.map((event) => (
            <Typography key={`${event.status}-${event.at}`} variant="body2">
              {ageText(t, event.at)} · {statusName(event.status)}
              {event.note ? ` · ${event.note}` : ''}
            </Typography>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}

/** Claims not yet decided, oldest first: the screenshot, then approve (the platform computes the payout), reject or ask for information. */
export function ClaimsScreen() {
  const { t } = useConsoleText();
  const statusName = useClaimStatusName();
  // Read anew each time it opens: other operators act on the same queue meanwhile.
  const { data, error, refetch } = useQuery(PendingClaimsDocument, { fetchPolicy: 'cache-and-network' });
  const [approve, approving] = useMutation(ApproveClaimDocument);
  const [reject, rejecting] = useMutation(RejectClaimDocument);
  const [requestInfo, requesting] = useMutation(RequestClaimInfoDocument);
  const [opened, setOpened] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ claim: Claim; kind: 'reject' | 'requestInfo' } | null>(null);
  const { act, done, refusal } = useQueueAction(refetch);
  const openedClaim = data?.pendingClaims.find((claim) => claim.id === opened);
  const busy = approving.loading || rejecting.loading || requesting.loading;

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('claims.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      {openedClaim && <ClaimDetail key={openedClaim.id} claim={openedClaim} />}
      <QueueTable
        testId="claims"
        empty={t('claims.empty')}
        headings={[t('claims.member'), t('claims.package'), t('claims.tradeOrder'), t('claims.status'), t('claims.payout'), t('claims.filed'), '']}
        rows={data?.pendingClaims}
        row={(claim) => (
          <TableRow key={claim.id} data-testid={`claim-${claim.id}`} selected={claim.id === opened}>
            <TableCell>{claim.userName}</TableCell>
            <TableCell>{claim.packageName}</TableCell>
            <TableCell>{claim.tradeOrder}</TableCell>
            <TableCell>{statusName(claim.status)}</TableCell>
            <TableCell>{claim.payout ? `${claim.payout} ${claim.coinName}` : t('claims.payoutOnApproval')}</TableCell>
            <TableCell>{ageText(t, claim.createdAt)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button size="small" data-testid={`open-${claim.id}`} onClick={() => setOpened(claim.id)}>
                  {t('actions.open')}
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy}
                  data-testid={`approve-${claim.id}`}
                  onClick={() =>
                    void act(
                      () => approve({ variables: { input: { id: claim.id } } }),
                      (answer) => {
                        const request = answer.data?.approveClaim.fourEyesRequest;
                        return request ? t('claims.waitsForSecond', { id: claim.id, request: request.id }) : t('claims.approved', { id: claim.id });
                      },
                    )
                  }
                >
                  {t('claims.approve')}
                </Button>
                <Button size="small" data-testid={`request-info-${claim.id}`} onClick={() => setAsking({ claim, kind: 'requestInfo' })}>
                  {t('claims.requestInfo')}
                </Button>
                <Button size="small" color="error" data-testid={`reject-${claim.id}`} onClick={() => setAsking({ claim, kind: 'reject' })}>
                  {t('claims.reject')}
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <ReasonDialog
        key={asking ? `${asking.kind}-${asking.claim.id}` : 'none'}
        open={asking !== null}
        title={asking?.kind === 'requestInfo' ? t('claims.requestInfoTitle', { member: asking.claim.userName }) : t('actions.rejectTitle', { id: asking?.claim.id ?? '' })}
        label={asking?.kind === 'requestInfo' ? t('claims.note') : undefined}
        confirmLabel={asking?.kind === 'requestInfo' ? t('claims.requestInfo') : undefined}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={(note) => {
          const target = asking;
          setAsking(null);
          if (!target) return;
          const id = target.claim.id;
          if (target.kind === 'reject') void act(() => reject({ variables: { input: { id, note } } }), t('claims.rejected', { id }));
          else void act(() => requestInfo({ variables: { input: { id, note } } }), t('claims.infoRequested', { id }));
        }}
      />
    </>
  );
}
