import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/generated/gql';
import { BalancesQuery } from '@/lib/balances';

export const InsurancePlansQuery = graphql(`
  query InsurancePlans {
    insurancePlans {
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
      premiumRatio
      premiumRounds
      claimPayoutRatio
    }
  }
`);

export const InsurancePackagesQuery = graphql(`
  query InsurancePackages($filter: InsurancePackageFilter, $page: PageInput) {
    insurancePackages(filter: $filter, page: $page) {
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
        unlockDate
        unlockAt
        autoAdd
        state
        totalProfit
        compoundedProfit
        creditedProfit
        nextProfitAt
        nextProfitAmount
        contractDaysElapsed
        refillAmount
        projection {
          days
          simpleProfit
          compoundProfit
          compoundPrincipal
        }
        createdAt
        redeemedAt
        claimableOrders
      }
      pageInfo {
        pageNum
        pageSize
        total
        hasNextPage
      }
    }
  }
`);

export const PACKAGE_PAGE_SIZE = 20;

export function useInsurancePlans() {
  return useQuery(InsurancePlansQuery, { fetchPolicy: 'cache-and-network' });
}

export function useInsurancePackages(status: 'ACTIVE' | 'TERMINATED' = 'ACTIVE') {
  return useQuery(InsurancePackagesQuery, {
    variables: { filter: { status }, page: { pageNum: 1, pageSize: PACKAGE_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
}

export const InsuranceRedeemQuoteQuery = graphql(`
  query InsuranceRedeemQuote($id: ID!) {
    insuranceRedeemQuote(id: $id) {
      packageId
      state
      redeemable
      principal
      redeemFeeRatio
      redeemFee
      netAmount
      coinName
      redeemableFrom
      closesTransfers
    }
  }
`);

export function useInsuranceRedeemQuote(id: string) {
  return useQuery(InsuranceRedeemQuoteQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

const InsuranceUpgradeOptionsQuery = graphql(`
  query InsuranceUpgradeOptions($id: ID!) {
    insuranceUpgradeOptions(id: $id) {
      planId
      name
      amount
      coinName
      cost
    }
  }
`);

/** The plans the package may be upgraded to now, each with its cost (the platform decides). */
export function useInsuranceUpgradeOptions(id: string) {
  return useQuery(InsuranceUpgradeOptionsQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

const refetch = () => ({ refetchQueries: [InsurancePackagesQuery, InsurancePlansQuery, BalancesQuery], awaitRefetchQueries: true });

const BuyInsurancePackageMutation = graphql(`
  mutation BuyInsurancePackage($input: BuyInsurancePackageInput!) {
    buyInsurancePackage(input: $input) {
      id
      name
      nextProfitAt
      state
      unlockAt
    }
  }
`);

export function useBuyInsurancePackage() {
  return useMutation(BuyInsurancePackageMutation, refetch());
}

const UpgradeInsurancePackageMutation = graphql(`
  mutation UpgradeInsurancePackage($id: ID!, $input: UpgradeInsurancePackageInput!) {
    upgradeInsurancePackage(id: $id, input: $input) {
      id
      name
      amount
    }
  }
`);

export function useUpgradeInsurancePackage() {
  return useMutation(UpgradeInsurancePackageMutation, refetch());
}

const RefillInsurancePackageMutation = graphql(`
  mutation RefillInsurancePackage($id: ID!, $input: RefillInsurancePackageInput!) {
    refillInsurancePackage(id: $id, input: $input) {
      id
      principal
    }
  }
`);

export function useRefillInsurancePackage() {
  return useMutation(RefillInsurancePackageMutation, refetch());
}

const RedeemInsurancePackageMutation = graphql(`
  mutation RedeemInsurancePackage($id: ID!, $input: RedeemInsurancePackageInput!) {
    redeemInsurancePackage(id: $id, input: $input) {
      redeemFee
      netAmount
      transfersReopenAt
      package {
        id
        state
      }
    }
  }
`);

export function useRedeemInsurancePackage() {
  return useMutation(RedeemInsurancePackageMutation, refetch());
}

const SetInsurancePackageAutoAddMutation = graphql(`
  mutation SetInsurancePackageAutoAdd($id: ID!, $input: SetInsurancePackageAutoAddInput!) {
    setInsurancePackageAutoAdd(id: $id, input: $input) {
      id
      autoAdd
    }
  }
`);

export function useSetInsurancePackageAutoAdd() {
  return useMutation(SetInsurancePackageAutoAddMutation);
}

export const InsuranceAutoAddEnabledQuery = graphql(`
  query InsuranceAutoAddEnabled {
    insuranceAutoAddEnabled
  }
`);

export function useInsuranceAutoAddEnabled() {
  return useQuery(InsuranceAutoAddEnabledQuery, { fetchPolicy: 'cache-and-network' });
}

const SetInsuranceAutoAddSettingMutation = graphql(`
  mutation SetInsuranceAutoAddSetting($input: SetInsuranceAutoAddSettingInput!) {
    setInsuranceAutoAddSetting(input: $input) {
      enabled
      packagesUpdated
    }
  }
`);

/** The member-wide switch changes every held package too: the packages and the setting are read again. */
export function useSetInsuranceAutoAddSetting() {
  return useMutation(SetInsuranceAutoAddSettingMutation, {
    refetchQueries: [InsurancePackagesQuery, InsuranceAutoAddEnabledQuery],
    awaitRefetchQueries: true,
  });
}
