import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { KycSubmissionDocument, PendingKycSubmissionsDocument, ReviewKycDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { ReasonDialog } from '../components/reason-dialog';
import { RefusalAlert } from '../components/refusal-alert';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

/** One submission opened: the identity number and both photos side by side (stacked on a phone), pass or fail. */
function KycDetail({ id, busy, onPass, onFail }: { id: string; busy: boolean; onPass: (userName: string) => void; onFail: (userName: string) => void }) {
  const { t } = useConsoleText();
  const { data, error } = useQuery(KycSubmissionDocument, { variables: { id } });
  const submission = data?.kycSubmission;
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="kyc-detail">
      <RefusalAlert error={error} />
      {submission && (
        <>
          <Typography variant="h6">{submission.userName}</Typography>
          <Typography data-testid="kyc-id-number">
            {t('kyc.idNumber')}: {submission.idNumber}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }}>
            {(
              [
                ['front', submission.frontPhoto],
                ['back', submission.backPhoto],
              ] as const
            ).map(([side, photo]) => (
              <Box key={side} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{t(`kyc.${side}`)}</Typography>
                {photo && <Box component="img" src={photo} alt={t(`kyc.${side}`)} data-testid={`kyc-photo-${side}`} sx={{ maxWidth: '100%', maxHeight: 420, border: 1, borderColor: 'divider' }} />}
              </Box>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" disabled={busy} data-testid="kyc-pass" onClick={() => onPass(submission.userName)}>
              {t('kyc.pass')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} data-testid="kyc-fail" onClick={() => onFail(submission.userName)}>
              {t('kyc.fail')}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}

/** KYC submissions waiting for review, oldest first; one opened with both photos is passed, or failed with a reason. */
export function KycScreen() {
  const { t } = useConsoleText();
  // Read anew each time it opens: other operators act on the same queue meanwhile.
  const { data, error, refetch } = useQuery(PendingKycSubmissionsDocument, { fetchPolicy: 'cache-and-network' });
  const [review, reviewing] = useMutation(ReviewKycDocument);
  const [opened, setOpened] = useState<string | null>(null);
  const [failing, setFailing] = useState<{ id: string; userName: string } | null>(null);
  const { act, done, refusal } = useQueueAction(refetch);

  const decide = async (id: string, userName: string, reason: string | null) => {
    await act(
      async () => {
        const answer = await review({ variables: { input: { id, decision: reason === null ? 'PASSED' : 'FAILED', ...(reason === null ? {} : { reason }) } } });
        setOpened(null);
        return answer;
      },
      t(reason === null ? 'kyc.passed' : 'kyc.failed', { member: userName }),
    );
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('kyc.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      {opened && (
        <KycDetail
          key={`detail-${opened}`}
          id={opened}
          busy={reviewing.loading}
          onPass={(userName) => void decide(opened, userName, null)}
          onFail={(userName) => setFailing({ id: opened, userName })}
        />
      )}
      <QueueTable
        testId="kyc"
        empty={t('kyc.empty')}
        headings={[t('kyc.member'), t('kyc.submitted'), '']}
        rows={data?.pendingKycSubmissions}
        row={(submission) => (
          <TableRow key={submission.id} data-testid={`kyc-${submission.id}`} selected={submission.id === opened}>
            <TableCell>{submission.userName}</TableCell>
            <TableCell>{ageText(t, submission.submittedAt)}</TableCell>
            <TableCell>
              <Button size="small" data-testid={`open-${submission.id}`} onClick={() => setOpened(submission.id)}>
                {t('actions.open')}
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ReasonDialog
        key={failing ? `fail-${failing.id}` : 'none'}
        open={failing !== null}
        title={t('kyc.failTitle', { member: failing?.userName ?? '' })}
        confirmLabel={t('kyc.fail')}
        busy={reviewing.loading}
        onCancel={() => setFailing(null)}
        onConfirm={(reason) => {
          const target = failing;
          setFailing(null);
          if (target) void decide(target.id, target.userName, reason);
        }}
      />
    </>
  );
}
