import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CredentialFields, CREDENTIAL_FIELDS, markCredentialRefusal } from '@/components/credential-fields';
import { LoadError } from '@/components/load-error';
import type { WithdrawalKind } from '@/generated/graphql';
import { compareDecimal } from '@/lib/decimal';
import { newRequestId, requestIdAfterFailure } from '@/lib/request-id';
import { credentialsSchema, factorCodeInput, useHasSecondFactor, type CredentialsForm } from '@/lib/second-factor';
import { useFormat } from '@/lib/use-format';
import { fieldErrorsContext, fieldMessagesOf } from '@/lib/field-errors';
import { useRefreshGuardsAfter } from '@/lib/security-guards';
import { useWithdrawChain, WITHDRAWAL_FIELD_OF, WITHDRAWAL_FIELDS } from '../api/withdraw-on-chain';
import { useWithdrawBank } from '../api/withdraw-to-bank';
import { useWithdrawalQuote } from '../api/withdrawal-quote';
import { formatBusinessDay } from '../utils/withdrawal-rules';
import type { DestinationOption } from './destination-picker';
import { readAgain } from '@/lib/read-again';

export interface Requested {
  amount: string;
  approvalDate: string;
}

interface ConfirmWithdrawalDialogProps {
  kind: WithdrawalKind;
  destination: DestinationOption;
  amount: string;
  onClose(): void;
  onDone(requested: Requested): void;
  /** A refusal naming fields of the form (the amount): the form shows each message beside its field. */
  onFieldErrors?(error: unknown): void;
}

function Line({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * The last step: the order repeated (destination, amount, fee, net, review day) and the
 * transaction password. Each opening is one intended withdrawal with its own requestId, so a
 * double click or a retry after a lost answer makes one order.
 */
export function ConfirmWithdrawalDialog({ kind, destination, amount, onClose, onDone, onFieldErrors }: ConfirmWithdrawalDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const quote = useWithdrawalQuote(amount);
  const [withdrawChain, onChain] = useWithdrawChain();
  const [withdrawBank, toBank] = useWithdrawBank();
  const refreshGuards = useRefreshGuardsAfter();
  const loading = onChain.loading || toBank.loading;
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsSchema(hasFactor)),
    defaultValues: { transactionPassword: '', totpCode: '' },
  });
  const current = quote.data?.withdrawalQuote;
  const quoted = current?.amount && compareDecimal(current.amount, amount) === 0 ? current : undefined;

  const onSubmit = handleSubmit(async ({ transactionPassword, totpCode, passkeyAssertion }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const common = { amount, transactionPassword, requestId: requestId.current, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) };
      // A refused field is shown beside it, here or in the form: no general toast for it.
      const context = fieldErrorsContext(onFieldErrors ? [...WITHDRAWAL_FIELDS, ...CREDENTIAL_FIELDS] : CREDENTIAL_FIELDS, WITHDRAWAL_FIELD_OF);
      const order =
        kind === 'CHAIN'
          ? (await withdrawChain({ variables: { input: { ...common, addressId: destination.id } }, context })).data?.withdrawChain
          : (await withdrawBank({ variables: { input: { ...common, bankAccountId: destination.id } }, context })).data?.withdrawBank;
      onDone({ amount: order?.amount ?? amount, approvalDate: order?.approvalDate ?? quoted?.approvalDate ?? '' });
    } catch (error) {
      // The error link has told the member, unless the refusal is shown beside its fields below;
      // a refusal of the password or the code is also marked beside it. A refusal is final for its
      // key, so a corrected request gets a new one.
      requestId.current = requestIdAfterFailure(requestId.current, error);
      refreshGuards(error);
      if (!markCredentialRefusal(error, setError) && fieldMessagesOf(error).size > 0) onFieldErrors?.(error);
    } finally {
      sending.current = false;
    }
  });

  const titleId = 'confirm-withdrawal-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="withdrawal-confirm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('withdrawal.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, mt: 0 }}>
            <Line term={t('withdrawal.to')} testId="confirm-destination">
              <bdi>{destination.title}</bdi>
              {destination.subtitle ? (
                <>
                  {' · '}
                  <bdi>{destination.subtitle}</bdi>
                </>
              ) : null}
              <Box component="span" sx={{ display: 'block', fontFamily: destination.mono ? 'monospace' : undefined, wordBreak: 'break-all' }}>
                {destination.detail}
              </Box>
            </Line>
            <Line term={t('withdrawal.amount')} testId="confirm-amount">
              {format.decimal(amount)}
            </Line>
            <Line term={t('withdrawal.fee')} testId="confirm-fee">
              {quoted?.fee ? format.decimal(quoted.fee) : '–'}
            </Line>
            <Line term={t('withdrawal.receive')} testId="confirm-receive">
              {quoted?.actualAmount ? format.decimal(quoted.actualAmount) : '–'}
            </Line>
            <Line term={t('withdrawal.approvalDate')} testId="confirm-approval-date">
              {quoted ? t('withdrawal.businessDay', { date: formatBusinessDay(quoted.approvalDate, i18n.language) }) : '–'}
            </Line>
          </Box>
          {quote.error && !quoted ? (
            <LoadError error={quote.error} onRetry={() => void readAgain(quote.refetch)} />
          ) : quote.loading && !quoted ? (
            <LinearProgress aria-label={t('common.loading')} />
          ) : null}
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('withdrawal.frozenNote')}
          </Alert>
          <CredentialFields control={control} hasFactor={hasFactor} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading} disabled={!quoted}>
            {t('withdrawal.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
