// The account freeze (docs/security.md, "Freeze"): its state, freezing from settings, and the
// public freeze link of a new-device notice.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { useRequestMutation } from '@/lib/use-graphql-request';

export const AccountFreezeQuery = graphql(`
  query AccountFreeze {
    accountFreeze {
      frozen
      frozenAt
      source
    }
  }
`);

const FreezeAccountMutation = graphql(`
  mutation FreezeAccount {
    freezeAccount {
      frozen
      frozenAt
      source
    }
  }
`);

const FreezeAccountByLinkMutation = graphql(`
  mutation FreezeAccountByLink($token: String!) {
    freezeAccountByLink(token: $token)
  }
`);

export function useAccountFreeze() {
  return useQuery(AccountFreezeQuery, { fetchPolicy: 'cache-and-network' });
}

/** Freezes at once; the answer replaces the cached state, so the banner shows without a reload. */
export function useFreezeAccount() {
  return useMutation(FreezeAccountMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: AccountFreezeQuery, data: { accountFreeze: data.freezeAccount } });
    },
  });
}

/**
 * The link's page is public: it runs before (or without) the signed-in shell that provides Apollo
 * Client, so it calls the gateway the way the sign-in screens do.
 */
export function useFreezeAccountByLink() {
  return useRequestMutation(FreezeAccountByLinkMutation);
}
