import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import { ReviewLine, ReviewList } from '@/components/review-list';
import type { PinCodesQuery, PinCodeState } from '@/generated/graphql';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';

export type PinCodeItem = PinCodesQuery['pinCodes']['items'][number];
export type PinCodeAction = 'activate' | 'transfer' | 'custody';

// Outlined, in the colours the other status chips use (AA contrast in both themes).
const COLOURS: Record<PinCodeState, 'primary' | 'success' | 'default'> = { PENDING: 'primary', ACTIVATED: 'success', TRANSFERRED: 'default' };

/** One code as the member sees it: its state, what it opens, and what may be done with it. */
export function CodeCard({ code, onAction }: { code: PinCodeItem; onAction(action: PinCodeAction, code: PinCodeItem): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const pending = code.state === 'PENDING';
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="pin-code" data-code={code.code} data-state={code.state}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {code.code}
        </Typography>
        <StatusChip color={COLOURS[code.state]} label={t(`pinCode.state.${code.state}`)} explanation={t(`pinCode.stateHelp.${code.state}`)} testId="pin-code-state" />
      </Stack>
      <ReviewList sx={{ mt: 1, mb: 1 }}>
        <ReviewLine term={t('pinCode.plan')}>
          {code.planName} · {t(`pinCode.kind.${code.kind}`)}
        </ReviewLine>
        <ReviewLine term={t('pinCode.opens')}>
          {money.amount(code.coinName, code.amount)} {t(`credits.${code.coinName}`)}
        </ReviewLine>
        <ReviewLine term={t(`pinCode.origin.${code.origin}`)}>{format.dateTime(code.createdAt)}</ReviewLine>
        {code.state === 'ACTIVATED' && code.activatedForUserName ? (
          <ReviewLine term={t('pinCode.activatedFor')} testId="pin-code-activated-for">
            {code.activatedForUserName}
            {code.activatedAt ? ` · ${format.dateTime(code.activatedAt)}` : ''}
          </ReviewLine>
        ) : null}
      </ReviewList>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {pending ? (
          <>
            <Button size="small" variant="contained" onClick={() => onAction('activate', code)} aria-label={t('pinCode.activateCode', { code: code.code })}>
              {t('pinCode.activate')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => onAction('transfer', code)} aria-label={t('pinCode.transferCode', { code: code.code })}>
              {t('pinCode.transfer')}
            </Button>
          </>
        ) : null}
        <Button size="small" onClick={() => onAction('custody', code)} aria-label={t('pinCode.custodyOf', { code: code.code })}>
          {t('pinCode.custody')}
        </Button>
      </Box>
    </Paper>
  );
}
