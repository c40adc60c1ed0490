import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, PasswordField } from '@/components/form-fields';
import { toastSuccess } from '@/lib/notify';
import { useFormat } from '@/lib/use-format';
import {
  factorFormSchema,
  useBeginTotpEnrolment,
  useConfirmTotpEnrolment,
  useDisableTotp,
  useRegenerateRecoveryCodes,
  useSecondFactors,
  type FactorForm,
} from '../api/second-factors';

/** Ten recovery codes, shown once: the member writes them down before closing. */
function RecoveryCodesShown({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="recovery-codes">
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('security.recoveryCodesOnce')}
      </Alert>
      <Box component="ol" sx={{ fontFamily: 'monospace', columns: 2, pl: 3, my: 1 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {t('security.recoveryCodesSaved')}
      </Button>
    </Box>
  );
}

/** The code and transaction password every change of the factor asks for. */
function FactorFields({ form }: { form: ReturnType<typeof useForm<FactorForm>> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField control={form.control} name="totpCode" label={t('security.code')} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'text', maxLength: 11 } }} required />
      <PasswordField control={form.control} name="transactionPassword" label={t('security.transactionPassword')} autoComplete="off" required />
    </>
  );
}

function Enrolment({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [begin, { data: begun, loading: beginning }] = useBeginTotpEnrolment();
  const [confirm, { loading: confirming }] = useConfirmTotpEnrolment();
  const form = useForm<FactorForm>({ resolver: zodResolver(factorFormSchema), defaultValues: { totpCode: '', transactionPassword: '' } });
  const enrolment = begun?.beginTotpEnrolment;
  const onConfirm = form.handleSubmit(async (input) => {
    try {
      const answer = await confirm({ variables: { input } });
      if (answer.data) onCodes(answer.data.confirmTotpEnrolment.codes);
      toastSuccess(t('security.totpEnabled'));
    } catch {
      // The error link shows the refusal (wrong code, wrong transaction password).
    }
  });
  if (!enrolment) {
    return (
      <Button variant="contained" loading={beginning} onClick={() => void begin().catch(() => undefined)} data-testid="totp-begin">
        {t('security.turnOn')}
      </Button>
    );
  }
  return (
    <Stack sx={{ gap: 1 }} data-testid="totp-enrolment">
      <Typography variant="body2">{t('security.scan')}</Typography>
      <Box sx={{ bgcolor: 'common.white', p: 1, width: 'fit-content' }}>
        <QRCodeSVG value={enrolment.otpauthUri} size={184} title={t('security.qrTitle')} />
      </Box>
      <Typography variant="body2">{t('security.manualKey')}</Typography>
      <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {enrolment.secret}
      </Typography>
      <form noValidate onSubmit={onConfirm}>
        <FactorFields form={form} />
        <Button type="submit" variant="contained" loading={confirming} sx={{ mt: 1 }}>
          {t('security.confirm')}
        </Button>
      </form>
    </Stack>
  );
}

function EnabledTotp({ enabledAt, codesLeft, onCodes }: { enabledAt: string | null | undefined; codesLeft: number; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const [regenerate, { loading: regenerating }] = useRegenerateRecoveryCodes();
  const [disable, { loading: disabling }] = useDisableTotp();
  const form = useForm<FactorForm>({ resolver: zodResolver(factorFormSchema), defaultValues: { totpCode: '', transactionPassword: '' } });
  const onRegenerate = form.handleSubmit(async (input) => {
    try {
      const answer = await regenerate({ variables: { input } });
      form.reset();
      if (answer.data) onCodes(answer.data.regenerateRecoveryCodes.codes);
    } catch {
      // Shown by the error link.
    }
  });
  const onDisable = form.handleSubmit(async (input) => {
    try {
      await disable({ variables: { input } });
      form.reset();
      toastSuccess(t('security.totpDisabled'));
    } catch {
      // Shown by the error link.
    }
  });
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography data-testid="totp-state">{t('security.onSince', { when: enabledAt ? dateTime(enabledAt) : '' })}</Typography>
      <Typography data-testid="recovery-codes-left">{t('security.codesLeft', { count: codesLeft })}</Typography>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <FactorFields form={form} />
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" loading={regenerating} onClick={() => void onRegenerate()}>
            {t('security.regenerate')}
          </Button>
          <Button variant="outlined" color="error" loading={disabling} onClick={() => void onDisable()}>
            {t('security.turnOff')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The authenticator app (TOTP): turn on by QR code or key, recovery codes, turn off. */
export function TotpSection() {
  const { t } = useTranslation();
  const { data } = useSecondFactors();
  const [shownCodes, setShownCodes] = useState<string[] | undefined>();
  const factors = data?.secondFactors;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="totp-title" sx={{ p: 2 }} data-testid="totp-section">
      <Typography id="totp-title" component="h2" variant="h6">
        {t('security.totpTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('security.totpIntro')}
      </Typography>
      {shownCodes ? (
        <RecoveryCodesShown codes={shownCodes} onDone={() => setShownCodes(undefined)} />
      ) : factors === undefined ? null : factors.totpEnabled ? (
        <EnabledTotp enabledAt={factors.totpEnabledAt} codesLeft={factors.recoveryCodesLeft} onCodes={setShownCodes} />
      ) : (
        <Enrolment onCodes={setShownCodes} />
      )}
    </Paper>
  );
}
