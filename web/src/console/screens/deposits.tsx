import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { ApproveDepositDocument, PendingDepositsDocument, RejectDepositDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { ReasonDialog } from '../components/reason-dialog';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

/** Deposits waiting for review, oldest first; each approved or rejected with a reason. */
export function DepositsScreen() {
  const { t } = useConsoleText();
  const { data, error, refetch } = useQuery(PendingDepositsDocument);
  const [approve, approving] = useMutation(ApproveDepositDocument);
  const [reject, rejecting] = useMutation(RejectDepositDocument);
  const [rejected, setRejected] = useState<string | null>(null);
  const { act, done, refusal } = useQueueAction(refetch);


  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('deposits.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      <QueueTable
        testId="deposits"
        empty={t('deposits.empty')}
        headings={[t('deposits.member'), t('deposits.kind'), t('deposits.amount'), t('deposits.reference'), t('deposits.receipt'), t('deposits.made'), '']}
        rows={data?.pendingDeposits}
        row={(deposit) => (
          <TableRow key={deposit.id} data-testid={`deposit-${deposit.id}`}>
            <TableCell>{deposit.userName}</TableCell>
            <TableCell>{deposit.kind}</TableCell>
            <TableCell>
              {deposit.amount} {deposit.coinName}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all', maxWidth: 260 }}>{deposit.hash ?? deposit.bankName ?? ''}</TableCell>
            <TableCell>
              {deposit.hasReceipt ? t('deposits.receiptSent') : ''}
              {deposit.duplicateReceiptOf ? ` · ${t('deposits.duplicate', { id: deposit.duplicateReceiptOf })}` : ''}
            </TableCell>
            <TableCell>{ageText(t, deposit.createdAt)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={approving.loading}
                  data-testid={`approve-${deposit.id}`}
                  onClick={() => void act(() => approve({ variables: { id: deposit.id } }), t('deposits.approved', { id: deposit.id }))}
                >
                  {t('actions.approve')}
                </Button>
                <Button size="small" color="error" data-testid={`reject-${deposit.id}`} onClick={() => setRejected(deposit.id)}>
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
          if (id) void act(() => reject({ variables: { input: { id, reason } } }), t('deposits.rejected', { id }));
        }}
      />
    </>
  );
}
