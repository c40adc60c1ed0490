import { z } from 'zod';
import { COIN_NAMES, WITHDRAWAL_ADDRESS_TYPES, upstreamDay, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform paths of this domain (docs/rest-api-deposit-withdrawal.md). */
export const WITHDRAWAL_PATHS = {
  configs: '/api/app/withdrawal/configList',
  quote: '/api/app/withdrawal/withdrawalInfo',
  onChain: '/api/app/withdrawal/bscWithdrawal',
  toBank: '/api/app/withdrawal/withdrawal',
  cancel: '/api/app/withdrawal/cancelWithdrawal',
  reportNotReceived: '/api/app/withdrawal/reportNotReceived',
  orders: '/api/app/withdrawal/withdrawalOrderList',
  chainOrders: '/api/app/withdrawal/bscWithdrawalOrderList',
  bankOrders: '/api/app/withdrawal/withdrawalBankOrderList',
} as const;

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
