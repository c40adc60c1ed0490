import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

export const BankAccountsQuery = graphql(`
  query BankAccounts {
    bankAccounts {
      id
      bankName
      accountName
      accountNumber
      createdAt
      updatedAt
    }
  }
`);

export function useBankAccounts() {
  return useQuery(BankAccountsQuery, { fetchPolicy: 'cache-and-network' });
}
