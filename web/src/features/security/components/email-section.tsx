import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CREDENTIAL_FIELDS, FactorCodeField, markCredentialRefusal } from '@/components/credential-fields';
import { FormTextField, PasswordField } from '@/components/form-fields';
import { fieldErrorsContext, showFieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { toastSuccess } from '@/lib/notify';
import { factorCodeInput, useHasSecondFactor } from '@/lib/second-factor';
import {
  emailChangeFormSchema,
  emailCodeFormSchema,
  useBeginEmailChange,
  useConfirmEmailChange,
  useEmailAddress,
  type EmailChangeForm,
  type EmailCodeForm,
} from '../api/email-address';

const ADDRESS_FIELDS = ['email', ...CREDENTIAL_FIELDS] as const;
const CODE_FIELDS = ['verifyCode'] as const;

/**
 * The member's email address: the one on file (or none), and a change in two steps. First the new
 * address with the transaction password and, with a second factor, its code or passkey; the
 * platform mails a code to that address. Then that code. Until the code is confirmed nothing
 * changes, and the member may start over with another address.
 */
export function EmailSection() {
  const { t, i18n } = useTranslation();
  const { data } = useEmailAddress();
  const current = data?.emailAddress;
  // The member asked to type another address while a code waits.
  const [startOver, setStartOver] = useState(false);
  const pending = startOver ? null : current?.pending;
  // Reached through `paths.app.security.getHref('email')` (the monthly statement's link): shown at once.
  const [search] = useSearchParams();
  const section = useRef<HTMLElement>(null);
  const linkedTo = search.get('section') === 'email';
  useEffect(() => {
    if (linkedTo) section.current?.scrollIntoView?.({ block: 'start' });
  }, [linkedTo]);

  return (
    <Paper ref={section} variant="outlined" component="section" aria-labelledby="email-address-title" sx={{ p: 2 }} data-testid="email-section">
      <Typography id="email-address-title" component="h2" variant="h6">
        {t('security.email.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('security.email.intro')}
      </Typography>
      {current === undefined ? null : (
        <Typography data-testid="email-state" sx={{ overflowWrap: 'anywhere' }}>
          {current.email ? (
            <>
              {t('security.email.yours')}{' '}
              <Box component="bdi" sx={{ fontWeight: 'bold' }} data-testid="email-current">
                {current.email}
              </Box>
            </>
          ) : (
            t('security.email.none')
          )}
        </Typography>
      )}
      {current === undefined ? null : !current.canSend ? (
        // No code could arrive: say so before the member types anything.
        <Alert severity="info" sx={{ mt: 1 }} data-testid="email-sending-off">
          {t('security.email.sendingOff')}
        </Alert>
      ) : pending ? (
        <CodeStep sentTo={pending.email} until={formatDateTime(pending.expiresAt, i18n.language)} onStartOver={() => setStartOver(true)} />
      ) : (
        <AddressStep hasAddress={Boolean(current.email)} onSent={() => setStartOver(false)} />
      )}
    </Paper>
  );
}

function AddressStep({ hasAddress, onSent }: { hasAddress: boolean; onSent(): void }) {
  const { t } = useTranslation();
  const hasFactor = useHasSecondFactor();
  const [begin, { loading }] = useBeginEmailChange();
  const form = useForm<EmailChangeForm>({ resolver: zodResolver(emailChangeFormSchema(hasFactor)), defaultValues: { email: '', transactionPassword: '', totpCode: '' } });

  const onSubmit = form.handleSubmit(async ({ email, transactionPassword, totpCode, passkeyAssertion }) => {
    try {
      await begin({ variables: { input: { email, transactionPassword, ...factorCodeInput(hasFactor, totpCode, passkeyAssertion) } }, context: fieldErrorsContext(ADDRESS_FIELDS) });
      onSent();
    } catch (error) {
      // A refusal of the password or the code beside it, of the address beside the address; anything else is the error link's toast.
      if (!markCredentialRefusal(error, form.setError)) showFieldErrors(error, form.setError, ADDRESS_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="email-address-step">
      <FormTextField
        control={form.control}
        id="email-new-address"
        name="email"
        type="email"
        label={hasAddress ? t('security.email.newAddress') : t('security.email.address')}
        helperText={t('security.email.addressHelp')}
        autoComplete="email"
        slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
        required
      />
      <PasswordField control={form.control} id="email-transactionPassword" name="transactionPassword" label={t('security.transactionPassword')} autoComplete="off" required />
      <FactorCodeField control={form.control} hasFactor={hasFactor} />
      <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }}>
        {t('security.email.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({ sentTo, until, onStartOver }: { sentTo: string; until: string; onStartOver(): void }) {
  const { t } = useTranslation();
  const [confirm, { loading }] = useConfirmEmailChange();
  const form = useForm<EmailCodeForm>({ resolver: zodResolver(emailCodeFormSchema), defaultValues: { verifyCode: '' } });

  const onSubmit = form.handleSubmit(async ({ verifyCode }) => {
    try {
      await confirm({ variables: { input: { verifyCode } }, context: fieldErrorsContext(CODE_FIELDS) });
      toastSuccess(t('security.email.saved'));
    } catch (error) {
      // A refusal of the code (wrong with the tries left, expired or spent) is said beside it; anything else is the error link's toast.
      showFieldErrors(error, form.setError, CODE_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="email-code-step">
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="email-code-sent">
        {t('security.email.codeSent', { email: sentTo, until })}
      </Typography>
      <FormTextField
        control={form.control}
        id="email-verify-code"
        name="verifyCode"
        label={t('security.email.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric', spellCheck: false } }}
        required
      />
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={loading}>
          {t('security.email.confirm')}
        </Button>
        <Button variant="outlined" onClick={onStartOver} disabled={loading}>
          {t('security.email.startOver')}
        </Button>
      </Stack>
    </form>
  );
}
