import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';

export const InsuranceCoverQuery = graphql(`
  query InsuranceCover($id: ID!) {
    insuranceCover(id: $id) {
      packageId
      insured
      premiumAmount
      coinName
      claimPayout
      claimPayoutCoinName
      maxRounds
      paidRounds
      remainingRounds
      canPay
      refusal
      currentRound {
        premiumId
        round
        ordersUsed
        orders {
          tradeOrder
          placed
          day
          profit
          claimStatus
        }
      }
    }
  }
`);

export function useInsuranceCover(id: string | undefined) {
  return useQuery(InsuranceCoverQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
}

export const PREMIUM_PAGE_SIZE = 10;

export const PremiumsQuery = graphql(`
  query Premiums($filter: PremiumFilter, $page: PageInput) {
    premiums(filter: $filter, page: $page) {
      items {
        id
        packageId
        packageName
        round
        amount
        coinName
        paidBy
        status
        ordersUsed
        insured
        createdAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
    premiumTotals {
      totalAmount
      count
    }
  }
`);

export function usePremiums(pageNum: number) {
  return useQuery(PremiumsQuery, { variables: { page: { pageNum, pageSize: PREMIUM_PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
}

const PayPremiumMutation = graphql(`
  mutation PayPremium($id: ID!, $input: PayPremiumInput!) {
    payPremium(id: $id, input: $input) {
      id
      round
      amount
    }
  }
`);

export function usePayPremium() {
  return useMutation(PayPremiumMutation, { refetchQueries: [InsuranceCoverQuery, PremiumsQuery, BalancesQuery], awaitRefetchQueries: true });
}
