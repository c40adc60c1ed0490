// What holds the member's money back now (the gateway's `securityGuards`, docs/security.md):
// the lock after five wrong transaction passwords and the pause after a password change. Read
// by the money forms to say when they reopen; asked afresh, since either can start at any time.
import { useApolloClient, useQuery } from '@apollo/client/react';
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
