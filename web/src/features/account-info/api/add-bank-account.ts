import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
import { memberText, requiredText } from '@/lib/validation';
import { BankAccountsQuery } from './bank-accounts';

/** The bank account form (add and edit); the platform applies the same rules again. */
export const bankAccountSchema = z.object({
  bankName: memberText(requiredText.max(100, 'validation.tooLong')),
  accountName: memberText(requiredText.max(100, 'validation.tooLong')),
  accountNumber: requiredText.regex(/^\d(?:[\d -]{3,38})\d$/, 'validation.accountNumber'),
});
export type BankAccountForm = z.infer<typeof bankAccountSchema>;

const AddBankAccountMutation = graphql(`
  mutation AddBankAccount($input: BankAccountInput!) {
    addBankAccount(input: $input) {
      id
    }
  }
`);

export function useAddBankAccount() {
  return useMutation(AddBankAccountMutation, { refetchQueries: [BankAccountsQuery], awaitRefetchQueries: true });
}
