// What holds the member's money back now (the gateway's `securityGuards`, docs/security.md):
// the lock after five wrong transaction passwords and the pause after a password change. Read
// by the money forms to say when they reopen; asked afresh, since either can start at any time.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '@/generated/gql';

export const SecurityGuardsQuery = graphql(`
  query SecurityGuards {
    securityGuards {
      moneyLockedUntil
      withdrawalsPausedUntil
    }
  }
`);

export function useSecurityGuards() {
  return useQuery(SecurityGuardsQuery, { fetchPolicy: 'network-only' });
}

/**
 * `money`: every form that asks for the transaction password (the lock only); `withdrawal`:
 * withdrawals and wallet addresses, which the pause after a password change holds too.
 */
export type GuardScope = 'money' | 'withdrawal';

export interface GuardHold {
  /** When the transaction-password lock lifts, while it holds; else null. */
  lockedUntil: string | null;
  /** When the pause after a credential change ends, while it holds this scope; else null. */
  pausedUntil: string | null;
  /** Whether either holds: the form opens no review and asks for no password. */
  held: boolean;
}

/** What holds a form of `scope` now; it lets go by itself when its time comes, without a reload. */
export function useGuardHold(scope: GuardScope): GuardHold {
  const guards = useSecurityGuards();
  const [now, setNow] = useState(() => Date.now());
  const state = guards.data?.securityGuards;
  const locked = state?.moneyLockedUntil ?? null;
  const paused = scope === 'withdrawal' ? (state?.withdrawalsPausedUntil ?? null) : null;
  const lockedUntil = locked !== null && Date.parse(locked) > now ? locked : null;
  const pausedUntil = paused !== null && Date.parse(paused) > now ? paused : null;
  const next = [lockedUntil, pausedUntil].filter((at): at is string => at !== null).map(Date.parse);
  const soonest = next.length > 0 ? Math.min(...next) : undefined;
  useEffect(() => {
    if (soonest === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, soonest - Date.now()) + 500);
    return () => window.clearTimeout(timer);
  }, [soonest]);
  return { lockedUntil, pausedUntil, held: lockedUntil !== null || pausedUntil !== null };
}

/** The refusals that mean a guard holds: the forms ask for the guards again to show them. */
export const GUARD_REFUSALS: readonly string[] = ['TRANSACTION_PASSWORD_LOCKED', 'CREDENTIAL_CHANGE_PAUSE'];

/** The platform's reason for a refusal (`extensions.reason`), when it gave one. */
export function refusalReasonOf(error: unknown): string | undefined {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  const reason = Array.isArray(errors) ? (errors[0] as { extensions?: { reason?: unknown } } | undefined)?.extensions?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * After a refusal: when a guard holds (it may have started with this very attempt), asks for the
 * guards again so every notice on the screen says until when. Answers whether one did.
 */
export function useRefreshGuardsAfter(): (error: unknown) => boolean {
  const client = useApolloClient();
  return (error) => {
    const reason = refusalReasonOf(error);
    if (reason === undefined || !GUARD_REFUSALS.includes(reason)) return false;
    void client.refetchQueries({ include: [SecurityGuardsQuery] });
    return true;
  };
}
