import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { CoinName } from '@/generated/graphql';
import { toastSuccess } from '@/lib/notify';
import { newRequestId } from '@/lib/request-id';
import { useFormat } from '@/lib/use-format';
import { ConfirmDialog } from './confirm-dialog';
import { readAgain } from '@/lib/read-again';

/** A plan the package may be upgraded to, with what the upgrade costs (from the platform). */
export interface UpgradeOption {
  planId: string;
  name: string;
  amount: string;
  coinName: CoinName;
  cost: string;
}

interface UpgradeDialogProps {
  pkg: { id: string; name: string };
  /** The platform's answer: the plans it may be upgraded to now. */
  options: { data?: readonly UpgradeOption[]; loading: boolean; error?: unknown; refetch(): unknown };
  onUpgrade(id: string, planId: string, requestId: string): Promise<unknown>;
  onClose(): void;
}

/** Choose a larger plan; the review shows what the platform says it costs. */
export function UpgradeDialog({ pkg, options, onUpgrade, onClose }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const larger = options.data ?? [];
  const [chosen, setPlanId] = useState<string | undefined>(undefined);
  const planId = chosen ?? larger[0]?.planId ?? '';
  const [saving, setSaving] = useState(false);
  const requestId = useRef(newRequestId());
  const target = larger.find((plan) => plan.planId === planId);
  const confirm = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await onUpgrade(pkg.id, target.planId, requestId.current);
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
              { term: t('products.upgradeCost'), value: `${format.decimal(target.cost)} ${t(`credits.${target.coinName}`)}`, testId: 'upgrade-cost' },
            ]
          : options.data
            ? [{ term: t('products.upgradeTo'), value: t('products.noLargerPlan') }]
            : []
      }
    >
      {options.loading && !options.data ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {options.error && !options.data ? <LoadError error={options.error as Error} onRetry={() => void readAgain(options.refetch)} /> : null}
      {larger.length > 0 ? (
        <TextField select fullWidth margin="normal" label={t('products.upgradeTo')} value={planId} onChange={(event) => setPlanId(event.target.value)}>
          {larger.map((plan) => (
            <MenuItem key={plan.planId} value={plan.planId}>
              {plan.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </ConfirmDialog>
  );
}
