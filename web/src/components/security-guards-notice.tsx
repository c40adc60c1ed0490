import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecurityGuards } from '@/lib/security-guards';
import { useFormat } from '@/lib/use-format';

interface SecurityGuardsNoticeProps {
  /**
   * `money`: every form that asks for the transaction password (the lock only); `withdrawal`:
   * withdrawals and wallet addresses, which the pause after a password change holds too.
   */
  scope: 'money' | 'withdrawal';
}

/** Until when a guard holds this form, in the member's local time; nothing while none does. */
export function SecurityGuardsNotice({ scope }: SecurityGuardsNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const guards = useSecurityGuards();
  const [now, setNow] = useState(() => Date.now());
  const state = guards.data?.securityGuards;
  const lockedUntil = state?.moneyLockedUntil ?? null;
  const pausedUntil = scope === 'withdrawal' ? (state?.withdrawalsPausedUntil ?? null) : null;
  const next = [lockedUntil, pausedUntil].filter((at): at is string => at !== null && Date.parse(at) > now).map(Date.parse);

  // The notice goes when its time comes, without a reload.
  const soonest = next.length > 0 ? Math.min(...next) : undefined;
  useEffect(() => {
    if (soonest === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, soonest - Date.now()) + 500);
    return () => window.clearTimeout(timer);
  }, [soonest]);

  const locked = lockedUntil !== null && Date.parse(lockedUntil) > now;
  const paused = pausedUntil !== null && Date.parse(pausedUntil) > now;
  if (!locked && !paused) return null;
  return (
    <>
      {locked ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="money-locked">
          {t('securityGuards.moneyLocked', { at: format.dateTime(lockedUntil) })}
        </Alert>
      ) : null}
      {paused ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="withdrawals-paused">
          {t('securityGuards.withdrawalsPaused', { at: format.dateTime(pausedUntil) })}
        </Alert>
      ) : null}
    </>
  );
}
