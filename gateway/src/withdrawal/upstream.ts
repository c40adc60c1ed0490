import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { COIN_NAMES, WITHDRAWAL_ADDRESS_TYPES, upstreamDay, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

const coinName = z.enum(COIN_NAMES);
const kind = z.enum(['CHAIN', 'BANK']);
const feeType = z.enum(['FIXED', 'RATIO']);

export const withdrawalConfigSchema = z.object({
  type: kind,
  coinName,
  feeType,
  fee: upstreamDecimal,
  minAmount: upstreamDecimal,
  maxAmount: upstreamDecimal,
  multiple: upstreamDecimal.nullable(),
  dailyLimit: z.number().int(),
  approvalText: z.string(),
});
export const withdrawalConfigsAnswer = z.array(withdrawalConfigSchema);
/** The mapper of the GraphQL `WithdrawalConfig` type. */
export type UpstreamWithdrawalConfig = z.output<typeof withdrawalConfigSchema>;

export const withdrawalQuoteAnswer = z.object({
  coinName,
  available: upstreamDecimal,
  feeType,
  feeValue: upstreamDecimal,
  amount: upstreamDecimal.nullable(),
  fee: upstreamDecimal.nullable(),
  actualAmount: upstreamDecimal.nullable(),
  dailyLimit: z.number().int(),
  usedToday: z.number().int().nonnegative(),
  quotaFree: z.boolean(),
  quotaResetsAt: upstreamInstant,
  approvalDate: upstreamDay,
});

export const withdrawalSchema = z.object({
  id: upstreamId,
  type: kind,
  coinName,
  amount: upstreamDecimal,
  fee: upstreamDecimal,
  actualAmount: upstreamDecimal,
  addressId: z.string().nullable(),
  addressType: z.enum(WITHDRAWAL_ADDRESS_TYPES).nullable(),
  address: z.string().nullable(),
  bankAccountId: z.string().nullable(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  status: z.enum(['PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING', 'SUCCESS', 'REJECTED', 'FAILED', 'CANCELLED', 'NOT_RECEIVED']),
  reason: z.string().nullable(),
  payoutHash: z.string().nullable(),
  approvalDate: upstreamDay,
  createdAt: upstreamInstant,
  updatedAt: upstreamInstant,
});
/** The mapper of the GraphQL `Withdrawal` type. */
export type UpstreamWithdrawal = z.output<typeof withdrawalSchema>;

export const withdrawalsAnswer = upstreamPage(withdrawalSchema);
/** The mapper of the GraphQL `WithdrawalPage` type. */
export type UpstreamWithdrawalPage = z.output<typeof withdrawalsAnswer>;

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api-deposit-withdrawal.md). */
export const WITHDRAWAL_ROUTES = {
  orders: upstreamRoute('/api/app/withdrawal/withdrawalOrderList', withdrawalsAnswer),
  chainOrders: upstreamRoute('/api/app/withdrawal/bscWithdrawalOrderList', withdrawalsAnswer),
  bankOrders: upstreamRoute('/api/app/withdrawal/withdrawalBankOrderList', withdrawalsAnswer),
  configs: upstreamRoute('/api/app/withdrawal/configList', withdrawalConfigsAnswer),
  quote: upstreamRoute('/api/app/withdrawal/withdrawalInfo', withdrawalQuoteAnswer),
  onChain: upstreamRoute('/api/app/withdrawal/bscWithdrawal', withdrawalSchema),
  toBank: upstreamRoute('/api/app/withdrawal/withdrawal', withdrawalSchema),
  cancel: upstreamRoute('/api/app/withdrawal/cancelWithdrawal', withdrawalSchema),
  reportNotReceived: upstreamRoute('/api/app/withdrawal/reportNotReceived', withdrawalSchema),
};
