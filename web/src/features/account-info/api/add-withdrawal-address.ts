import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { addressMatchesType, memberText, WITHDRAWAL_ADDRESS_TYPES } from '@/lib/validation';
import { WithdrawalAddressesQuery } from './withdrawal-addresses';

/** The shape of the address for its network; the server checks checksums and token contracts. */
export const withdrawalAddressSchema = z
  .object({
    type: z.enum(WITHDRAWAL_ADDRESS_TYPES),
    address: z.string().trim().min(1, 'validation.required'),
    label: memberText(z.string().trim().max(50, 'validation.labelLength')),
  })
  .refine((v) => v.address === '' || addressMatchesType(v.type, v.address), {
    path: ['address'],
    message: 'validation.addressFormat',
  });
export type WithdrawalAddressForm = z.infer<typeof withdrawalAddressSchema>;

const AddWithdrawalAddressMutation = graphql(`
  mutation AddWithdrawalAddress($input: AddWithdrawalAddressInput!) {
    addWithdrawalAddress(input: $input) {
      id
    }
  }
`);

export function useAddWithdrawalAddress() {
  return useMutation(AddWithdrawalAddressMutation, {
    refetchQueries: [WithdrawalAddressesQuery],
    awaitRefetchQueries: true,
  });
}
