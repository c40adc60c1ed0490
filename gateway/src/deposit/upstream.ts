import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

export const depositChainConfigAnswer = z.object({
  coin: z.string(),
  // On-chain deposits are USDT on BNB Smart Chain only.
  network: z.literal('BEP20'),
  address: z.string().nullable(),
  minAmount: upstreamDecimal,
  multiple: upstreamDecimal.nullable(),
});

export const depositGuideAnswer = z.object({
  expectedReviewSeconds: z.number().int().min(0),
  approvedAutomatically: z.boolean(),
  supportContact: z.string(),
});

export const depositChannelsAnswer = z.array(
  z.object({
    id: upstreamId,
    channelName: z.string(),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    currency: z.string(),
    exchangeRate: upstreamDecimal,
    minAmount: upstreamDecimal,
    multiple: upstreamDecimal.nullable(),
  }),
);

export const bankDepositQuoteAnswer = z.object({
  channelId: upstreamId,
  currency: z.string(),
  exchangeRate: upstreamDecimal,
  amount: upstreamDecimal,
  localAmount: upstreamDecimal,
});

export const depositSchema = z.object({
  id: upstreamId,
  type: z.enum(['CHAIN', 'BANK']),
  coinName: z.enum(COIN_NAMES),
  amount: upstreamDecimal,
  hash: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  bankName: z.string().nullable(),
  currency: z.string().nullable(),
  exchangeRate: upstreamDecimal.nullable(),
  localAmount: upstreamDecimal.nullable(),
  receiptSha256: z.string().nullable(),
  status: z.enum(['PENDING_REVIEW', 'APPROVED', 'REJECTED']),
  reason: z.string().nullable(),
  transactionNumber: z.string().nullable(),
  recordReceiptNumber: z.string().nullable(),
  createdAt: upstreamInstant,
  reviewedAt: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `Deposit` type. */
export type UpstreamDeposit = z.output<typeof depositSchema>;

export const depositsAnswer = upstreamPage(depositSchema);
/** The mapper of the GraphQL `DepositPage` type. */
export type UpstreamDepositPage = z.output<typeof depositsAnswer>;

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api-deposit-withdrawal.md). */
export const DEPOSIT_ROUTES = {
  orders: upstreamRoute('/api/app/deposit/depositRecordList', depositsAnswer),
  chainOrders: upstreamRoute('/api/app/deposit/bscDepositRecordList', depositsAnswer),
  bankOrders: upstreamRoute('/api/app/deposit/depositBankOrderList', depositsAnswer),
  depositUsdt: upstreamRoute('/api/app/deposit/deposit', depositSchema),
  /** multipart/form-data: the envelope in the field `data`, the picture in `receipt`. */
  depositBank: upstreamRoute('/api/app/deposit/bankDeposit', depositSchema),
  chainConfig: upstreamRoute('/api/app/deposit/depositConfig', depositChainConfigAnswer),
  channels: upstreamRoute('/api/app/deposit/depositBankConfigList', depositChannelsAnswer),
  guide: upstreamRoute('/api/app/deposit/depositGuide', depositGuideAnswer),
  bankQuote: upstreamRoute('/api/app/deposit/bankDepositQuote', bankDepositQuoteAnswer),
};
