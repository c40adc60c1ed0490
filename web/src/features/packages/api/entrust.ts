import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';

export const EntrustPlansQuery = graphql(`
  query EntrustPlans {
    entrustPlans {
      id
      name
      amount
      coinName
      profitCoinName
      contractDays
      dailyProfitRatio
      termProfit
      maxPurchaseCount
      purchasedCount
      redeemFeeRatio
    }
  }
`);

export const EntrustPackagesQuery = graphql(`
  query EntrustPackages($filter: EntrustPackageFilter, $page: PageInput) {
    entrustPackages(filter: $filter, page: $page) {
      items {
        id
        planId
        name
        origin
        coinName
        profitCoinName
        amount
        principal
        dailyProfitRatio
        contractDays
        startDate
        expiryDate
        expiresAt
        redeemUntil
        renewals
        autoAdd
        state
        totalProfit
        compoundedProfit
        creditedProfit
        nextProfitAt
        nextProfitAmount
        contractDaysElapsed
        projection {
          days
          simpleProfit
          compoundProfit
          compoundPrincipal
        }
        createdAt
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
    entrustTotals {
      activeCount
      totalAmount
      totalProfit
    }
  }
`);

export function useEntrustPlans() {
  return useQuery(EntrustPlansQuery, { fetchPolicy: 'cache-and-network' });
}

export function useEntrustPackages() {
  return useQuery(EntrustPackagesQuery, { variables: { filter: { status: 'ACTIVE' }, page: { pageNum: 1, pageSize: 20 } }, fetchPolicy: 'cache-and-network' });
}

export const EntrustRedeemQuoteQuery = graphql(`
  query EntrustRedeemQuote($id: ID!) {
    entrustRedeemQuote(id: $id) {
      packageId
      state
      redeemable
      principal
      redeemFeeRatio
      redeemFee
      netAmount
      coinName
      redeemableFrom
    }
  }
`);

export function useEntrustRedeemQuote(id: string) {
  return useQuery(EntrustRedeemQuoteQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

const EntrustUpgradeOptionsQuery = graphql(`
  query EntrustUpgradeOptions($id: ID!) {
    entrustUpgradeOptions(id: $id) {
      planId
      name
      amount
      coinName
      cost
    }
  }
`);

/** The plans the package may be upgraded to now, each with its cost (the platform decides). */
export function useEntrustUpgradeOptions(id: string) {
  return useQuery(EntrustUpgradeOptionsQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

const refetch = () => ({ refetchQueries: [EntrustPackagesQuery, EntrustPlansQuery, BalancesQuery], awaitRefetchQueries: true });

const BuyEntrustPackageMutation = graphql(`
  mutation BuyEntrustPackage($input: BuyEntrustPackageInput!) {
    buyEntrustPackage(input: $input) {
      id
      name
      nextProfitAt
    }
  }
`);

export function useBuyEntrustPackage() {
  return useMutation(BuyEntrustPackageMutation, refetch());
}

const UpgradeEntrustPackageMutation = graphql(`
  mutation UpgradeEntrustPackage($id: ID!, $input: UpgradeEntrustPackageInput!) {
    upgradeEntrustPackage(id: $id, input: $input) {
      id
      amount
    }
  }
`);

export function useUpgradeEntrustPackage() {
  return useMutation(UpgradeEntrustPackageMutation, refetch());
}

const RedeemEntrustPackageMutation = graphql(`
  mutation RedeemEntrustPackage($id: ID!, $input: RedeemEntrustPackageInput!) {
    redeemEntrustPackage(id: $id, input: $input) {
      redeemFee
      netAmount
      package {
        id
        state
      }
    }
  }
`);

export function useRedeemEntrustPackage() {
  return useMutation(RedeemEntrustPackageMutation, refetch());
}

const SetEntrustPackageAutoAddMutation = graphql(`
  mutation SetEntrustPackageAutoAdd($id: ID!, $input: SetEntrustPackageAutoAddInput!) {
    setEntrustPackageAutoAdd(id: $id, input: $input) {
      id
      autoAdd
    }
  }
`);

export function useSetEntrustPackageAutoAdd() {
  return useMutation(SetEntrustPackageAutoAddMutation);
}
