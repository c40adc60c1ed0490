import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useConsoleText } from '../lib/text';
import { settingError, type SettingKind } from '../lib/setting-input';
import { RefusalAlert } from './refusal-alert';

export interface SettingField {
  name: string;
  label: string;
  /** What it accepts; it may follow a switch (a fee as an amount or as a fraction). */
  kind: SettingKind | ((switches: Record<string, boolean>) => SettingKind);
  value: string;
}

export interface SettingSwitch {
  name: string;
  label: string;
  value: boolean;
}

/** What changed: the fields and switches whose value differs from the one shown at opening. */
export type SettingChanges = Record<string, string | boolean>;

/**
 * Changes one configuration item: its fields checked as typed (a decimal, a fraction, a whole
 * number), a reason for the audit trail, nothing sent unless something changed. A refusal of the
 * platform stays in the dialog in its words, with what was typed.
 */
export function SettingDialog({
  title,
  fields,
  switches = [],
  onSave,
  onClose,
}: {
  title: string;
  fields: readonly SettingField[];
  switches?: readonly SettingSwitch[];
  /** Sends the changes; rejects with the platform's refusal. */
  onSave: (changes: SettingChanges, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useConsoleText();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, field.value])));
  const [toggles, setToggles] = useState<Record<string, boolean>>(() => Object.fromEntries(switches.map((item) => [item.name, item.value])));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const changedFields = fields.filter((field) => values[field.name]!.trim() !== field.value);
  const kindOf = (field: SettingField) => (typeof field.kind === 'function' ? field.kind(toggles) : field.kind);
  const errors = Object.fromEntries(changedFields.map((field) => [field.name, settingError(kindOf(field), values[field.name]!)]));
  const reasonMissing = reason.trim() === '';

  const save = async () => {
    setChecked(true);
    setRefusal(null);
    const changes: SettingChanges = {
      ...Object.fromEntries(changedFields.map((field) => [field.name, values[field.name]!.trim()])),
      ...Object.fromEntries(switches.filter((item) => toggles[item.name] !== item.value).map((item) => [item.name, toggles[item.name]!])),
    };
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0 || reasonMissing || Object.values(errors).some((error) => error !== null)) return;
    setBusy(true);
    try {
      await onSave(changes, reason.trim());
    } catch (failure) {
      setRefusal(failure);
      setBusy(false);
      return;
    }
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RefusalAlert error={refusal} testId="setting-refusal" />
          {checked && unchanged && (
            <Alert severity="info" data-testid="setting-unchanged">
              {t('configuration.unchanged')}
            </Alert>
          )}
          {fields.map((field) => {
            const error = errors[field.name];
            return (
              <TextField
                key={field.name}
                label={field.label}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                error={Boolean(error)}
                helperText={error ? t(error.key, error.values) : ' '}
                slotProps={{ htmlInput: { inputMode: kindOf(field).type === 'integer' ? 'numeric' : 'decimal', maxLength: 40, 'data-testid': `setting-${field.name}` } }}
              />
            );
          })}
          {switches.map((item) => (
            <FormControlLabel
              key={item.name}
              label={item.label}
              control={
                <Switch
                  checked={toggles[item.name]}
                  onChange={(event) => setToggles((current) => ({ ...current, [item.name]: event.target.checked }))}
                  slotProps={{ input: { 'data-testid': `setting-${item.name}` } as object }}
                />
              }
            />
          ))}
          <TextField
            label={t('configuration.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={checked && reasonMissing}
            helperText={checked && reasonMissing ? t('configuration.errors.reason') : ' '}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'setting-reason' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="setting-save">
          {t('configuration.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
