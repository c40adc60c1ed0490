import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/notify';
import { ConfirmDialog } from './confirm-dialog';
import { ProjectionFigures, type Projection } from './projection-figures';

interface AutoAddSwitchProps {
  enabled: boolean;
  disabled?: boolean;
  /** What the package still earns without and with auto add (served with the package). */
  projection: Projection;
  label: string;
  onChange(enabled: boolean): Promise<unknown>;
}

/** The auto add (compound) switch: before it changes, the member sees the projection with and without compounding. */
export function AutoAddSwitch({ enabled, disabled = false, projection, label, onChange }: AutoAddSwitchProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    try {
      await onChange(!enabled);
      toastSuccess(enabled ? t('products.autoAdd.turnedOff') : t('products.autoAdd.turnedOn'));
      setAsking(false);
    } catch {
      // Shown by the error link.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={disabled} onChange={() => setAsking(true)} slotProps={{ input: { 'aria-describedby': undefined } }} />}
        label={label}
        data-testid="auto-add-switch"
      />
      {asking ? (
        <ConfirmDialog
          title={enabled ? t('products.autoAdd.offTitle') : t('products.autoAdd.onTitle')}
          lines={[]}
          confirmLabel={enabled ? t('products.autoAdd.turnOff') : t('products.autoAdd.turnOn')}
          loading={saving}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        >
          <ProjectionFigures projection={projection} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
