import { useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';

const WithdrawalBankAccountsQuery = graphql(`
  query WithdrawalBankAccounts {
    bankAccounts {
      id
      bankName
      accountName
      accountNumber
    }
  }
`);

/** The member's bank accounts, the destinations of a bank withdrawal. */
export function useWithdrawalBankAccounts() {
  return useQuery(WithdrawalBankAccountsQuery, { fetchPolicy: 'cache-and-network' });
}
