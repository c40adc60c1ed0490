import { upstreamRoute } from '../upstream/route.ts';
import { packageSchema, packagesAnswer, plansAnswer, redeemQuoteAnswer, redemptionAnswer, upgradeOptionsAnswer } from '../upstream/packages.ts';
import { z } from 'zod';
import { upstreamDecimal } from '../upstream/parsers.ts';

export const entrustTotalsAnswer = z.object({ activeCount: z.number().int().nonnegative(), totalAmount: upstreamDecimal, totalProfit: upstreamDecimal });

/** The platform paths of this domain, each with the parser of its answer (SPEC §2: /api/app/trusteeship). The answers are the package shapes of upstream/packages.ts. */
export const ENTRUST_ROUTES = {
  plans: upstreamRoute('/api/app/trusteeship/matchingList', plansAnswer),
  packages: upstreamRoute('/api/app/trusteeship/buyMatchingList', packagesAnswer),
  buy: upstreamRoute('/api/app/trusteeship/buyMatching', packageSchema),
  upgradeOptions: upstreamRoute('/api/app/trusteeship/upgradeOptions', upgradeOptionsAnswer),
  upgrade: upstreamRoute('/api/app/trusteeship/upgradeMatching', packageSchema),
  redeemQuote: upstreamRoute('/api/app/trusteeship/redeemFee', redeemQuoteAnswer),
  redeem: upstreamRoute('/api/app/trusteeship/redeem', redemptionAnswer),
  autoAdd: upstreamRoute('/api/app/trusteeship/updateAutoAddWarehouseStatus', packageSchema),
  totals: upstreamRoute('/api/app/trusteeship/totalBuyMatchingAmount', entrustTotalsAnswer),
};
