// The withdrawal whitelist (docs/security.md, "Withdrawal whitelist").
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const WithdrawalWhitelistQuery = graphql(`
  query WithdrawalWhitelist {
    withdrawalWhitelist {
      on
      offAt
      addresses {
        id
        network
        address
        label
        whitelisted
        whitelistedFrom
      }
    }
  }
`);

const SetWithdrawalWhitelistModeMutation = graphql(`
  mutation SetWithdrawalWhitelistMode($on: Boolean!) {
    setWithdrawalWhitelistMode(on: $on) {
      on
      offAt
      addresses {
        id
        network
        address
        label
        whitelisted
        whitelistedFrom
      }
    }
  }
`);

const SetAddressWhitelistedMutation = graphql(`
  mutation SetAddressWhitelisted($id: ID!, $listed: Boolean!) {
    setAddressWhitelisted(id: $id, listed: $listed) {
      on
      offAt
      addresses {
        id
        network
        address
        label
        whitelisted
        whitelistedFrom
      }
    }
  }
`);

export function useWithdrawalWhitelist() {
  return useQuery(WithdrawalWhitelistQuery, { fetchPolicy: 'cache-and-network' });
}

/** Each answer is the whole whitelist: it replaces the cached one. */
export function useSetWhitelistMode() {
  return useMutation(SetWithdrawalWhitelistModeMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WithdrawalWhitelistQuery, data: { withdrawalWhitelist: data.setWithdrawalWhitelistMode } });
    },
  });
}

export function useSetAddressWhitelisted() {
  return useMutation(SetAddressWhitelistedMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WithdrawalWhitelistQuery, data: { withdrawalWhitelist: data.setAddressWhitelisted } });
    },
  });
}
