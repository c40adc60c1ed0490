import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useConsoleText } from '../lib/text';
import { ApproveFourEyesRequestDocument, FourEyesRequestsDocument, WithdrawFourEyesRequestDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

/** Pending four-eyes requests: approved by another operator, withdrawn by their requester (the platform says who may). */
export function FourEyesScreen() {
  const { t } = useConsoleText();
  const { data, error, refetch } = useQuery(FourEyesRequestsDocument, { variables: { status: 'PENDING' } });
  const [approve, approving] = useMutation(ApproveFourEyesRequestDocument);
  const [withdraw, withdrawing] = useMutation(WithdrawFourEyesRequestDocument);
  const { act, done, refusal } = useQueueAction(refetch);


  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('fourEyes.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      <QueueTable
        testId="four-eyes"
        empty={t('fourEyes.empty')}
        headings={[t('fourEyes.action'), t('fourEyes.requestedBy'), t('fourEyes.details'), t('audit.reason'), t('deposits.made'), '']}
        rows={data?.fourEyesRequests}
        row={(request) => (
          <TableRow key={request.id} data-testid={`request-${request.id}`}>
            <TableCell>{request.action}</TableCell>
            <TableCell>{request.requestedBy}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 320 }}>{request.body}</TableCell>
            <TableCell>{request.reason ?? ''}</TableCell>
            <TableCell>{ageText(t, request.createdAt)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={approving.loading}
                  data-testid={`approve-${request.id}`}
                  onClick={() => void act(() => approve({ variables: { id: request.id } }), t('fourEyes.approved', { id: request.id }))}
                >
                  {t('fourEyes.approve')}
                </Button>
                <Button
                  size="small"
                  disabled={withdrawing.loading}
                  data-testid={`withdraw-${request.id}`}
                  onClick={() => void act(() => withdraw({ variables: { id: request.id } }), t('fourEyes.withdrawn', { id: request.id }))}
                >
                  {t('fourEyes.withdraw')}
                </Button>
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
