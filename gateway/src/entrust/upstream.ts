import { z } from 'zod';
import { upstreamDecimal } from '../upstream/parsers.ts';

/** The platform paths of this domain (SPEC §2: /api/app/trusteeship). The answers are the package shapes of upstream/packages.ts. */
export const ENTRUST_PATHS = {
  plans: '/api/app/trusteeship/matchingList',
  packages: '/api/app/trusteeship/buyMatchingList',
  buy: '/api/app/trusteeship/buyMatching',
  upgradeOptions: '/api/app/trusteeship/upgradeOptions',
  upgrade: '/api/app/trusteeship/upgradeMatching',
  redeemQuote: '/api/app/trusteeship/redeemFee',
  redeem: '/api/app/trusteeship/redeem',
  autoAdd: '/api/app/trusteeship/updateAutoAddWarehouseStatus',
  totals: '/api/app/trusteeship/totalBuyMatchingAmount',
} as const;

export const entrustTotalsAnswer = z.object({ activeCount: z.number().int().nonnegative(), totalAmount: upstreamDecimal, totalProfit: upstreamDecimal });
