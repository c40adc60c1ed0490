import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { ApproveCommitmentDocument, PendingCommitmentsDocument, RejectCommitmentDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { ReasonDialog } from '../components/reason-dialog';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

/** Commitment applications waiting for review, oldest first; approved (the package opens) or rejected with a reason. */
export function CommitmentsScreen() {
  const { t } = useConsoleText();
  // Read anew each time it opens: other operators act on the same queue meanwhile.
  const { data, error, refetch } = useQuery(PendingCommitmentsDocument, { fetchPolicy: 'cache-and-network' });
  const [approve, approving] = useMutation(ApproveCommitmentDocument);
  const [reject, rejecting] = useMutation(RejectCommitmentDocument);
  const [rejected, setRejected] = useState<string | null>(null);
  const { act, done, refusal } = useQueueAction(refetch);

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('commitments.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      <QueueTable
        testId="commitments"
        empty={t('commitments.empty')}
        headings={[t('commitments.member'), t('commitments.package'), t('commitments.amount'), t('commitments.applied'), '']}
        rows={data?.pendingCommitments}
        row={(application) => (
          <TableRow key={application.id} data-testid={`commitment-${application.id}`}>
            <TableCell>{application.userName}</TableCell>
            <TableCell>{application.name}</TableCell>
            <TableCell>
              {application.amount} {application.coinName}
            </TableCell>
            <TableCell>{ageText(t, application.createdAt)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={approving.loading}
                  data-testid={`approve-${application.id}`}
                  onClick={() => void act(() => approve({ variables: { input: { id: application.id } } }), t('commitments.approved', { id: application.id }))}
                >
                  {t('actions.approve')}
                </Button>
                <Button size="small" color="error" data-testid={`reject-${application.id}`} onClick={() => setRejected(application.id)}>
                  {t('actions.reject')}
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <ReasonDialog
        key={rejected ?? 'none'}
        open={rejected !== null}
        title={t('actions.rejectTitle', { id: rejected ?? '' })}
        busy={rejecting.loading}
        onCancel={() => setRejected(null)}
        onConfirm={(reason) => {
          const id = rejected;
          setRejected(null);
          if (id) void act(() => reject({ variables: { input: { id, note: reason } } }), t('commitments.rejected', { id }));
        }}
      />
    </>
  );
}
