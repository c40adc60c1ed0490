// One insured package, as the insurance screens (the premium, the claim) are given it.
import type { InsurancePackagesQuery } from '@/generated/graphql';

export const INSURED_PACKAGE_PAGE: InsurancePackagesQuery = {
  insurancePackages: {
    __typename: 'InsurancePackagePage',
    items: [
      {
        __typename: 'InsurancePackage',
        id: 'pkg-1',
        planId: 'plan-100',
        name: 'Insurance 100',
        origin: 'PURCHASE',
        coinName: 'INSURANCE_POINT',
        profitCoinName: 'BONUS_POINT',
        amount: '100',
        principal: '100',
        dailyProfitRatio: '0.005',
        contractDays: 30,
        startDate: '2026-11-20',
        unlockDate: '2026-12-20',
        unlockAt: '2026-12-20T00:00:00Z',
        autoAdd: false,
        state: 'LOCKED',
        totalProfit: '0',
        compoundedProfit: '0',
        creditedProfit: '0',
        nextProfitAt: null,
        nextProfitAmount: null,
        contractDaysElapsed: 0,
        refillAmount: '0',
        createdAt: '2026-11-20T00:00:00Z',
        redeemedAt: null,
        claimableOrders: 1,
        projection: { __typename: 'PackageProjection', days: 29, simpleProfit: '14.5', compoundProfit: '15.56', compoundPrincipal: '115.56' },
      },
    ],
    pageInfo: { __typename: 'PageInfo', pageNum: 1, pageSize: 10, total: 1, hasNextPage: false },
  },
};
