import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/notify';
import { useInsuranceAutoAddEnabled, useSetInsuranceAutoAddSetting } from '../api/insurance';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The member-wide auto add (compound) switch of insurance packages: it switches every held
 * package and decides how packages bought later start. The member confirms what it changes.
 */
export function AutoAddSetting({ heldCount }: { heldCount: number }) {
  const { t } = useTranslation();
  const setting = useInsuranceAutoAddEnabled();
  const [save, { loading }] = useSetInsuranceAutoAddSetting();
  const [asking, setAsking] = useState(false);
  const enabled = setting.data?.insuranceAutoAddEnabled;

  const confirm = async () => {
    if (enabled === undefined) return;
    try {
      const answer = await save({ variables: { input: { enabled: !enabled } } });
      const changed = answer.data?.setInsuranceAutoAddSetting;
      if (changed) toastSuccess(t(changed.enabled ? 'products.autoAddSetting.turnedOn' : 'products.autoAddSetting.turnedOff', { count: changed.packagesUpdated }));
      setAsking(false);
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="auto-add-setting-title" data-testid="auto-add-setting">
      <Typography id="auto-add-setting-title" component="h2" variant="subtitle1">
        {t('products.autoAddSetting.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('products.autoAddSetting.help')}
      </Typography>
      {setting.error && enabled === undefined ? (
        <Alert severity="warning">{t('products.autoAddSetting.unknown')}</Alert>
      ) : (
        <FormControlLabel
          control={<Switch checked={enabled ?? false} disabled={enabled === undefined} onChange={() => setAsking(true)} />}
          label={t('products.autoAddSetting.label')}
          data-testid="auto-add-setting-switch"
        />
      )}
      {asking && enabled !== undefined ? (
        <ConfirmDialog
          title={enabled ? t('products.autoAddSetting.offTitle') : t('products.autoAddSetting.onTitle')}
          lines={[]}
          confirmLabel={enabled ? t('products.autoAdd.turnOff') : t('products.autoAdd.turnOn')}
          loading={loading}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        >
          <Typography variant="body2">
            {t(enabled ? 'products.autoAddSetting.offEffect' : 'products.autoAddSetting.onEffect', { count: heldCount })}
          </Typography>
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
