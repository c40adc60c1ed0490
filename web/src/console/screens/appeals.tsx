import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsoleText } from '../lib/text';
import { AppealDocument, DecideAppealDocument, OpenAppealsDocument, type AppealDecision } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { RefusalAlert } from '../components/refusal-alert';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { ageText } from '../lib/age';

/** One appeal opened: the trade, both parties, the chat read-only, and the decision with a note. */
function AppealDetail({ tradeId, busy, onDecide }: { tradeId: string; busy: boolean; onDecide: (decision: AppealDecision, note: string) => void }) {
  const { t } = useConsoleText();
  const { data, error } = useQuery(AppealDocument, { variables: { tradeId } });
  const [note, setNote] = useState('');
  const trade = data?.appeal;
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid="appeal-detail">
      <RefusalAlert error={error} />
      {trade && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6">
              {t('appeals.trade')} {trade.tradeId}
            </Typography>
            <Typography>
              {t('appeals.seller')}: {trade.sellerUserName} · {t('appeals.buyer')}: {trade.buyerUserName}
            </Typography>
            <Typography>
              {t('appeals.amount')}: {trade.amount} {trade.coinName} · {t('appeals.price')}: {trade.price} · {t('appeals.paid')}: {trade.payAmount} {trade.payCoinName} · {t('appeals.fee')}: {trade.fee}
            </Typography>
            <Typography>
              {t('appeals.appealedBy')}: {trade.appealedBy} ({ageText(t, trade.appealedAt)}) · {t('appeals.reason')}: {trade.appealReason}
            </Typography>
            <TextField fullWidth margin="normal" label={t('appeals.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'appeal-note' } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" disabled={busy} data-testid="appeal-release" onClick={() => onDecide('RELEASE', note.trim())}>
                {t('appeals.release')}
              </Button>
              <Button variant="contained" color="warning" disabled={busy} data-testid="appeal-reverse" onClick={() => onDecide('REVERSE', note.trim())}>
                {t('appeals.reverse')}
              </Button>
            </Stack>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }} data-testid="appeal-chat">
            <Typography variant="subtitle2">{t('appeals.chat')}</Typography>
            {trade.chat?.length ? (
              trade.chat.map((message) => (
                <Typography key={message.id} variant="body2" sx={{ wordBreak: 'break-word' }}>
                  <strong>{message.senderUserName}</strong> ({ageText(t, message.createdAt)}): {message.content}
                </Typography>
              ))
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('appeals.noChat')}
              </Typography>
            )}
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

/** P2P trades under appeal, oldest appeal first; one opened is decided for the buyer (release) or the seller (reverse). */
export function AppealsScreen() {
  const { t } = useConsoleText();
  // Read anew each time it opens: other operators act on the same queue meanwhile.
  const { data, error, refetch } = useQuery(OpenAppealsDocument, { fetchPolicy: 'cache-and-network' });
  const [decide, deciding] = useMutation(DecideAppealDocument);
  const [opened, setOpened] = useState<string | null>(null);
  const { act, done, refusal } = useQueueAction(refetch);

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('appeals.heading')}
      </Typography>
      <QueueOutcome loadError={error} done={done} refusal={refusal} />
      {opened && (
        <AppealDetail
          key={opened}
          tradeId={opened}
          busy={deciding.loading}
          onDecide={(decision, note) =>
            void act(
              async () => {
                const answer = await decide({ variables: { input: { tradeId: opened, decision, ...(note ? { note } : {}) } } });
                setOpened(null);
                return answer;
              },
              t('appeals.decided', { id: opened, decision: t(`appeals.decisions.${decision}`) }),
            )
          }
        />
      )}
      <QueueTable
        testId="appeals"
        empty={t('appeals.empty')}
        headings={[t('appeals.trade'), t('appeals.seller'), t('appeals.buyer'), t('appeals.amount'), t('appeals.appealedBy'), t('appeals.appealed'), '']}
        rows={data?.openAppeals}
        row={(trade) => (
          <TableRow key={trade.tradeId} data-testid={`appeal-${trade.tradeId}`} selected={trade.tradeId === opened}>
            <TableCell>{trade.tradeId}</TableCell>
            <TableCell>{trade.sellerUserName}</TableCell>
            <TableCell>{trade.buyerUserName}</TableCell>
            <TableCell>
              {trade.amount} {trade.coinName}
            </TableCell>
            <TableCell>{trade.appealedBy}</TableCell>
            <TableCell>{ageText(t, trade.appealedAt)}</TableCell>
            <TableCell>
              <Button size="small" data-testid={`open-${trade.tradeId}`} onClick={() => setOpened(trade.tradeId)}>
                {t('actions.open')}
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
