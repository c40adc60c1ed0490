import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Day, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the withdrawal routes answer (docs/rest-api-deposit-withdrawal.md): the `data` of each success. */

/** Where the money goes: a bound wallet address, or one of the member's bank accounts. */
export const WithdrawalKind = OneOf(['CHAIN', 'BANK'] as const);

export const WithdrawalStatus = Type.Union(
  (['PENDING_REVIEW', 'APPROVED', 'PAYABLE', 'WITHDRAWING', 'SUCCESS', 'REJECTED', 'FAILED', 'CANCELLED', 'NOT_RECEIVED'] as const).map((s) => Type.Literal(s)),
);

/** A fixed fee per withdrawal, or a ratio of the amount. */
export const WithdrawalFeeType = OneOf(['FIXED', 'RATIO'] as const);

/** The chains of bound wallet addresses. */
const ADDRESS_TYPES = ['BEP20', 'TRC20', 'ERC20'] as const;

/** The rules of one withdrawal kind, with the T+1 note in the member's language. */
export const WithdrawalTerms = Type.Object({
  type: WithdrawalKind,
  coinName: Coin,
  feeType: WithdrawalFeeType,
  fee: DecimalText,
  minAmount: DecimalText,
  maxAmount: DecimalText,
  multiple: Nullable(DecimalText),
  dailyLimit: Type.Integer({ minimum: 0 }),
  approvalText: Type.String(),
});

/** What the confirm screen shows: the balance, the day's quota and, for an amount, its fee and net (null without one). */
export const WithdrawalQuote = Type.Object({
  coinName: Coin,
  available: DecimalText,
  feeType: WithdrawalFeeType,
  feeValue: DecimalText,
  amount: Nullable(DecimalText),
  fee: Nullable(DecimalText),
  actualAmount: Nullable(DecimalText),
  dailyLimit: Type.Integer({ minimum: 0 }),
  usedToday: Type.Integer({ minimum: 0 }),
  quotaFree: Type.Boolean(),
  quotaResetsAt: Instant,
  approvalDate: Day,
});

/** A withdrawal as its member sees it: the address fields are null on a bank withdrawal, the bank ones on a chain withdrawal. */
export const Withdrawal = Type.Object({
  id: Type.String(),
  type: WithdrawalKind,
  coinName: Coin,
  amount: DecimalText,
  fee: DecimalText,
  actualAmount: DecimalText,
  addressId: Nullable(Type.String()),
  addressType: Nullable(OneOf(ADDRESS_TYPES)),
  address: Nullable(Type.String()),
  bankAccountId: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  accountName: Nullable(Type.String()),
  accountNumber: Nullable(Type.String()),
  status: WithdrawalStatus,
  reason: Nullable(Type.String()),
  payoutHash: Nullable(Type.String()),
  approvalDate: Day,
  createdAt: Instant,
  updatedAt: Instant,
});

export const WithdrawalPage = PageOf(Withdrawal);

/** The operator's view names the member. */
export const OperatorWithdrawal = Type.Object({
  ...Withdrawal.properties,
  userName: UserName,
  memberId: Type.String(),
});

const WithdrawalTermsInForce = Type.Object({
  feeType: OneOf(['FIXED', 'RATIO'] as const),
  /** FIXED: the fee per withdrawal; RATIO: the fraction of the amount. */
  feeValue: DecimalText,
  minAmount: DecimalText,
  maxAmount: DecimalText,
  multiple: Nullable(DecimalText),
});

/** The withdrawal settings as an operator reads them: those in force, and the environment's beneath an admin's overrides. */
export const WithdrawalSettings = Type.Object({ ...WithdrawalTermsInForce.properties, environment: WithdrawalTermsInForce });
