import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '@/components/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasskeyConfirmation } from '@/components/credential-fields';
import { FormTextField, PasswordField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import { toastSuccess } from '@/lib/notify';
import { createPasskey, PasskeyBrowserError, type PasskeyBrowserProblem } from '@/lib/passkeys';
import { factorCodeInput } from '@/lib/second-factor';
import { useFormat } from '@/lib/use-format';
import {
  addPasskeySchema,
  passkeyChangeSchema,
  passkeyNameField,
  useBeginPasskeyRegistration,
  usePasskeys,
  useRegisterPasskey,
  useRemovePasskey,
  useRenamePasskey,
  type AddPasskeyForm,
  type PasskeyChangeForm,
} from '../api/passkeys';
import { z } from 'zod';
import { useSecondFactors } from '../api/second-factors';
import { readAgain } from '@/lib/read-again';

interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string | null;
}

const renameSchema = z.object({ name: passkeyNameField });

/** The browser's problem in the member's words (the platform's refusals come through the error link). */
function BrowserProblem({ problem }: { problem: PasskeyBrowserProblem | undefined }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ my: 1 }} data-testid="passkey-browser-problem">
      {t(`security.passkeys.browser.${problem}`)}
    </Alert>
  );
}

/**
 * The transaction password, and the app's code when it is on: what adding and removing ask for.
 * `idPrefix` keeps the fields' ids apart from the other sections' password fields on the page (a
 * label names its field by id).
 */
function ChangeFields({ control, totpEnabled, idPrefix }: { control: Control<PasskeyChangeForm>; totpEnabled: boolean; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField control={control} id={`${idPrefix}-transactionPassword`} name="transactionPassword" label={t('security.transactionPassword')} autoComplete="off" required />
      {totpEnabled ? (
        <FormTextField
          control={control}
          id={`${idPrefix}-totpCode`}
          name="totpCode"
          label={t('security.code')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'text', maxLength: 11 } }}
          required
        />
      ) : null}
      <PasskeyConfirmation control={control} />
    </>
  );
}

/** Adding a passkey: its name and the checks first, then the browser makes it. */
function AddPasskey({ totpEnabled }: { totpEnabled: boolean }) {
  const { t } = useTranslation();
  const [begin, { loading: beginning }] = useBeginPasskeyRegistration();
  const [register, { loading: registering }] = useRegisterPasskey();
  const [problem, setProblem] = useState<PasskeyBrowserProblem | undefined>();
  const form = useForm<AddPasskeyForm>({ resolver: zodResolver(addPasskeySchema(totpEnabled)), defaultValues: { name: '', transactionPassword: '', totpCode: '' } });
  const onAdd = form.handleSubmit(async ({ name, transactionPassword, totpCode, passkeyAssertion }) => {
    setProblem(undefined);
    try {
      const options = await begin();
      if (!options.data) return;
      const credential = await createPasskey(options.data.beginPasskeyRegistration.optionsJson);
      await register({ variables: { input: { credential, name: name.trim(), transactionPassword, ...factorCodeInput(totpEnabled, totpCode, passkeyAssertion) } } });
      form.reset();
      toastSuccess(t('security.passkeys.added'));
    } catch (error) {
      // The platform's refusals are shown by the error link; the browser's here.
      if (error instanceof PasskeyBrowserError) setProblem(error.problem);
    }
  });
  return (
    <form noValidate onSubmit={onAdd} data-testid="passkey-add">
      <BrowserProblem problem={problem} />
      <FormTextField control={form.control} id="passkey-add-name" name="name" label={t('security.passkeys.name')} helperText={t('security.passkeys.nameHelp')} required />
      <ChangeFields control={form.control as unknown as Control<PasskeyChangeForm>} totpEnabled={totpEnabled} idPrefix="passkey-add" />
      <Button type="submit" variant="contained" loading={beginning || registering} sx={{ mt: 1 }}>
        {t('security.passkeys.add')}
      </Button>
    </form>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: PasskeyItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [rename, { loading }] = useRenamePasskey();
  const form = useForm<z.infer<typeof renameSchema>>({ resolver: zodResolver(renameSchema), defaultValues: { name: passkey.name } });
  const onSave = form.handleSubmit(async ({ name }) => {
    try {
      await rename({ variables: { id: passkey.id, name: name.trim() } });
      onClose();
    } catch {
      // Shown by the error link.
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="passkey-rename-title">
      <form noValidate onSubmit={onSave}>
        <DialogTitle id="passkey-rename-title">{t('security.passkeys.renameTitle')}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} id="passkey-rename-name" name="name" label={t('security.passkeys.name')} required autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('security.passkeys.cancel')}</Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('security.passkeys.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RemoveDialog({ passkey, totpEnabled, onClose }: { passkey: PasskeyItem; totpEnabled: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, { loading }] = useRemovePasskey();
  const form = useForm<PasskeyChangeForm>({ resolver: zodResolver(passkeyChangeSchema(totpEnabled)), defaultValues: { transactionPassword: '', totpCode: '' } });
  const onRemove = form.handleSubmit(async ({ transactionPassword, totpCode, passkeyAssertion }) => {
    try {
      await remove({ variables: { input: { id: passkey.id, transactionPassword, ...factorCodeInput(totpEnabled, totpCode, passkeyAssertion) } } });
      toastSuccess(t('security.passkeys.removed'));
      onClose();
    } catch {
      // Shown by the error link.
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="passkey-remove-title">
      <form noValidate onSubmit={onRemove}>
        <DialogTitle id="passkey-remove-title">{t('security.passkeys.removeTitle', { name: passkey.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('security.passkeys.removeText')}
          </Typography>
          <ChangeFields control={form.control} totpEnabled={totpEnabled} idPrefix="passkey-remove" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('security.passkeys.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" loading={loading}>
            {t('security.passkeys.remove')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Passkeys: sign in with a fingerprint, face or device PIN instead of a code, or without a password. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const passkeys = usePasskeys();
  const factors = useSecondFactors();
  const [renaming, setRenaming] = useState<PasskeyItem | undefined>();
  const [removing, setRemoving] = useState<PasskeyItem | undefined>();
  const list = passkeys.data?.passkeys;
  const totpEnabled = factors.data?.secondFactors.totpEnabled === true;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="passkeys-title" sx={{ p: 2 }} data-testid="passkeys-section">
      <Typography id="passkeys-title" component="h2" variant="h6">
        {t('security.passkeys.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('security.passkeys.intro')}
      </Typography>
      {passkeys.error && !list ? (
        <LoadError error={passkeys.error} onRetry={() => void readAgain(passkeys.refetch)} />
      ) : !list || !factors.data ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <Stack sx={{ gap: 1 }}>
          {list.length === 0 ? (
            <Typography variant="body2" data-testid="passkeys-none">
              {t('security.passkeys.none')}
            </Typography>
          ) : (
            <List dense disablePadding data-testid="passkeys-list">
              {list.map((passkey) => (
                <ListItem key={passkey.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                  <ListItemText
                    sx={{ flex: '1 1 200px' }}
                    primary={passkey.name}
                    secondary={
                      passkey.lastUsedAt
                        ? t('security.passkeys.times', { added: dateTime(passkey.createdAt), used: dateTime(passkey.lastUsedAt) })
                        : t('security.passkeys.neverUsed', { added: dateTime(passkey.createdAt) })
                    }
                  />
                  {/* Beside the name when there is room, under it on a phone. */}
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <Button size="small" onClick={() => setRenaming(passkey)} aria-label={t('security.passkeys.renameLabel', { name: passkey.name })}>
                      {t('security.passkeys.rename')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setRemoving(passkey)} aria-label={t('security.passkeys.removeLabel', { name: passkey.name })}>
                      {t('security.passkeys.remove')}
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
          <AddPasskey totpEnabled={totpEnabled} />
        </Stack>
      )}
      {renaming ? <RenameDialog passkey={renaming} onClose={() => setRenaming(undefined)} /> : null}
      {removing ? <RemoveDialog passkey={removing} totpEnabled={totpEnabled} onClose={() => setRemoving(undefined)} /> : null}
    </Paper>
  );
}
