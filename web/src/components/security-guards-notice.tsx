import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useGuardHold, type GuardScope } from '@/lib/security-guards';
import { useFormat } from '@/lib/use-format';

interface SecurityGuardsNoticeProps {
  scope: GuardScope;
}

/**
 * Until when a guard holds this form, written as the platform writes the same time in its
 * refusals (`2030-06-01 16:15 (GMT+8)`); nothing while none does. The form itself reads
 * `useGuardHold` to keep its review closed meanwhile.
 */
export function SecurityGuardsNotice({ scope }: SecurityGuardsNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { lockedUntil, pausedUntil } = useGuardHold(scope);
  if (lockedUntil === null && pausedUntil === null) return null;
  return (
    <>
      {lockedUntil !== null ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="money-locked">
          {t('securityGuards.moneyLocked', { at: format.businessTime(lockedUntil) })}
        </Alert>
      ) : null}
      {pausedUntil !== null ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="withdrawals-paused">
          {t('securityGuards.withdrawalsPaused', { at: format.businessTime(pausedUntil) })}
        </Alert>
      ) : null}
    </>
  );
}
