import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

const coinName = z.enum(COIN_NAMES);

export const convertConfigsAnswer = z.array(
  z.object({
    fromCoin: coinName,
    toCoin: coinName,
    rate: upstreamDecimal,
    feeRatio: upstreamDecimal,
    minAmount: upstreamDecimal,
    reviewAbove: upstreamDecimal.nullable(),
    enabled: z.boolean(),
  }),
);

export const convertQuoteAnswer = z.object({
  fromCoin: coinName,
  toCoin: coinName,
  amount: upstreamDecimal,
  rate: upstreamDecimal,
  feeRatio: upstreamDecimal,
  fee: upstreamDecimal,
  toAmount: upstreamDecimal,
  minAmount: upstreamDecimal,
  belowMinimum: z.boolean(),
  heldForReview: z.boolean(),
});

export const convertOrderSchema = z.object({
  id: upstreamId,
  fromCoin: coinName,
  toCoin: coinName,
  amount: upstreamDecimal,
  fee: upstreamDecimal,
  rate: upstreamDecimal,
  toAmount: upstreamDecimal,
  status: z.enum(['PENDING', 'SUCCESS', 'CANCELLED', 'REJECTED']),
  reason: z.string().nullable(),
  createdAt: upstreamInstant,
  updatedAt: upstreamInstant,
});

export const convertOrdersAnswer = upstreamPage(convertOrderSchema);
/** The mapper of the GraphQL `ConvertOrderPage` type. */
export type UpstreamConvertOrderPage = z.output<typeof convertOrdersAnswer>;

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api-accounts.md). */
export const CONVERT_ROUTES = {
  configs: upstreamRoute('/api/app/convert/convertConfigList', convertConfigsAnswer),
  quote: upstreamRoute('/api/app/convert/convertQuote', convertQuoteAnswer),
  convert: upstreamRoute('/api/app/convert/convert', convertOrderSchema),
  orders: upstreamRoute('/api/app/convert/convertOrderList', convertOrdersAnswer),
  cancel: upstreamRoute('/api/app/convert/cancelConvert', convertOrderSchema),
};
