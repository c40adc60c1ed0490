import { useMutation } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

// The form reuses `withdrawalAddressSchema` (add-withdrawal-address.ts) with the type fixed:
// the same shape check for the address's network, the same label length.

const UpdateWithdrawalAddressMutation = graphql(`
  mutation UpdateWithdrawalAddress($id: ID!, $input: UpdateWithdrawalAddressInput!) {
    updateWithdrawalAddress(id: $id, input: $input) {
      id
      network
      address
      label
      usableFrom
      usable
      createdAt
    }
  }
`);

/**
 * Changes an address and/or its label. The answer carries the address's id, so Apollo's
 * normalized cache updates the listed row (new address, new `usableFrom`) without a refetch.
 */
export function useUpdateWithdrawalAddress() {
  return useMutation(UpdateWithdrawalAddressMutation);
}
