import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { ApproveWithdrawalDocument, PendingWithdrawalsDocument, RejectWithdrawalDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { ReasonDialog } from '../components/reason-dialog';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

/** Withdrawals waiting for review; an approval above the four-eyes amount waits for a second operator. */
export function WithdrawalsScreen() {
  const { t } = useConsoleText();
  const { data, error, refetch } = useQuery(PendingWithdrawalsDocument);
  const [approve, approving] = useMutation(ApproveWithdrawalDocument);
  const [reject, rejecting] = useMutation(RejectWithdrawalDocument);
  const [rejected, setRejected] = useState<string | null>(null);
  const { act, done, refusal } = useQueueAction(refetch);

  const decide = (id: string, reason: string | null) =>
    act(
      async () => (reason === null ? (await approve({ variables: { input: { id } } })).data?.approveWithdrawal : (await reject({ variables: { input: { id, reason } } })).data?.rejectWithdrawal),
      (answer) => {
        const waiting = answer?.fourEyesRequest;
        return waiting ? t('withdrawals.waitsForSecond', { id, request: waiting.id }) : t(reason === null ? 'withdrawals.approved' : 'withdrawals.rejected', { id });
      },
    );

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('withdrawals.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      <QueueTable
        testId="withdrawals"
        empty={t('withdrawals.empty')}
        headings={[t('withdrawals.member'), t('withdrawals.amount'), t('withdrawals.fee'), t('withdrawals.destination'), t('withdrawals.made'), '']}
        rows={data?.pendingWithdrawals}
        row={(withdrawal) => (
          <TableRow key={withdrawal.id} data-testid={`withdrawal-${withdrawal.id}`}>
            <TableCell>{withdrawal.userName}</TableCell>
            <TableCell>
              {withdrawal.amount} {withdrawal.coinName}
            </TableCell>
            <TableCell>{withdrawal.fee}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all', maxWidth: 260 }}>{withdrawal.address ?? withdrawal.bankName ?? ''}</TableCell>
            <TableCell>{ageText(t, withdrawal.createdAt)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="contained" disabled={approving.loading} data-testid={`approve-${withdrawal.id}`} onClick={() => void decide(withdrawal.id, null)}>
                  {t('actions.approve')}
                </Button>
                <Button size="small" color="error" data-testid={`reject-${withdrawal.id}`} onClick={() => setRejected(withdrawal.id)}>
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
          if (id) void decide(id, reason);
        }}
      />
    </>
  );
}
