import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasskeyConfirmation } from '@/components/credential-fields';
import { FormTextField, PasswordField } from '@/components/form-fields';
import { fieldErrorsContext, SERVER_FIELD_ERROR, showFieldErrors } from '@/lib/field-errors';
import { toastSuccess } from '@/lib/notify';
import { factorCodeInput, factorCodeRefusal, passkeyConfirmationRefusal, useHasSecondFactor } from '@/lib/second-factor';
import { antiPhishingFormSchema, useAntiPhishingCode, useClearAntiPhishingCode, useSetAntiPhishingCode, type AntiPhishingForm } from '../api/anti-phishing';

/** The fields a refusal is shown beside. */
const FIELDS = ['antiPhishingCode', 'transactionPassword', 'totpCode', 'passkeyAssertion'] as const;

/**
 * The anti-phishing code: the member's own phrase at the top of every email we send. Shows the
 * phrase in full (the member set it to recognise it), sets or changes it, and clears it, each
 * with the transaction password and, with a second factor, a code.
 */
export function AntiPhishingSection() {
  const { t } = useTranslation();
  const { data } = useAntiPhishingCode();
  const [setCode, { loading: setting }] = useSetAntiPhishingCode();
  const [clearCode, { loading: clearing }] = useClearAntiPhishingCode();
  const hasFactor = useHasSecondFactor();
  const form = useForm<AntiPhishingForm>({ resolver: zodResolver(antiPhishingFormSchema), defaultValues: { antiPhishingCode: '', transactionPassword: '', totpCode: '' } });
  const current = data?.antiPhishingCode;

  const credentials = ({ transactionPassword, totpCode, passkeyAssertion }: AntiPhishingForm) => ({
    transactionPassword,
    ...factorCodeInput(hasFactor, totpCode ?? '', passkeyAssertion),
  });
  const showRefusal = (error: unknown) => {
    // A field the server refused is marked beside it, anything else shown by the error link.
    const codeRefused = factorCodeRefusal(error);
    const passkeyRefused = passkeyConfirmationRefusal(error);
    if (codeRefused) form.setError('totpCode', { type: SERVER_FIELD_ERROR, message: codeRefused }, { shouldFocus: true });
    else if (passkeyRefused) form.setError('passkeyAssertion', { type: SERVER_FIELD_ERROR, message: passkeyRefused });
    else showFieldErrors(error, form.setError, FIELDS);
  };

  const onSet = form.handleSubmit(async (values) => {
    if (values.antiPhishingCode.trim() === '') {
      form.setError('antiPhishingCode', { type: 'required', message: 'validation.required' }, { shouldFocus: true });
      return;
    }
    try {
      await setCode({ variables: { input: { antiPhishingCode: values.antiPhishingCode, ...credentials(values) } }, context: fieldErrorsContext(FIELDS) });
      form.reset();
      toastSuccess(t('security.antiPhishing.saved'));
    } catch (error) {
      showRefusal(error);
    }
  });
  const onClear = form.handleSubmit(async (values) => {
    try {
      await clearCode({ variables: { input: credentials(values) }, context: fieldErrorsContext(FIELDS) });
      form.reset();
      toastSuccess(t('security.antiPhishing.cleared'));
    } catch (error) {
      showRefusal(error);
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="anti-phishing-title" sx={{ p: 2 }} data-testid="anti-phishing-section">
      <Typography id="anti-phishing-title" component="h2" variant="h6">
        {t('security.antiPhishing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('security.antiPhishing.intro')}
      </Typography>
      {current === undefined ? null : (
        <Typography data-testid="anti-phishing-state">
          {current.code === null || current.code === undefined ? (
            t('security.antiPhishing.none')
          ) : (
            <>
              {t('security.antiPhishing.yours')}{' '}
              <Box component="bdi" sx={{ fontWeight: 'bold' }} data-testid="anti-phishing-code">
                {current.code}
              </Box>
            </>
          )}
        </Typography>
      )}
      <form noValidate onSubmit={(event) => void onSet(event)}>
        <FormTextField
          control={form.control}
          id="anti-phishing-code-field"
          name="antiPhishingCode"
          label={current?.set ? t('security.antiPhishing.newCode') : t('security.antiPhishing.code')}
          helperText={t('security.antiPhishing.rules')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <PasswordField control={form.control} id="anti-phishing-transactionPassword" name="transactionPassword" label={t('security.transactionPassword')} autoComplete="off" required />
        {hasFactor ? <FormTextField control={form.control} id="anti-phishing-totpCode" name="totpCode" label={t('security.factorCode')} helperText={t('security.factorCodeHelp')} autoComplete="one-time-code" required /> : null}
        <PasskeyConfirmation control={form.control} submits={false} />
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={setting}>
            {current?.set ? t('security.antiPhishing.change') : t('security.antiPhishing.set')}
          </Button>
          {current?.set ? (
            <Button variant="outlined" color="error" loading={clearing} onClick={() => void onClear()}>
              {t('security.antiPhishing.clear')}
            </Button>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
