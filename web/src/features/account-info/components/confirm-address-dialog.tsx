import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CredentialFields, CREDENTIAL_FIELDS, markCredentialRefusal } from '@/components/credential-fields';
import { ReviewLine, ReviewList } from '@/components/review-list';
import { SecurityGuardsNotice } from '@/components/security-guards-notice';
import { fieldErrorsContext } from '@/lib/field-errors';
import { credentialsSchema, factorCodeInput, useHasSecondFactor, type CredentialsForm } from '@/lib/second-factor';
import { refusalReasonOf, useRefreshGuardsAfter } from '@/lib/security-guards';
import { useAddWithdrawalAddress, type WithdrawalAddressForm } from '../api/add-withdrawal-address';

/** The address form's fields a refusal is shown beside (the input's network is the form's type). */
export const ADDRESS_FIELDS = ['type', 'address', 'label'] as const;
export const ADDRESS_FIELD_OF = { network: 'type' } as const;

interface ConfirmAddressDialogProps {
  draft: WithdrawalAddressForm;
  onClose(): void;
  onDone(): void;
  /** A refusal of the address itself: the dialog closes and the form shows each field's message beside it. */
  onFieldErrors(error: unknown): void;
}

/**
 * The review step of a new wallet address, as for every other money action: the network, the
 * address and its label as they will be saved, the transaction password and, with a factor, the code.
 */
export function ConfirmAddressDialog({ draft, onClose, onDone, onFieldErrors }: ConfirmAddressDialogProps) {
  const { t } = useTranslation();
  const [add, { loading }] = useAddWithdrawalAddress();
  const refreshGuards = useRefreshGuardsAfter();
  const sending = useRef(false);
  const hasFactor = useHasSecondFactor();
  const { control, handleSubmit, setError } = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsSchema(hasFactor)),
    defaultValues: { transactionPassword: '', totpCode: '' },
  });

  const onSubmit = handleSubmit(async ({ transactionPassword, totpCode, passkeyAssertion }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await add({
        variables: { input: { network: draft.type, address: draft.address, label: draft.label || null, transactionPassword, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) } },
        context: fieldErrorsContext([...ADDRESS_FIELDS, ...CREDENTIAL_FIELDS], ADDRESS_FIELD_OF),
      });
      onDone();
    } catch (error) {
      // The error link has told the member, unless the refusal is shown beside its fields; a refusal
      // of the password (wrong, or the lock it led to) or of the code is marked beside it.
      refreshGuards(error);
      if (markCredentialRefusal(error, setError)) return;
      // The address itself was refused (its fields, a contract, a duplicate): back to the form to fix it.
      if (refusalReasonOf(error) !== 'CREDENTIAL_CHANGE_PAUSE') onFieldErrors(error);
    } finally {
      sending.current = false;
    }
  });

  const titleId = 'confirm-address-title';
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid="address-confirm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('securityGuards.reviewAddressTitle')}</DialogTitle>
        <DialogContent>
          <SecurityGuardsNotice scope="withdrawal" />
          <ReviewList>
            <ReviewLine term={t('accountInfo.network')} testId="review-network">
              {draft.type}
            </ReviewLine>
            <ReviewLine term={t('accountInfo.address')} testId="review-address" strong>
              <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {draft.address}
              </Box>
            </ReviewLine>
            {draft.label ? (
              <ReviewLine term={t('accountInfo.label')} testId="review-label">
                <bdi>{draft.label}</bdi>
              </ReviewLine>
            ) : null}
          </ReviewList>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('accountInfo.disclaimer')}
          </Alert>
          <CredentialFields control={control} hasFactor={hasFactor} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('securityGuards.confirmAddress')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
