import { Type } from '@fastify/type-provider-typebox';
import { Coin, DecimalText, Instant, Nullable, PageOf, UserName } from '../lib/route-schemas.ts';

/** What the deposit routes answer (docs/rest-api-deposit-withdrawal.md): the `data` of each success. */

/** A SHA-256 digest as 64 lower-case hex digits (a receipt picture's name). */
export const Sha256Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** How the member paid: USDT on chain, or into one of the platform's bank channels. */
export const DepositKind = Type.Union([Type.Literal('CHAIN'), Type.Literal('BANK')]);

export const DepositStatus = Type.Union([Type.Literal('PENDING_REVIEW'), Type.Literal('APPROVED'), Type.Literal('REJECTED')]);

/** The on-chain deposit terms: USDT on BNB Smart Chain to the platform's address (null while closed). */
export const ChainDepositTerms = Type.Object({
  coin: Type.Literal('USDT'),
  network: Type.Literal('BEP20'),
  address: Nullable(Type.String()),
  minAmount: DecimalText,
  multiple: Nullable(DecimalText),
});

/** What happens next with a deposit: how long its review takes, and who to ask when a channel is closed. */
export const DepositGuide = Type.Object({
  /** The review time to expect, in seconds: the demo's own approval delay in demo mode, else DEPOSIT_REVIEW_HOURS. */
  expectedReviewSeconds: Type.Integer({ minimum: 0 }),
  /** Whether deposits are approved by the platform itself (demo mode) rather than by an operator. */
  approvedAutomatically: Type.Boolean(),
  /** How members reach support (SUPPORT_CONTACT), as the operator wrote it. */
  supportContact: Type.String(),
});

/** A bank channel members can pay into, with its exchange rate and the deposit limits. */
export const DepositChannel = Type.Object({
  id: Type.String(),
  channelName: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  currency: Type.String(),
  exchangeRate: DecimalText,
  minAmount: DecimalText,
  multiple: Nullable(DecimalText),
});

/** What a bank deposit of `amount` USD costs in the channel's currency. */
export const BankDepositQuote = Type.Object({
  channelId: Type.String(),
  currency: Type.String(),
  exchangeRate: DecimalText,
  amount: DecimalText,
  localAmount: DecimalText,
});

/** A deposit as its member sees it: the chain fields are null on a bank deposit, the bank ones on a chain deposit. */
export const Deposit = Type.Object({
  id: Type.String(),
  type: DepositKind,
  coinName: Coin,
  amount: DecimalText,
  hash: Nullable(Type.String()),
  receiptNumber: Nullable(Type.String()),
  channelId: Nullable(Type.String()),
  channelName: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  exchangeRate: Nullable(DecimalText),
  localAmount: Nullable(DecimalText),
  receiptSha256: Nullable(Sha256Hex),
  status: DepositStatus,
  reason: Nullable(Type.String()),
  transactionNumber: Nullable(Type.String()),
  recordReceiptNumber: Nullable(Type.String()),
  createdAt: Instant,
  reviewedAt: Nullable(Instant),
});

export const DepositPage = PageOf(Deposit);

/** The operator's view names the member and the earlier deposit that sent the same receipt picture. */
export const OperatorDeposit = Type.Object({
  ...Deposit.properties,
  userName: UserName,
  duplicateReceiptOf: Nullable(Type.String()),
});

/** A deposit's receipt picture, as base64 (the operator API speaks JSON). */
export const DepositReceipt = Type.Object({
  sha256: Sha256Hex,
  contentType: Type.String(),
  base64: Type.String({ description: 'The bytes of the picture, base64.' }),
});

const DepositTermsInForce = Type.Object({ minAmount: DecimalText, multiple: Nullable(DecimalText) });

/** The deposit settings as an operator reads them: those in force, and the environment's beneath an admin's overrides. */
export const DepositSettings = Type.Object({ ...DepositTermsInForce.properties, environment: DepositTermsInForce });
