import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal } from '@/lib/decimal';
import { toastSuccess } from '@/lib/notify';
import { newRequestId } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { upgradeCost } from '../utils/projection';
import { ConfirmDialog } from './confirm-dialog';
import type { Plan } from './plan-catalogue';

interface UpgradeDialogProps {
  pkg: { id: string; name: string; amount: string };
  plans: readonly Plan[];
  onUpgrade(id: string, planId: string, requestId: string): Promise<unknown>;
  onClose(): void;
}

/** Choose a larger plan; the review shows the difference to pay. */
export function UpgradeDialog({ pkg, plans, onUpgrade, onClose }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const larger = plans.filter((plan) => compareDecimal(plan.amount, pkg.amount) > 0 && plan.purchasedCount < plan.maxPurchaseCount);
  const [planId, setPlanId] = useState(larger[0]?.id ?? '');
  const [saving, setSaving] = useState(false);
  const requestId = useRef(newRequestId());
  const target = larger.find((plan) => plan.id === planId);
  const confirm = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await onUpgrade(pkg.id, target.id, requestId.current);
      toastSuccess(t('products.upgraded', { name: target.name }));
      onClose();
    } catch {
      // Shown by the error link.
    } finally {
      setSaving(false);
    }
  };
  return (
    <ConfirmDialog
      title={t('products.upgradeTitle', { name: pkg.name })}
      confirmLabel={t('products.confirmUpgrade')}
      loading={saving}
      confirmDisabled={!target}
      onConfirm={() => void confirm()}
      onClose={onClose}
      lines={
        target
          ? [
              { term: t('products.upgradeTo'), value: target.name },
              { term: t('products.upgradeCost'), value: `${format.decimal(upgradeCost(target.amount, pkg.amount))} ${t(`credits.${target.coinName}`)}`, testId: 'upgrade-cost' },
            ]
          : [{ term: t('products.upgradeTo'), value: t('products.noLargerPlan') }]
      }
    >
      {larger.length > 0 ? (
        <TextField select fullWidth margin="normal" label={t('products.upgradeTo')} value={planId} onChange={(event) => setPlanId(event.target.value)}>
          {larger.map((plan) => (
            <MenuItem key={plan.id} value={plan.id}>
              {plan.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </ConfirmDialog>
  );
}
