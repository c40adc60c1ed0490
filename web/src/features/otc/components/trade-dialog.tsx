import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtcTradesQuery } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { useAppealOtcTrade, useRateOtcTrade, useSendOtcChatMessage } from '../api/otc-mutations';
import { useOtcChat } from '../api/otc-queries';
import { OtcLoadError } from './otc-load-error';
import { StarRatingInput, StarRatingValue } from './star-rating';
import { readAgain } from '@/lib/read-again';
import { codePointLength, isPlainText } from '@portal/envelope/text-rules';

type Trade = OtcTradesQuery['otcTrades']['items'][number];

const CHAT_MAX = 1000;
const REASON_MAX = 500;

/** What is wrong with a message or reason, as the platform would say it: its length (in code points), or a hidden character. */
function textProblem(text: string, max: number): 'length' | 'hidden' | undefined {
  if (text.length === 0 || codePointLength(text) > max) return 'length';
  return isPlainText(text) ? undefined : 'hidden';
}

function TradeChat({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const format = useFormat();
  const chat = useOtcChat(trade.id);
  const [send, { loading }] = useSendOtcChatMessage();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<'length' | 'hidden'>();
  const messages = chat.data?.otcChat.items;

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    const found = textProblem(text, CHAT_MAX);
    setProblem(found);
    if (found) return;
    try {
      await send({ variables: { tradeId: trade.id, input: { content: text } } });
      setContent('');
    } catch {
      // The error link has told the member.
    }
  };

  return (
    <Box component="section" aria-labelledby="otc-chat-title">
      <Typography id="otc-chat-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('otc.chatTitle', { name: trade.counterpartyUserName })}
      </Typography>
      {chat.error && !messages ? (
        <OtcLoadError error={chat.error} onRetry={() => void readAgain(chat.refetch)} />
      ) : !messages ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="otc-chat-empty">
          {t('otc.chatEmpty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, my: 1, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1, maxHeight: 240, overflowY: 'auto' }} data-testid="otc-chat">
          {messages.map((message) => (
            <Box
              component="li"
              key={message.id}
              data-testid="otc-chat-message"
              sx={{
                alignSelf: message.mine ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: message.mine ? 'primary.main' : 'action.selected',
                color: message.mine ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="caption" component="p" sx={{ m: 0 }}>
                {message.mine ? t('otc.you') : message.senderUserName} · {format.dateTime(message.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {message.content}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={(event) => void onSend(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <TextField
          id="otc-chat-input"
          label={t('otc.message')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={problem !== undefined}
          helperText={problem === 'length' ? t('otc.validation.messageLength', { max: CHAT_MAX }) : problem === 'hidden' ? t('validation.hiddenCharacters') : undefined}
          size="small"
          fullWidth
          autoComplete="off"
        />
        <Button type="submit" variant="contained" loading={loading}>
          {t('otc.send')}
        </Button>
      </Box>
    </Box>
  );
}

function TradeAppeal({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const [appeal, { loading }] = useAppealOtcTrade();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'length' | 'hidden'>();
  const requestId = useRef(newRequestId());
  if (trade.appeal) {
    return (
      <Alert severity="info">
        <span data-testid="otc-appeal-state">{trade.appeal.decision ? t(`otc.appealDecision.${trade.appeal.decision}`) : t('otc.appealOpen')}</span>
        {trade.appeal.decision && trade.appeal.decisionNote ? (
          <Typography variant="body2" data-testid="otc-appeal-note" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {t('otc.decisionNote', { note: trade.appeal.decisionNote })}
          </Typography>
        ) : null}
      </Alert>
    );
  }
  if (trade.status !== 'COMPLETED') return null;
  const onAppeal = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const found = textProblem(text, REASON_MAX);
    setProblem(found);
    if (found) return;
    try {
      await appeal({ variables: { tradeId: trade.id, input: { reason: text, requestId: requestId.current } } });
      toastSuccess(t('otc.appealed'));
    } catch (error) {
      requestId.current = requestIdAfterFailure(requestId.current, error);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => void onAppeal(event)} aria-labelledby="otc-appeal-title">
      <Typography id="otc-appeal-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('otc.appealTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('otc.appealNote')}
      </Typography>
      <TextField
        id="otc-appeal-reason"
        label={t('otc.appealReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem !== undefined}
        helperText={problem === 'length' ? t('otc.validation.reasonLength', { max: REASON_MAX }) : problem === 'hidden' ? t('validation.hiddenCharacters') : undefined}
        multiline
        minRows={2}
        fullWidth
        margin="dense"
      />
      <Button type="submit" variant="outlined" loading={loading}>
        {t('otc.appeal')}
      </Button>
    </Box>
  );
}

function TradeRating({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const [rate, { loading }] = useRateOtcTrade();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [commentHidden, setCommentHidden] = useState(false);
  if (trade.myRating) {
    return (
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('otc.rateTitle', { name: trade.counterpartyUserName })}
        </Typography>
        <StarRatingValue score={trade.myRating.score} label={t('otc.yourRating', { score: trade.myRating.score })} testId="otc-my-rating" />
      </Box>
    );
  }
  if (trade.status === 'APPEALING') return null;
  const onRate = async (event: FormEvent) => {
    event.preventDefault();
    setCommentHidden(!isPlainText(comment));
    if (score === null || !isPlainText(comment)) {
      setInvalid(score === null);
      return;
    }
    setInvalid(false);
    try {
      await rate({ variables: { tradeId: trade.id, input: { score, comment: comment.trim() || null } } });
      toastSuccess(t('otc.rated'));
    } catch {
      // The error link has told the member.
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => void onRate(event)} aria-labelledby="otc-rate-title">
      <Typography id="otc-rate-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('otc.rateTitle', { name: trade.counterpartyUserName })}
      </Typography>
      <StarRatingInput
        name="otc-score"
        value={score}
        onChange={setScore}
        label={(count) => t('otc.stars', { count })}
        noneLabel={t('otc.noStars')}
      />
      {invalid ? (
        <Typography variant="caption" color="error" component="p">
          {t('otc.validation.scoreRequired')}
        </Typography>
      ) : null}
      <TextField
        id="otc-rate-comment"
        label={t('otc.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value.slice(0, 500))}
        error={commentHidden}
        helperText={commentHidden ? t('validation.hiddenCharacters') : undefined}
        fullWidth
        margin="dense"
        size="small"
      />
      <Button type="submit" variant="outlined" loading={loading}>
        {t('otc.rate')}
      </Button>
    </Box>
  );
}

/** One trade: its chat with the other member, an appeal and a rating. */
export function TradeDialog({ trade, onClose }: { trade: Trade; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = 'otc-trade-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="otc-trade-dialog">
      <DialogTitle id={titleId}>{t('otc.tradeTitle', { name: trade.counterpartyUserName })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TradeChat trade={trade} />
        <Divider />
        <TradeAppeal trade={trade} />
        <TradeRating trade={trade} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('otc.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
