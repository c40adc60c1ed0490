import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

const coinName = z.enum(COIN_NAMES);

export const transferConfigsAnswer = z.array(
  z.object({ coinName, minAmount: upstreamDecimal, feeRatio: upstreamDecimal, enabled: z.boolean() }),
);

export const transferQuoteAnswer = z.object({
  coinName,
  amount: upstreamDecimal,
  feeRatio: upstreamDecimal,
  fee: upstreamDecimal,
  received: upstreamDecimal,
  minAmount: upstreamDecimal,
  belowMinimum: z.boolean(),
  recipientUserName: z.string().optional(),
});

export const transferSchema = z.object({
  id: upstreamId,
  direction: z.enum(['IN', 'OUT']),
  coinName,
  amount: upstreamDecimal,
  fee: upstreamDecimal,
  actualAmount: upstreamDecimal,
  counterpartyUserName: z.string(),
  transactionNumber: z.string(),
  createdAt: upstreamInstant,
});

export const transferOrdersAnswer = upstreamPage(transferSchema);
/** The mapper of the GraphQL `TransferPage` type. */
export type UpstreamTransferPage = z.output<typeof transferOrdersAnswer>;

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api-accounts.md, makeOver). */
export const TRANSFER_ROUTES = {
  configs: upstreamRoute('/api/app/makeOver/makeOverConfigList', transferConfigsAnswer),
  quote: upstreamRoute('/api/app/makeOver/makeOverQuote', transferQuoteAnswer),
  transfer: upstreamRoute('/api/app/makeOver/makeOver', transferSchema),
  orders: upstreamRoute('/api/app/makeOver/makeOverOrderList', transferOrdersAnswer),
};
