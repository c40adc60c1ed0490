/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Activate a held PIN code. Refusals: `PIN_CODE_NOT_FOUND`, `PIN_CODE_NOT_HELD` (passed on),
 * `PIN_CODE_USED`, `PACKAGE_UNAVAILABLE` (the plan was taken off sale).
 */
export type ActivatePinCodeInput = {
  /**
   * The member to open the package for: the member themself when absent, else a member of their
   * own downline (user name or user id). Refusals: `MEMBER_NOT_FOUND`, `NOT_IN_DOWNLINE`.
   */
  forUserName?: string | null | undefined;
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/**
 * Commit to a catalogue package. Refusals: `PACKAGE_UNAVAILABLE`, `COMMITMENT_ALREADY_PENDING`
 * (an application for it waits for review), `INSUFFICIENT_BALANCE` (nothing moves).
 */
export type AddCommitmentInput = {
  /** The catalogue package (`CommitmentPlan.id`). */
  planId: string | number;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
};

/**
 * A new withdrawal address. Refusals (`SERVER_MESSAGE` with `reason`): `ADDRESS_INVALID`,
 * `ADDRESS_CHECKSUM_INVALID`, `ADDRESS_IS_CONTRACT` (a token contract), `ADDRESS_LABEL_INVALID`,
 * `WITHDRAWAL_ADDRESS_DUPLICATE`, `WITHDRAWAL_ADDRESS_LIMIT` (at most 10).
 */
export type AddWithdrawalAddressInput = {
  /** The address. A mixed-case EVM address must carry a valid EIP-55 checksum. */
  address: string;
  /** An optional label, at most 50 characters. */
  label?: string | null | undefined;
  /** The network. Required (optional in the schema for one release, while `type` is deprecated). */
  network?: ChainNetwork | null | undefined;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
  /**
   * The member's transaction password: a new address is where money can go. Refusals:
   * `WRONG_TRANSACTION_PASSWORD`, `TRANSACTION_PASSWORD_LOCKED`, `CREDENTIAL_CHANGE_PAUSE`.
   */
  transactionPassword: string;
  /**
   * The network.
   * @deprecated Use `network`.
   */
  type?: ChainNetwork | null | undefined;
};

/**
 * Appeal a trade (once, by either member): both sides are frozen for an operator's decision.
 * Refusals: `OTC_TRADE_NOT_FOUND`, `OTC_APPEAL_EXISTS`, `OTC_APPEAL_FUNDS_SPENT` (a side was
 * already spent; nothing is frozen).
 */
export type AppealOtcTradeInput = {
  /** Why, 1–500 characters. */
  reason: string;
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** Where the movement of a credit record stands. */
export type AssetRecordStatus =
  /** Approved by an operator. */
  | 'APPROVED'
  /** Cancelled by the member. */
  | 'CANCELLED'
  /** The payout failed. */
  | 'FAILED'
  /** Paid out, but reported as not received. */
  | 'NOT_RECEIVED'
  /** A withdrawal ready to be paid. */
  | 'PAYABLE'
  /** Waiting (a convert held for an operator's review). */
  | 'PENDING'
  /** Waiting for an operator's review (deposits, withdrawals). */
  | 'PENDING_REVIEW'
  /** Rejected by an operator. */
  | 'REJECTED'
  /** Done. */
  | 'SUCCESS'
  /** A withdrawal being paid out. */
  | 'WITHDRAWING';

/**
 * The kind of a credit record (SPEC §3). `recordTypes` gives each one's name in the request's
 * language. New kinds are added as new values.
 */
export type AssetRecordType =
  /** Add. */
  | 'ADD'
  /** Adjust in. */
  | 'ADJUST_IN'
  /** Adjust out. */
  | 'ADJUST_OUT'
  /** Claim. */
  | 'CLAIM'
  /** Compound. */
  | 'COMPOUND'
  /** Convert. */
  | 'CONVERT'
  /** Convert fee. */
  | 'CONVERT_FEE'
  /** Deposit. */
  | 'DEPOSIT'
  /** Entrust overriding bonus. */
  | 'ENTRUST_OVERRIDING_BONUS'
  /** Entrust par bonus. */
  | 'ENTRUST_PAR_BONUS'
  /** Entrust profit. */
  | 'ENTRUST_PROFIT'
  /** Fee. */
  | 'FEE'
  /** Fine. */
  | 'FINE'
  /** Game transfer in. */
  | 'GAME_TRANSFER_IN'
  /** Game transfer out. */
  | 'GAME_TRANSFER_OUT'
  /** Gas fee. */
  | 'GAS_FEE'
  /** Insurance overriding bonus. */
  | 'INSURANCE_OVERRIDING_BONUS'
  /** Insurance par bonus. */
  | 'INSURANCE_PAR_BONUS'
  /** Daily profit of an insurance package, paid out (auto add off). */
  | 'INSURANCE_PROFIT'
  /** Issue premium. */
  | 'ISSUE_PREMIUM'
  /** Jackpot entry: tickets bought in a jackpot round, paid into its pool (docs/jackpot.md). */
  | 'JACKPOT_ENTRY'
  /** Jackpot profit. */
  | 'JACKPOT_PROFIT'
  /** Level bonus: a share of a package purchase 2 to 4 levels down the line (docs/team.md). */
  | 'LEVEL_BONUS'
  /** OTC buy. */
  | 'OTC_BUY'
  /** OTC fee. */
  | 'OTC_FEE'
  /** OTC sell. */
  | 'OTC_SELL'
  /** Personal rebate. */
  | 'PERSONAL_REBATE'
  /** PIN activate. */
  | 'PIN_ACTIVATE'
  /** PIN purchase. */
  | 'PIN_PURCHASE'
  /** PIN transfer. */
  | 'PIN_TRANSFER'
  /** Premium. */
  | 'PREMIUM'
  /** Profit sharing. */
  | 'PROFIT_SHARING'
  /** Purchase. */
  | 'PURCHASE'
  /** Recall premium. */
  | 'RECALL_PREMIUM'
  /** Redeem. */
  | 'REDEEM'
  /** Redeem fee. */
  | 'REDEEM_FEE'
  /** Referral overriding bonus. */
  | 'REFERRAL_OVERRIDING_BONUS'
  /** Referral par bonus. */
  | 'REFERRAL_PAR_BONUS'
  /** Refill. */
  | 'REFILL'
  /** Special package. */
  | 'SPECIAL_PACKAGE'
  /** Sponsor bonus: a share of a direct referral's package purchase (docs/team.md). */
  | 'SPONSOR_BONUS'
  /** Team rebate. */
  | 'TEAM_REBATE'
  /** Transfer. */
  | 'TRANSFER'
  /** Trial package. */
  | 'TRIAL_PACKAGE'
  /** Upgrade. */
  | 'UPGRADE'
  /** Withdraw. */
  | 'WITHDRAW'
  /** Withdrawal fee. */
  | 'WITHDRAWAL_FEE';

/**
 * A bank account of the member. The platform trims each field and turns inner runs of
 * spaces into one. Refusals (`SERVER_MESSAGE` with `reason`): `BANK_NAME_INVALID`,
 * `ACCOUNT_NAME_INVALID` (1–100 characters), `ACCOUNT_NUMBER_INVALID` (5–40 digits, spaces
 * and dashes, starting and ending with a digit), `BANK_ACCOUNT_DUPLICATE`, `BANK_ACCOUNT_LIMIT`
 * (at most 10).
 */
export type BankAccountInput = {
  /** The account holder's name, 1–100 characters. */
  accountName: string;
  /** The account number, 5–40 characters of digits, spaces and dashes. */
  accountNumber: string;
  /** The bank's name, 1–100 characters. */
  bankName: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
};

/**
 * Adding or changing the email address. Refusals: the address itself (`BAD_REQUEST` with `fields`
 * on `input.email`: `EMAIL_INVALID`), `EMAIL_UNCHANGED`, `EMAIL_SENDING_OFF` (the installation sends
 * no email), `EMAIL_CHANGE_TOO_MANY` (five begins an hour), then `WRONG_TRANSACTION_PASSWORD`,
 * `TRANSACTION_PASSWORD_LOCKED`, and for a member with a second factor `FACTOR_CODE_REQUIRED`,
 * `FACTOR_CODE_WRONG`, `PASSKEY_CONFIRMATION_REQUIRED`.
 */
export type BeginEmailChangeInput = {
  /** The new address (the rule of registration). Another member may have it too, as at registration. */
  email: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The authenticator code, or a recovery code, when the member has a second factor. */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/** Bind (or rebind) the game account's address: BEP20 only. */
export type BindGameAddressInput = {
  /** A BEP20 address: 0x and 40 hex digits; a mixed-case one must carry a valid EIP-55 checksum; token contracts are refused. */
  address: string;
};

/** The period of `bonusEarned`. */
export type BonusEarnedFilter = {
  /** From this instant (inclusive). */
  from?: string | null | undefined;
  /** Until this instant (exclusive). */
  to?: string | null | undefined;
};

/** Buy an entrust package. */
export type BuyEntrustPackageInput = {
  /**
   * The catalogue package (`EntrustPlan.id`). Refusals: `PACKAGE_UNAVAILABLE`,
   * `PACKAGE_LIMIT_REACHED` (over the maximum count), `INSUFFICIENT_BALANCE`.
   */
  planId: string | number;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
};

/** Buy an insurance package. */
export type BuyInsurancePackageInput = {
  /**
   * The catalogue package (`InsurancePlan.id`). Refusals: `PACKAGE_UNAVAILABLE`,
   * `PACKAGE_LIMIT_REACHED` (over the maximum count), `INSUFFICIENT_BALANCE`.
   */
  planId: string | number;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
};

/**
 * Buy from an offer. Refusals: `OTC_OFFER_NOT_FOUND`, `OTC_OWN_OFFER`, `OTC_OFFER_CLOSED`,
 * `OTC_AMOUNT_INVALID`, `OTC_AMOUNT_ABOVE_REMAINING`, `OTC_AMOUNT_OUTSIDE_LIMITS`,
 * `INSUFFICIENT_BALANCE` (nothing moves).
 */
export type BuyOtcOfferInput = {
  /** How much USDT_POINT to buy: from the offer's `takeMin` to its `takeMax`, at most 2 decimals. */
  amount: string;
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** Buy PIN codes of one package plan with the plan's price credit. */
export type BuyPinCodesInput = {
  /**
   * The package plan (`PinCodePlan.id`). Refusals: `PIN_CODE_PLAN_UNAVAILABLE` (not on sale),
   * `INSUFFICIENT_BALANCE` (nothing is paid and no code is made).
   */
  planId: string | number;
  /** How many codes (1–100; default 1). */
  quantity?: number | null | undefined;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
};

/** Cancel the unsold rest of one's own offer. Refusals: `OTC_OFFER_NOT_FOUND`, `OTC_OFFER_CLOSED`. */
export type CancelOtcOfferInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** A blockchain network: of a wallet address, a withdrawal, the platform's deposit address. */
export type ChainNetwork =
  /** BNB Smart Chain (`0x` + 40 hex digits). */
  | 'BEP20'
  /** Ethereum (`0x` + 40 hex digits). */
  | 'ERC20'
  /** Tron (`T…`, 34 base58 characters). */
  | 'TRC20';

/** Changing the login password of the logged-in member. */
export type ChangePasswordInput = {
  /** The new login password again; it must match `password`. */
  confirmPassword: string;
  /** The current login password. */
  oldPassword: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The new login password. */
  password: string;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
};

/** Changing the transaction password of the logged-in member. */
export type ChangeTransactionPasswordInput = {
  /** The new transaction password again; it must match `transactionPassword`. */
  confirmTransactionPassword: string;
  /** The current transaction password. */
  oldTransactionPassword: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
  /** The new transaction password. */
  transactionPassword: string;
};

/** A step of a claim's history. */
export type ClaimEventStatus =
  /** The operator approved it. */
  | 'APPROVED'
  /** The operator asked for more information. */
  | 'INFO_REQUESTED'
  /** The payout was credited. */
  | 'PAID'
  /** The operator rejected it. */
  | 'REJECTED'
  /** The member filed the claim. */
  | 'SUBMITTED'
  /** An operator started the review. */
  | 'UNDER_REVIEW';

/** Narrows the member's claims. */
export type ClaimFilter = {
  /** Only claims in this state. */
  status?: ClaimStatus | null | undefined;
};

/** Where a claim stands. */
export type ClaimStatus =
  /** Approved and paid (see `payout`). */
  | 'APPROVED'
  /** The operator asked for more information (see the timeline's note). */
  | 'INFO_REQUESTED'
  /** Filed, waiting for an operator. */
  | 'PENDING_REVIEW'
  /** Rejected (see `reason`). */
  | 'REJECTED'
  /** An operator is reviewing it. */
  | 'UNDER_REVIEW';

/**
 * Clearing the anti-phishing code. Refusals: `WRONG_TRANSACTION_PASSWORD`,
 * `TRANSACTION_PASSWORD_LOCKED`, `FACTOR_CODE_REQUIRED`, `FACTOR_CODE_WRONG`.
 */
export type ClearAntiPhishingCodeInput = {
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The authenticator code, or a recovery code, when the member has a second factor. */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/** The seven kinds of credit a member holds. */
export type CoinName =
  /** Entrust credits. */
  | 'ASSETS_POINT'
  /** Reward credits (bonuses). */
  | 'BONUS_POINT'
  /** Cash credits. */
  | 'CASH_POINT'
  /** Game credits (Hash Kingdom). */
  | 'GMT'
  /** Insurance credits. */
  | 'INSURANCE_POINT'
  /** USDT credits, also traded peer to peer. */
  | 'USDT_POINT'
  /** Credits that can be withdrawn. */
  | 'WITHDRAWAL_POINT';

/** Where a commitment stands. */
export type CommitmentStatus =
  /** Approved (or, for the free package, claimed): the package is open. */
  | 'APPROVED'
  /** Applied for: the package's amount is frozen until an operator reviews it. */
  | 'PENDING_REVIEW'
  /** Rejected by an operator: the frozen amount went back to available. */
  | 'REJECTED';

/** How a commitment came about. */
export type CommitmentType =
  /** The member committed to a catalogue package; an operator reviews it. */
  | 'COMMITMENT'
  /** The one-time free package claim (a trial package the platform funds). */
  | 'FREE';

/**
 * The second step of a sign-in. Refusals (`SERVER_MESSAGE` with `reason`): `FACTOR_CODE_WRONG`,
 * `SIGN_IN_CHALLENGE_EXPIRED` (sign in with the password again).
 */
export type CompleteSignInInput = {
  /** The ticket `signIn` answered. */
  challenge: string;
  /** The authenticator code, or a recovery code. */
  totpCode: string;
};

/**
 * The second step of a sign-in with a passkey. Refusals: `PASSKEY_REJECTED`,
 * `PASSKEY_CHALLENGE_EXPIRED`, `SIGN_IN_CHALLENGE_EXPIRED` (sign in with the password again).
 */
export type CompleteSignInWithPasskeyInput = {
  /** The ticket `signIn` answered. */
  challenge: string;
  /** The assertion `startAuthentication` answered, as JSON text. */
  credential: string;
};

/**
 * Confirming the change with the code from the new address. Refusals: `EMAIL_CODE_WRONG` (with the
 * tries left), `EMAIL_CODE_EXPIRED` (after 15 minutes or five wrong codes: begin again),
 * `EMAIL_CHANGE_NOT_STARTED`.
 */
export type ConfirmEmailChangeInput = {
  /** The six digits of the email sent to the new address. */
  verifyCode: string;
};

/**
 * Confirming an enrolment. Refusals: `WRONG_TRANSACTION_PASSWORD`, `FACTOR_CODE_WRONG`,
 * `FACTOR_ENROLMENT_NOT_STARTED` (begin again: ten minutes have passed), `FACTOR_ALREADY_ENABLED`.
 */
export type ConfirmTotpEnrolmentInput = {
  /** The first code the authenticator app shows. */
  totpCode: string;
  /** The member's transaction password. */
  transactionPassword: string;
};

/**
 * A convert. Refusals (`SERVER_MESSAGE` with `reason`): `INVALID_AMOUNT` (not above 0 or more
 * than 8 places), `AMOUNT_BELOW_MINIMUM`, `CONVERT_PAIR_UNAVAILABLE`, `INSUFFICIENT_BALANCE`.
 * A refusal changes nothing.
 */
export type ConvertInput = {
  /** The amount given, fee included; above 0, at most 8 places. */
  amount: string;
  /** The credit given. */
  fromCoin: CoinName;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and moves nothing. Use a new key per intended convert (e.g. a UUID made when the
   * form opens) and reuse it when retrying after a network failure.
   */
  requestId: string;
  /** The credit received. */
  toCoin: CoinName;
};

/** Where a convert order stands. */
export type ConvertStatus =
  /** Cancelled by the member; the amount was given back. */
  | 'CANCELLED'
  /** Waiting for an operator (the amount is frozen); can be cancelled. */
  | 'PENDING'
  /** Rejected by an operator; the amount was given back. */
  | 'REJECTED'
  /** Done: the member received `toAmount`. */
  | 'SUCCESS';

/**
 * A bank deposit. Refusals (`SERVER_MESSAGE` with `reason`): `INVALID_AMOUNT`,
 * `DEPOSIT_BELOW_MINIMUM`, `AMOUNT_NOT_MULTIPLE`, `DEPOSIT_CHANNEL_NOT_FOUND`.
 */
export type DepositBankInput = {
  /**
   * The amount credited, in USDT; the member pays `amount × exchangeRate` in the channel's
   * currency. Required (optional in the schema for one release, while `amountUsd` is deprecated).
   */
  amount?: string | null | undefined;
  /**
   * The amount credited, in USDT (despite the name).
   * @deprecated Use `amount`: it is the USDT amount credited, not US dollars.
   */
  amountUsd?: string | null | undefined;
  /** The channel paid into (`depositChannels`). */
  channelId: string | number;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates nothing.
   */
  requestId: string;
};

/**
 * A USDT deposit sent on chain. Refusals (`SERVER_MESSAGE` with `reason`): `INVALID_AMOUNT`,
 * `DEPOSIT_BELOW_MINIMUM`, `AMOUNT_NOT_MULTIPLE`, `TRANSACTION_HASH_INVALID`,
 * `DEPOSIT_HASH_USED` (the hash is already claimed), `DEPOSIT_CHAIN_CLOSED` (no receiving address
 * is configured).
 */
export type DepositChainInput = {
  /** The amount sent, in USDT. */
  amount: string;
  /** The transaction hash, 64 hex digits with or without `0x`. */
  hash: string;
  /** The member's own reference for the payment (1–64 characters). */
  paymentReference: string;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates nothing.
   */
  requestId: string;
};

/** How a deposit is paid. */
export type DepositKind =
  /** A bank transfer to a platform account, with a receipt picture. */
  | 'BANK'
  /** USDT sent on chain, identified by its transaction hash. */
  | 'CHAIN';

/** Where a deposit stands. */
export type DepositStatus =
  /** Approved: the amount was credited to CASH_POINT. */
  | 'APPROVED'
  /** Waiting for an operator's review. */
  | 'PENDING_REVIEW'
  /** Rejected (see `reason`); nothing was credited. */
  | 'REJECTED';

/**
 * Buy tickets of the round the member reviewed. Refusals: `JACKPOT_NO_ROUND`, `JACKPOT_ROUND_CHANGED`
 * (that round is over and another is current), `JACKPOT_ROUND_COMPLETE`, `JACKPOT_ROUND_FULL`,
 * `INSUFFICIENT_BALANCE` (nothing moves).
 */
export type EnterJackpotInput = {
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
  /** The round the member reviewed (`JackpotRound.id`). */
  roundId: string | number;
  /** How many tickets, 1 to 1000. */
  tickets: number;
};

/** Narrows the member's entrust packages. */
export type EntrustPackageFilter = {
  /** Only held or only redeemed packages. */
  status?: PackageStatus | null | undefined;
};

/** Where an entrust package stands. */
export type EntrustPackageState =
  /** Earning daily profit until it expires. */
  | 'ACTIVE'
  /** Expired: it may be redeemed for 24 hours (until `redeemUntil`). */
  | 'REDEEMABLE'
  /** The redeem window has passed; the next daily run renews it for another contract. */
  | 'RENEWING'
  /** Redeemed. */
  | 'TERMINATED';

/**
 * Changing the factor itself. Refusals: `WRONG_TRANSACTION_PASSWORD`, `FACTOR_NOT_ENABLED`,
 * `FACTOR_CODE_REQUIRED`, `FACTOR_CODE_WRONG`.
 */
export type FactorChangeInput = {
  /** The authenticator code, or a recovery code. */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/**
 * File a claim on one insured trade order. Refusals: `CLAIM_ORDER_OUT_OF_RANGE` (not 1–6),
 * `CLAIM_ORDER_NOT_INSURED` (the order has not been placed), `CLAIM_DUPLICATE` (already
 * claimed), `PREMIUM_NOT_FOUND`; the screenshot: `SCREENSHOT_REQUIRED`, `SCREENSHOT_TOO_LARGE`,
 * `SCREENSHOT_NOT_IMAGE` (`BAD_REQUEST`, refused before the platform is called, worded in the
 * request's language). The platform decodes and re-encodes the picture: one that starts like a
 * picture but does not decode is `SCREENSHOT_NOT_IMAGE` as `SERVER_MESSAGE`, nothing filed.
 */
export type FileClaimInput = {
  /** The premium that insured the order (`PremiumRound.premiumId`). */
  premiumId: string | number;
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
  /** The trade order, 1 to 6. */
  tradeOrder: number;
};

/** How an account came to be frozen. */
export type FreezeSource =
  /** By the link in a new-device notice (email or in-app). */
  | 'EMAIL_LINK'
  /** By the member, from the security settings. */
  | 'SETTINGS';

/** Which way GMT moves between the member's GMT credit and the game wallet. */
export type GameTransferDirection =
  /** From the game wallet back to the member's GMT credit (record 'Game transfer in'). */
  | 'IN'
  /** From the member's GMT credit into the game wallet (record 'Game transfer out'). */
  | 'OUT';

/** Move GMT between the GMT credit and the game wallet. */
export type GameTransferInput = {
  /** How much GMT, above 0 and at least the minimum. */
  amount: string;
  /** Which way. */
  direction: GameTransferDirection;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
};

/** Which part of a balance a hold is in. */
export type HeldState =
  /** Part of `Balance.frozen`. */
  | 'FROZEN'
  /** Part of `Balance.locked`. */
  | 'LOCKED';

/** What holds part of a frozen or locked balance. New kinds are added as new values. */
export type HoldKind =
  /** A commitment application waiting for an operator. */
  | 'COMMITMENT_APPLICATION'
  /** A large convert waiting for an operator's review. */
  | 'CONVERT_REVIEW'
  /** What the member received in a P2P trade under appeal, until an operator decides. */
  | 'OTC_APPEAL'
  /** What is left of the member's published P2P offer (its escrow). */
  | 'OTC_ESCROW'
  /** A package's principal (insurance or entrust), locked until its contract ends. */
  | 'PACKAGE_LOCK'
  /** An approved withdrawal being paid out. */
  | 'WITHDRAWAL_PAYOUT'
  /** A withdrawal waiting for an operator's review. */
  | 'WITHDRAWAL_REVIEW';

/** Narrows the member's insurance packages. */
export type InsurancePackageFilter = {
  /** Only held or only redeemed packages. */
  status?: PackageStatus | null | undefined;
};

/** Where an insurance package stands (SPEC §4). */
export type InsurancePackageState =
  /** Earning daily profit until the unlock time; it cannot be redeemed yet. */
  | 'LOCKED'
  /** Redeemed. */
  | 'TERMINATED'
  /** The contract has ended: it earns nothing more and may be redeemed. */
  | 'UNLOCKED';

/** Where one of the member's jackpot entries stands. */
export type JackpotOrderStatus =
  /** Not paid a prize: the round is not drawn yet, or another ticket won. */
  | 'UNPAID'
  /** One of its tickets won the draw: the prize was paid as jackpot profit. */
  | 'WINNING';

/** Whether a jackpot round still takes entries. */
export type JackpotRoundStatus =
  /** Complete: closed by the operator or past its closing time; no more entries. It may be drawn or not yet. */
  | 'COMPLETE'
  /** Open: members may buy tickets. */
  | 'IN_PROGRESS';

/** Where the member's identity verification stands. */
export type KycStatus =
  /** Refused with a reason; the member may submit again. */
  | 'FAILED'
  /** Nothing submitted yet. */
  | 'NONE'
  /** Verified. */
  | 'PASSED'
  /** Submitted, waiting for review. */
  | 'PENDING';

/** The login form. */
export type LoginInput = {
  /** What the person read in that captcha image (each captcha is spent by one attempt). */
  captchaCode?: string | null | undefined;
  /** `captchaId` from the `captcha` query: only once a sign-in was refused with `CAPTCHA_REQUIRED`. */
  captchaId?: string | number | null | undefined;
  /** Login password. */
  password: string;
  /** Login name. */
  userName: string;
};

/** Where a notification is delivered. */
export type NotificationChannel =
  /** An email to the member's address. */
  | 'EMAIL'
  /** The inbox of the web app. */
  | 'IN_APP'
  /** A Web Push notification to each device the member subscribed. */
  | 'PUSH';

/** What a notification is about: one stable key per kind of event, the same on every side. */
export type NotificationEvent =
  /** A claim was decided. */
  | 'CLAIM_DECIDED'
  /** An operator asked for more information on a claim. */
  | 'CLAIM_INFO_REQUESTED'
  /** The day's profit of the member's packages: one digest per member per day. */
  | 'DAILY_PROFIT'
  /** A deposit was credited. */
  | 'DEPOSIT_CREDITED'
  /** A deposit was rejected. */
  | 'DEPOSIT_REJECTED'
  /** A jackpot round the member entered was drawn. */
  | 'JACKPOT_DRAWN'
  /** The identity verification was decided. */
  | 'KYC_DECIDED'
  /** An appeal on one of the member's P2P trades was decided. */
  | 'OTC_APPEAL_DECIDED'
  /** An appeal was opened on one of the member's P2P trades. */
  | 'OTC_APPEAL_OPENED'
  /** A new message in a P2P trade's chat. */
  | 'OTC_CHAT_MESSAGE'
  /** Someone took one of the member's P2P offers. */
  | 'OTC_OFFER_TAKEN'
  /** An insurance premium is due. */
  | 'PREMIUM_DUE'
  /** The member reached a higher rank. */
  | 'RANK_UP'
  /** The password, the transaction password, a withdrawal address or a bank account changed. A security event: always on. */
  | 'SECURITY_CHANGED'
  /** A sign-in from a device not seen before. A security event: always on. */
  | 'SIGN_IN_NEW_DEVICE'
  /** Another member transferred credits to this one. */
  | 'TRANSFER_RECEIVED'
  /** A withdrawal was approved. */
  | 'WITHDRAWAL_APPROVED'
  /** A withdrawal failed. */
  | 'WITHDRAWAL_FAILED'
  /** A withdrawal was reported not received. */
  | 'WITHDRAWAL_NOT_RECEIVED'
  /** A withdrawal was sent. */
  | 'WITHDRAWAL_SENT';

/** An operator's decision on an appeal. */
export type OtcAppealDecision =
  /** The trade stands: both frozen sides went back to their members' available balances. */
  | 'RELEASE'
  /** The trade was undone: the USDT_POINT went back to the seller, the whole payment (fee included) to the buyer. */
  | 'REVERSE';

/** Who pays the OTC fee (operator configuration). */
export type OtcFeePayer =
  /** The fee is taken from the USDT_POINT the buyer receives. */
  | 'BUYER'
  /** The fee is taken from the seller's proceeds, in the paying credit. */
  | 'SELLER';

/** Where an offer stands. */
export type OtcOfferStatus =
  /** The seller cancelled it; the unsold rest went back to their available USDT_POINT. */
  | 'CANCELLED'
  /** Sold out: nothing is left in escrow. */
  | 'COMPLETED'
  /** Open in the lobby: the unsold rest is held in the seller's frozen USDT_POINT (the escrow). */
  | 'PUBLISHED';

/** The asking member's side of a trade. */
export type OtcTradeRole =
  /** The member bought USDT_POINT. */
  | 'BUYER'
  /** The member sold USDT_POINT (the offer was theirs). */
  | 'SELLER';

/** Where a trade (one fill of an offer) stands. */
export type OtcTradeStatus =
  /** Appealed by one of its members: both sides are frozen until an operator decides. */
  | 'APPEALING'
  /** Settled: the USDT_POINT is the buyer's, the payment the seller's. */
  | 'COMPLETED'
  /** Undone by an operator's decision: the seller got the USDT_POINT back, the buyer the whole payment. */
  | 'REVERSED';

/** How a member came to hold a package. */
export type PackageOrigin =
  /** Opened by activating a PIN code; the member owns the principal. */
  | 'PIN'
  /** Bought by the member with the package's credit. */
  | 'PURCHASE'
  /** Granted by an operator; the member owns the principal. */
  | 'SPECIAL'
  /** A trial granted by an operator; the principal returns to the platform at redeem. */
  | 'TRIAL';

/** Whether a package is still held (a list filter). */
export type PackageStatus =
  /** Held: earning, or waiting to be redeemed. */
  | 'ACTIVE'
  /** Redeemed; nothing more happens to it. */
  | 'TERMINATED';

/** Which page of a list to return. Pages are numbered from 1. */
export type PageInput = {
  /** The page to return, from 1. Defaults to 1. */
  pageNum?: number | null | undefined;
  /** How many items per page, from 1 to 100. Defaults to 20. */
  pageSize?: number | null | undefined;
};

/**
 * Pay the next premium round of a package. Refusals: `PREMIUM_ROUND_NOT_FINISHED` (the second
 * premium before the first round's profits), `PREMIUM_LIMIT_REACHED` (over the maximum number of
 * purchases), `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
 */
export type PayPremiumInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** One link of a PIN code's chain of custody. */
export type PinCodeEventType =
  /** Activated by `fromUserName` for `forUserName`. */
  | 'ACTIVATE'
  /** Issued by an operator to `toUserName`. */
  | 'ISSUE'
  /** Bought by `toUserName`. */
  | 'PURCHASE'
  /** Passed from `fromUserName` to `toUserName`. */
  | 'TRANSFER';

/** Narrows the member's PIN codes. */
export type PinCodeFilter = {
  /** Only codes in this state (as the member sees it). */
  state?: PinCodeState | null | undefined;
};

/** How a PIN code came into being. */
export type PinCodeOrigin =
  /** Issued by an operator, free of charge. */
  | 'ISSUE'
  /** Bought by a member with a credit (a PIN purchase record). */
  | 'PURCHASE';

/** Which kind of package a PIN code opens. */
export type PinCodePackageKind =
  /** An entrust package (see `entrustPackages`). */
  | 'ENTRUST'
  /** An insurance package (see `insurancePackages`). */
  | 'INSURANCE';

/** Where a PIN code stands, as the asking member sees it (SPEC §4). */
export type PinCodeState =
  /** Used (once): the package it stands for was opened. */
  | 'ACTIVATED'
  /** Held by the member and not used yet: it may be activated or transferred. */
  | 'PENDING'
  /** The member passed it on to another member; what happened to it since is the new holder's. */
  | 'TRANSFERRED';

/** Narrows the premium history. */
export type PremiumFilter = {
  /** Only the premiums of this package. */
  packageId?: string | number | null | undefined;
};

/** Who paid a premium. */
export type PremiumPayer =
  /** The member, from the package's credit. */
  | 'MEMBER'
  /** The platform (an operator issued it). */
  | 'PLATFORM';

/** Why the next premium cannot be paid now. */
export type PremiumRefusal =
  /** The package's contract has ended. */
  | 'PACKAGE_CONTRACT_ENDED'
  /** The package was redeemed. */
  | 'PACKAGE_NOT_ACTIVE'
  /** Every premium round the package allows has been paid. */
  | 'PREMIUM_LIMIT_REACHED'
  /** The paid premium has not yet insured its six trade orders (the second premium is paid only after the first round has made its profits). */
  | 'PREMIUM_ROUND_NOT_FINISHED';

/** Where a premium stands. */
export type PremiumStatus =
  /** Paid: it insures the next six trade orders of the package. */
  | 'PAID'
  /** Recalled by an operator before it insured any order; the amount was given back. */
  | 'RECALLED';

/**
 * Publish an offer of USDT_POINT: the whole amount moves into escrow (the seller's frozen USDT_POINT).
 * Refusals: `OTC_AMOUNT_INVALID`, `OTC_PRICE_INVALID`, `OTC_LIMITS_INVALID`, `INSUFFICIENT_BALANCE`
 * (nothing moves).
 */
export type PublishOtcOfferInput = {
  /** How much USDT_POINT to sell: above 0, at most 2 decimals. */
  amount: string;
  /** The largest fill accepted, at most 2 decimals. */
  maxAmount: string;
  /** The smallest fill accepted: above 0, at most 2 decimals, not above `maxAmount` or `amount`. */
  minAmount: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The price of 1 USDT_POINT in the paying credit (`OtcLobby.payCoinName`): above 0, at most 4 decimals. */
  price: string;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: string;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
  /**
   * The member's transaction password: publishing moves the amount into escrow at once. Refusals:
   * `WRONG_TRANSACTION_PASSWORD`, `TRANSACTION_PASSWORD_LOCKED`.
   */
  transactionPassword: string;
};

/** A requirement of a rank. */
export type RankRequirementName =
  /** Direct referrals who have bought at least one package. */
  | 'DIRECT_REFERRALS'
  /** Personal volume (credits paid into packages). */
  | 'PERSONAL_VOLUME'
  /** Team volume (the downline's personal volumes). */
  | 'TEAM_VOLUME';

/**
 * Rate the other member of a trade (once). Refusals: `OTC_TRADE_NOT_FOUND`, `OTC_APPEAL_OPEN`,
 * `OTC_ALREADY_RATED`.
 */
export type RateOtcTradeInput = {
  /** A few words, up to 500 characters. */
  comment?: string | null | undefined;
  /** From 1 (worst) to 5 (best). */
  score: number;
};

/**
 * Claim the free package. Refusals: `COMMITMENT_FREE_CLAIMED` (once per member),
 * `COMMITMENT_FREE_UNAVAILABLE` (none configured or switched off).
 */
export type ReceiveCommitmentInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** Which credit records to return. Every field is optional; together they narrow the list. */
export type RecordFilter = {
  /** Only records of this kind of credit. */
  coinName?: CoinName | null | undefined;
  /** Only records at or after this time (inclusive). */
  from?: string | null | undefined;
  /** Only records of this kind. */
  recordType?: AssetRecordType | null | undefined;
  /** A transaction number, receipt number or on-chain hash, or its beginning (1–100 characters, any case). */
  search?: string | null | undefined;
  /** Only records in this state. */
  status?: AssetRecordStatus | null | undefined;
  /** Only records before this time (exclusive). */
  to?: string | null | undefined;
};

/** What a record's remark is about. */
export type RecordNoteKind =
  /** An operator's adjustment; the operator's remark, as written, in `text` when there is one. */
  | 'ADJUSTMENT'
  /** A team bonus or rebate: paid on `packageName` bought by the member `counterparty`. */
  | 'BONUS'
  /** A convert: `fromCoin`, `toCoin` and the convert order `orderId`. */
  | 'CONVERT'
  /** A deposit: the member's receipt number or the bank deposit order as `orderId`, a bank channel as `destination`. */
  | 'DEPOSIT'
  /** A fine on the package `orderId`; the operator's reason, as written, in `text`. */
  | 'FINE'
  /** A move to or from the game: the game account `destination`. */
  | 'GAME'
  /** Jackpot tickets bought: the round `orderId`, tickets `firstTicket` to `lastTicket` (counted from 0). */
  | 'JACKPOT_ENTRY'
  /** A jackpot prize: the round `orderId` and the winning ticket `firstTicket` (counted from 0). */
  | 'JACKPOT_WIN'
  /** A P2P trade's credits were held while its appeal is decided: the trade `orderId`. */
  | 'OTC_APPEAL_HELD'
  /** An appeal released a P2P trade: the trade `orderId`. */
  | 'OTC_APPEAL_RELEASED'
  /** An appeal reversed a P2P trade: the trade `orderId`. */
  | 'OTC_APPEAL_REVERSED'
  /** A P2P offer put the credit in escrow: the offer `orderId`. */
  | 'OTC_ESCROW'
  /** A P2P offer was cancelled and what was left in escrow came back: the offer `orderId`. */
  | 'OTC_ESCROW_RETURNED'
  /** A P2P trade (a fill of an offer), or its fee: the trade `orderId`. */
  | 'OTC_TRADE'
  /** A package movement: `packageName`, the package `orderId`, a premium `round`, a claim's `tradeOrder`, a profit's `day`, an upgrade's `targetPackageName`. */
  | 'PACKAGE'
  /** PIN codes bought: `quantity` codes for `packageName`. */
  | 'PIN_PURCHASE'
  /** Profit sharing: the `day` whose profit was shared and the `depth` (1–3) of the members it came from. */
  | 'PROFIT_SHARING'
  /** Free text (an operator's remark) in `text`. */
  | 'TEXT'
  /** A transfer between members: the other member is `counterparty` (the sign of the amount tells the direction). */
  | 'TRANSFER'
  /** A withdrawal: the order `orderId` and, once sent, its `destination`. */
  | 'WITHDRAWAL';

/**
 * Redeem an entrust package inside its 24-hour window. Refusals: `ENTRUST_NOT_EXPIRED` (before
 * the expiry), `ENTRUST_REDEEM_WINDOW_CLOSED` (more than 24 hours after), `PACKAGE_NOT_ACTIVE`.
 */
export type RedeemEntrustPackageInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/**
 * Redeem an unlocked package. Refusals: `PACKAGE_LOCKED` (before the unlock time),
 * `PACKAGE_NOT_ACTIVE` (already redeemed).
 */
export type RedeemInsurancePackageInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/**
 * Refill a package a fine has reduced, back up to its amount. Refusals: `PACKAGE_ALREADY_FULL`,
 * `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
 */
export type RefillInsurancePackageInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** The registration form. */
export type RegisterInput = {
  /** What the person read in the captcha image. Each captcha can be answered once, within 5 minutes. */
  captchaCode: string;
  /** `captchaId` from the `captcha` query. */
  captchaId: string | number;
  /** The login password again; it must match `password`. */
  confirmPassword: string;
  /** Country code from `countries`, e.g. `US`. */
  countryCode: string;
  /** Optional e-mail address, used to send password reset codes. */
  email?: string | null | undefined;
  /** Login password. */
  password: string;
  /** The referral id of the member who invited this one. */
  referralId: string;
  /** Transaction password, asked for when moving credits. */
  transactionPassword: string;
  /** Login name: required, no spaces. */
  userName: string;
};

/**
 * Adding a passkey, with what the browser's `startRegistration` answered. Refusals:
 * `WRONG_TRANSACTION_PASSWORD`, `FACTOR_CODE_REQUIRED` / `FACTOR_CODE_WRONG` (when the
 * authenticator app is on), `PASSKEY_CONFIRMATION_REQUIRED` (when a passkey is the member's only
 * factor: `passkeyAssertion`), `PASSKEY_CHALLENGE_EXPIRED` (ask for new options),
 * `PASSKEY_REJECTED`, `PASSKEY_ALREADY_REGISTERED`, `PASSKEY_LIMIT_REACHED`.
 */
export type RegisterPasskeyInput = {
  /** The credential `startRegistration` answered, as JSON text. */
  credential: string;
  /** A name the member recognizes it by (1–64 characters). */
  name: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The authenticator app's code, or a recovery code, when the app is on. */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/**
 * Removing a passkey, with the checks of adding one. Refusals: `WRONG_TRANSACTION_PASSWORD`,
 * `FACTOR_CODE_REQUIRED` / `FACTOR_CODE_WRONG`, `PASSKEY_CONFIRMATION_REQUIRED`, `PASSKEY_NOT_FOUND`.
 */
export type RemovePasskeyInput = {
  /** The passkey's id. */
  id: string | number;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The authenticator app's code, or a recovery code, when the app is on. */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/** The forgotten-password form, after `sendPasswordResetCode`. */
export type ResetPasswordInput = {
  /** The new login password again; it must match `password`. */
  confirmPassword: string;
  /** The new login password. */
  password: string;
  /** Login name. */
  userName: string;
  /** The 6-digit code the member received. */
  verifyCode: string;
};

/** A chat message to the other member of a trade. Refusal: `OTC_TRADE_NOT_FOUND`. */
export type SendOtcChatMessageInput = {
  /** The message, 1–1000 characters. */
  content: string;
};

/** Asking for a password reset code. */
export type SendPasswordResetCodeInput = {
  /** Login name. */
  userName: string;
};

/** Whether the member accepts the terms. */
export type SetAgreedToTermsInput = {
  /** True when the member accepts the terms. */
  agreedToTerms: boolean;
};

/**
 * Setting or changing the anti-phishing code. Refusals: the phrase itself (`SERVER_MESSAGE` with
 * `fields` on `input.antiPhishingCode`: `ANTI_PHISHING_CODE_LENGTH`, `ANTI_PHISHING_CODE_CHARACTERS`),
 * then `WRONG_TRANSACTION_PASSWORD`, `TRANSACTION_PASSWORD_LOCKED`, and for a member with a second
 * factor `FACTOR_CODE_REQUIRED`, `FACTOR_CODE_WRONG`.
 */
export type SetAntiPhishingCodeInput = {
  /** The phrase: spaces around it are trimmed and runs inside made one. */
  antiPhishingCode: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /** The authenticator code, or a recovery code, when the member has a second factor. */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/** Switch an entrust package's auto add. Refusal: `PACKAGE_NOT_ACTIVE`. */
export type SetEntrustPackageAutoAddInput = {
  /** On: daily profit is added to the principal. Off: it is paid to the profit credit. */
  enabled: boolean;
};

/** Switch auto add on every held insurance package and for new ones. */
export type SetInsuranceAutoAddSettingInput = {
  /** On or off. */
  enabled: boolean;
};

/** Switch a package's auto add (compound). Refusal: `PACKAGE_NOT_ACTIVE`. */
export type SetInsurancePackageAutoAddInput = {
  /** On: daily profit is added to the principal. Off: it is paid to the profit credit. */
  enabled: boolean;
};

/** A way to answer the second step of a sign-in. */
export type SignInFactor =
  /** A passkey (`beginSignInPasskeyFactor`, then `completeSignInWithPasskey`). */
  | 'PASSKEY'
  /** A code of the authenticator app, or a recovery code (`completeSignIn`). */
  | 'TOTP';

/** How a sign-in attempt ended. */
export type SignInOutcome =
  /** Refused: the account is banned. */
  | 'BANNED'
  /** Signed in. */
  | 'SUCCESS'
  /** Refused for too many failed attempts. */
  | 'TOO_MANY_ATTEMPTS'
  /** The password was wrong. */
  | 'WRONG_PASSWORD';

/**
 * An identity verification. Refusals: `KYC_ID_NUMBER_INVALID` (letters and digits only, 4–32),
 * `KYC_PHOTO_REQUIRED`, `KYC_PHOTO_NOT_IMAGE`, `KYC_PHOTO_TOO_LARGE`, `KYC_ALREADY_PENDING`,
 * `KYC_ALREADY_PASSED`.
 */
export type SubmitKycInput = {
  /** The identity document's number: letters and digits only. */
  idNumber: string;
};

/** This device's Web Push subscription, as the browser's `PushSubscription.toJSON()` gives it. */
export type SubscribePushInput = {
  /** The subscription's authentication secret (`keys.auth`, base64url). */
  auth: string;
  /** The push service's endpoint (an https URL). */
  endpoint: string;
  /** The subscription's public key (`keys.p256dh`, base64url). */
  p256dh: string;
};

/** Which team members to list: the direct referrals of one member, or a search of the whole downline. */
export type TeamMemberFilter = {
  /** Search the whole downline instead: part of a user name (any case) or an exact user ID. */
  keyword?: string | null | undefined;
  /** List the direct referrals of this member of the viewer's downline (the viewer when absent). */
  parentId?: string | number | null | undefined;
};

/** Which way a transfer went, seen from the member. */
export type TransferDirection =
  /** Received from another member. */
  | 'IN'
  /** Sent to another member. */
  | 'OUT';

/** Which transfers to list. Both fields are optional. */
export type TransferFilter = {
  /** Only transfers of this credit. */
  coinName?: CoinName | null | undefined;
  /** Only sent (`OUT`) or received (`IN`) transfers. */
  direction?: TransferDirection | null | undefined;
};

/**
 * A transfer to another member. Refusals (`SERVER_MESSAGE` with `reason`):
 * `WRONG_TRANSACTION_PASSWORD` (checked first), `TRANSFER_RECIPIENT_NOT_FOUND`,
 * `TRANSFER_TO_SELF`, `TRANSFER_COIN_UNAVAILABLE`, `INVALID_AMOUNT`, `AMOUNT_BELOW_MINIMUM`,
 * `INSUFFICIENT_BALANCE`, `TRANSFER_CLOSED` (after an insurance redeem, until 00:00 GMT+8).
 */
export type TransferInput = {
  /** The amount, fee included; above 0, at most 8 places. */
  amount: string;
  /** The credit to send. */
  coinName: CoinName;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and moves nothing.
   */
  requestId: string;
  /** The recipient: a user name (any case) or a user id. */
  toUser: string;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/**
 * Transfer an unused PIN code to another member. Refusals: `PIN_CODE_NOT_FOUND`,
 * `PIN_CODE_NOT_HELD`, `PIN_CODE_USED`.
 */
export type TransferPinCodeInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
  /**
   * The recipient (user name or user id). Refusals: `TRANSFER_RECIPIENT_NOT_FOUND`,
   * `TRANSFER_TO_SELF`, `PIN_CODE_RECIPIENT_AREA_DISABLED` (their PIN code area is off).
   */
  toUserName: string;
};

/**
 * A changed withdrawal address. Changing the address starts a new cooling period; changing
 * only the label does not.
 */
export type UpdateWithdrawalAddressInput = {
  /** The address (the same one to change only the label). */
  address: string;
  /**
   * The address's id.
   * @deprecated Pass the id as the mutation's `id` argument.
   */
  id?: string | number | null | undefined;
  /** The label, at most 50 characters; omitted or null clears it. */
  label?: string | null | undefined;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
};

/** Upgrade an entrust package to a larger catalogue package; the member pays the difference. */
export type UpgradeEntrustPackageInput = {
  /**
   * The larger catalogue package. Refusals: `PACKAGE_UPGRADE_NOT_LARGER`, `PACKAGE_LIMIT_REACHED`,
   * `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
   */
  planId: string | number;
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/** Upgrade a package to a larger catalogue package; the member pays the difference. */
export type UpgradeInsurancePackageInput = {
  /**
   * The larger catalogue package. Refusals: `PACKAGE_UPGRADE_NOT_LARGER`, `PACKAGE_LIMIT_REACHED`,
   * `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
   */
  planId: string | number;
  /** The client's idempotency key (8–64 characters). */
  requestId: string;
};

/**
 * A withdrawal to a bank account. Refusals as for `WithdrawOnChainInput`, with
 * `BANK_ACCOUNT_NOT_FOUND` for an account that is not the member's.
 */
export type WithdrawBankInput = {
  /** The amount, fee included. */
  amount: string;
  /** The member's bank account. */
  bankAccountId: string | number;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates no second order.
   */
  requestId: string;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/** An on-chain withdrawal; refusals as for `WithdrawOnChainInput`. */
export type WithdrawChainInput = {
  /** The member's withdrawal address (past its cooling period). */
  addressId: string | number;
  /** The amount, fee included. */
  amount: string;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: string | null | undefined;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates no second order.
   */
  requestId: string;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: string | null | undefined;
  /** The member's transaction password. */
  transactionPassword: string;
};

/** How the withdrawal fee is computed. */
export type WithdrawalFeeType =
  /** A fixed amount per withdrawal. */
  | 'FIXED'
  /** A fraction of the amount (rounded up to 8 places). */
  | 'RATIO';

/** How a withdrawal is paid out. */
export type WithdrawalKind =
  /** To one of the member's bank accounts. */
  | 'BANK'
  /** To one of the member's wallet addresses. */
  | 'CHAIN';

/** Where a withdrawal stands. */
export type WithdrawalStatus =
  /** Approved by an operator. */
  | 'APPROVED'
  /** Cancelled by the member; the amount was given back. */
  | 'CANCELLED'
  /** The payout failed (see `reason`); the amount was given back. */
  | 'FAILED'
  /** Paid out, but the member reported it was not received (under dispute). */
  | 'NOT_RECEIVED'
  /** Ready to be paid. */
  | 'PAYABLE'
  /** Waiting for an operator's review; the member can still cancel. */
  | 'PENDING_REVIEW'
  /** Rejected by an operator (see `reason`); the amount was given back. */
  | 'REJECTED'
  /** Paid out. */
  | 'SUCCESS'
  /** Being paid out. */
  | 'WITHDRAWING';

export type DemoModeQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoModeQuery = { demoMode: { __typename: 'DemoMode', enabled: boolean, depositApprovalSeconds: number, today: string, daysAhead: number } };

export type AddBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type AddBankAccountMutation = { addBankAccount: { __typename: 'BankAccount', id: string } };

export type AddWithdrawalAddressMutationVariables = Exact<{
  input: AddWithdrawalAddressInput;
}>;


export type AddWithdrawalAddressMutation = { addWithdrawalAddress: { __typename: 'WithdrawalAddress', id: string } };

export type BankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountsQuery = { bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountName: string, accountNumber: string, createdAt: string, updatedAt: string }> };

export type DeleteBankAccountMutationVariables = Exact<{
  id: string | number;
  totpCode?: string | null | undefined;
}>;


export type DeleteBankAccountMutation = { deleteBankAccount: boolean };

export type DeleteWithdrawalAddressMutationVariables = Exact<{
  id: string | number;
  totpCode?: string | null | undefined;
}>;


export type DeleteWithdrawalAddressMutation = { deleteWithdrawalAddress: boolean };

export type KycStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type KycStatusQuery = { me: { __typename: 'User', id: string, kycStatus: KycStatus } };

export type UpdateBankAccountMutationVariables = Exact<{
  id: string | number;
  input: BankAccountInput;
}>;


export type UpdateBankAccountMutation = { updateBankAccount: { __typename: 'BankAccount', id: string, bankName: string, accountName: string, accountNumber: string, updatedAt: string } };

export type UpdateWithdrawalAddressMutationVariables = Exact<{
  id: string | number;
  input: UpdateWithdrawalAddressInput;
}>;


export type UpdateWithdrawalAddressMutation = { updateWithdrawalAddress: { __typename: 'WithdrawalAddress', id: string, network: ChainNetwork, address: string, label: string | null, usableFrom: string, usable: boolean, createdAt: string } };

export type WithdrawalAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawalAddressesQuery = { withdrawalAddresses: Array<{ __typename: 'WithdrawalAddress', id: string, network: ChainNetwork, address: string, label: string | null, usableFrom: string, usable: boolean, createdAt: string }> };

export type CaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaQuery = { captcha: { __typename: 'Captcha', captchaId: string, image: string } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ __typename: 'Country', code: string, name: string }> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'Session', token: string, expiresAt: string, idleTimeoutSeconds: number } };

export type SignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SignInMutation = { signIn: { __typename: 'SignInResult', session: { __typename: 'Session', token: string, expiresAt: string, idleTimeoutSeconds: number } | null, factorChallenge: { __typename: 'FactorChallenge', challenge: string, expiresAt: string, factors: Array<SignInFactor> } | null } };

export type CompleteSignInMutationVariables = Exact<{
  input: CompleteSignInInput;
}>;


export type CompleteSignInMutation = { completeSignIn: { __typename: 'Session', token: string, expiresAt: string, idleTimeoutSeconds: number } };

export type BeginSignInPasskeyFactorMutationVariables = Exact<{
  challenge: string;
}>;


export type BeginSignInPasskeyFactorMutation = { beginSignInPasskeyFactor: { __typename: 'PasskeyOptions', optionsJson: string } };

export type CompleteSignInWithPasskeyMutationVariables = Exact<{
  input: CompleteSignInWithPasskeyInput;
}>;


export type CompleteSignInWithPasskeyMutation = { completeSignInWithPasskey: { __typename: 'Session', token: string, expiresAt: string, idleTimeoutSeconds: number } };

export type BeginPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginPasskeySignInMutation = { beginPasskeySignIn: { __typename: 'PasskeyOptions', optionsJson: string } };

export type SignInWithPasskeyMutationVariables = Exact<{
  credential: string;
}>;


export type SignInWithPasskeyMutation = { signInWithPasskey: { __typename: 'Session', token: string, expiresAt: string, idleTimeoutSeconds: number } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { __typename: 'Registration', userId: string, referralId: string, session: { __typename: 'Session', token: string, expiresAt: string, idleTimeoutSeconds: number } } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SendPasswordResetCodeMutationVariables = Exact<{
  input: SendPasswordResetCodeInput;
}>;


export type SendPasswordResetCodeMutation = { sendPasswordResetCode: boolean };

export type CommitmentAreaQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type CommitmentAreaQuery = { commitmentArea: { __typename: 'CommitmentArea', plans: Array<{ __typename: 'CommitmentPlan', id: string, kind: PinCodePackageKind, name: string, amount: string, coinName: CoinName, contractDays: number }>, freePackage: { __typename: 'CommitmentFreePackage', available: boolean, claimed: boolean, claimedAt: string | null, packageId: string | null, planId: string | null, kind: PinCodePackageKind | null, name: string | null, amount: string | null, coinName: CoinName | null, contractDays: number | null }, commitments: { __typename: 'CommitmentPage', items: Array<{ __typename: 'Commitment', id: string, type: CommitmentType, planName: string, kind: PinCodePackageKind, amount: string, coinName: CoinName, status: CommitmentStatus, packageId: string | null, reviewNote: string | null, createdAt: string, reviewedAt: string | null }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } } };

export type AddCommitmentPackageMutationVariables = Exact<{
  input: AddCommitmentInput;
}>;


export type AddCommitmentPackageMutation = { addCommitmentPackage: { __typename: 'Commitment', id: string, status: CommitmentStatus } };

export type ReceiveCommitmentPackageMutationVariables = Exact<{
  input: ReceiveCommitmentInput;
}>;


export type ReceiveCommitmentPackageMutation = { receiveCommitmentPackage: { __typename: 'CommitmentClaim', commitment: { __typename: 'Commitment', id: string, status: CommitmentStatus } } };

export type CancelConvertMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelConvertMutation = { cancelConvert: { __typename: 'ConvertOrder', id: string, status: ConvertStatus, updatedAt: string } };

export type ConvertConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConvertConfigsQuery = { convertConfigs: Array<{ __typename: 'ConvertConfig', fromCoin: CoinName, toCoin: CoinName, rate: string, feeRatio: string, minAmount: string, reviewAbove: string | null, enabled: boolean }> };

export type ConvertOrdersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type ConvertOrdersQuery = { convertOrders: { __typename: 'ConvertOrderPage', items: Array<{ __typename: 'ConvertOrder', id: string, fromCoin: CoinName, toCoin: CoinName, amount: string, fee: string, rate: string, toAmount: string, status: ConvertStatus, reason: string | null, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type ConvertQuoteQueryVariables = Exact<{
  fromCoin: CoinName;
  toCoin: CoinName;
  amount: string;
}>;


export type ConvertQuoteQuery = { convertQuote: { __typename: 'ConvertQuote', fromCoin: CoinName, toCoin: CoinName, amount: string, rate: string, feeRatio: string, fee: string, toAmount: string, minAmount: string, belowMinimum: boolean, heldForReview: boolean } };

export type ConvertMutationVariables = Exact<{
  input: ConvertInput;
}>;


export type ConvertMutation = { convert: { __typename: 'ConvertOrder', id: string, status: ConvertStatus, toAmount: string, toCoin: CoinName } };

export type EarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type EarningsQuery = { earnings: { __typename: 'Earnings', unit: CoinName, from: string, to: string, leftOut: Array<CoinName>, nextProfitAt: string | null, days: Array<{ __typename: 'EarningsDay', day: string, profit: string, bonus: string }>, totals: { __typename: 'EarningsTotals', profit: string, bonus: string } } };

export type BankDepositQuoteQueryVariables = Exact<{
  channelId: string | number;
  amount: string;
}>;


export type BankDepositQuoteQuery = { bankDepositQuote: { __typename: 'BankDepositQuote', channelId: string, currency: string, exchangeRate: string, amount: string, localAmount: string } };

export type DepositBankMutationVariables = Exact<{
  input: DepositBankInput;
  receipt: File;
}>;


export type DepositBankMutation = { depositBank: { __typename: 'Deposit', id: string, status: DepositStatus } };

export type DepositChainConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositChainConfigQuery = { depositChainConfig: { __typename: 'DepositChainConfig', coin: string, network: ChainNetwork, address: string | null, minAmount: string, multiple: string | null } };

export type DepositChainMutationVariables = Exact<{
  input: DepositChainInput;
}>;


export type DepositChainMutation = { depositChain: { __typename: 'Deposit', id: string, status: DepositStatus } };

export type DepositChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositChannelsQuery = { depositChannels: Array<{ __typename: 'DepositChannel', id: string, channelName: string, bankName: string, accountName: string, accountNumber: string, currency: string, exchangeRate: string, minAmount: string, multiple: string | null }> };

export type DepositGuideQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositGuideQuery = { depositGuide: { __typename: 'DepositGuide', expectedReviewSeconds: number, approvedAutomatically: boolean, supportContact: string } };

export type DepositsQueryVariables = Exact<{
  kind?: DepositKind | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type DepositsQuery = { deposits: { __typename: 'DepositPage', items: Array<{ __typename: 'Deposit', id: string, kind: DepositKind, amount: string, hash: string | null, paymentReference: string | null, channelName: string | null, bankName: string | null, currency: string | null, exchangeRate: string | null, localAmount: string | null, status: DepositStatus, reason: string | null, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type GameAreaQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type GameAreaQuery = { gameAccount: { __typename: 'GameAccount', registered: boolean, gameUserName: string | null, bindAddress: string | null, boundAt: string | null, registeredAt: string | null, walletBalance: string, gmtAvailable: string, minTransfer: string, connected: boolean }, gameBetFlow: { __typename: 'GameBetFlow', businessDay: string, today: string, total: string, updatedAt: string | null }, gameTransfers: { __typename: 'GameTransferPage', items: Array<{ __typename: 'GameTransfer', receiptNumber: string, direction: GameTransferDirection, amount: string, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type GameListsQueryVariables = Exact<{ [key: string]: never; }>;


export type GameListsQuery = { launchGames: Array<{ __typename: 'GameListItem', code: string, name: string, image: string | null, link: string | null, sortOrder: number }>, appMedia: Array<{ __typename: 'GameListItem', code: string, name: string, image: string | null, link: string | null, sortOrder: number }> };

export type RegisterGameAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RegisterGameAccountMutation = { registerGameAccount: { __typename: 'GameAccount', registered: boolean, gameUserName: string | null } };

export type BindGameAddressMutationVariables = Exact<{
  input: BindGameAddressInput;
}>;


export type BindGameAddressMutation = { bindGameAddress: { __typename: 'GameAccount', bindAddress: string | null, boundAt: string | null } };

export type GameLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type GameLoginMutation = { gameLogin: { __typename: 'GameLaunch', launchUrl: string, expiresAt: string } };

export type TransferGameWalletMutationVariables = Exact<{
  input: GameTransferInput;
}>;


export type TransferGameWalletMutation = { transferGameWallet: { __typename: 'GameTransferReceipt', receiptNumber: string, direction: GameTransferDirection, amount: string, walletBalance: string, gmtAvailable: string } };

export type JackpotQueryVariables = Exact<{ [key: string]: never; }>;


export type JackpotQuery = { jackpot: { __typename: 'JackpotStatus', myTickets: number, myOrders: number, round: { __typename: 'JackpotRound', id: string, coinName: CoinName, ticketPrice: string, feeRatio: string, status: JackpotRoundStatus, drawn: boolean, openedAt: string, closesAt: string | null, closedAt: string | null, drawnAt: string | null, seedHash: string, seed: string | null, ticketCount: number, poolAmount: string, prizeAmount: string | null, feeAmount: string | null, winningTicket: number | null, winningOrderId: string | null, winningFirstTicket: number | null, winningLastTicket: number | null } | null } };

export type JackpotOrdersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type JackpotOrdersQuery = { jackpotOrders: { __typename: 'JackpotOrderPage', items: Array<{ __typename: 'JackpotOrder', id: string, roundId: string, tickets: number, firstTicket: number, lastTicket: number, amount: string, coinName: CoinName, status: JackpotOrderStatus, prizeAmount: string | null, roundStatus: JackpotRoundStatus, drawn: boolean, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type EnterJackpotMutationVariables = Exact<{
  input: EnterJackpotInput;
}>;


export type EnterJackpotMutation = { enterJackpot: { __typename: 'JackpotOrder', id: string, tickets: number, firstTicket: number, lastTicket: number } };

export type KycQueryVariables = Exact<{ [key: string]: never; }>;


export type KycQuery = { kyc: { __typename: 'Kyc', status: KycStatus, canSubmit: boolean, reason: string | null, idNumber: string | null, submittedAt: string | null, reviewedAt: string | null } };

export type SubmitKycMutationVariables = Exact<{
  input: SubmitKycInput;
  front: File;
  back: File;
}>;


export type SubmitKycMutation = { submitKyc: { __typename: 'Kyc', status: KycStatus, canSubmit: boolean, reason: string | null, idNumber: string | null, submittedAt: string | null, reviewedAt: string | null } };

export type NotificationUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationUnreadCountQuery = { notificationUnreadCount: number };

export type NotificationUnreadCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationUnreadCountChangedSubscription = { notificationUnreadCountChanged: number };

export type NotificationsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  unreadOnly?: boolean | null | undefined;
}>;


export type NotificationsQuery = { notifications: { __typename: 'NotificationPage', items: Array<{ __typename: 'Notification', id: string, event: NotificationEvent, title: string, body: string, link: string | null, createdAt: string, readAt: string | null }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { notificationPreferences: Array<{ __typename: 'NotificationPreference', event: NotificationEvent, inApp: boolean, email: boolean, push: boolean, locked: boolean }> };

export type SetNotificationPreferenceMutationVariables = Exact<{
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
}>;


export type SetNotificationPreferenceMutation = { setNotificationPreference: Array<{ __typename: 'NotificationPreference', event: NotificationEvent, inApp: boolean, email: boolean, push: boolean, locked: boolean }> };

export type MonthlyStatementPreferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type MonthlyStatementPreferenceQuery = { monthlyStatementPreference: { __typename: 'MonthlyStatementPreference', enabled: boolean, email: string | null } };

export type SetMonthlyStatementMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetMonthlyStatementMutation = { setMonthlyStatement: { __typename: 'MonthlyStatementPreference', enabled: boolean, email: string | null } };

export type NotificationPushKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPushKeyQuery = { notificationPushKey: string | null };

export type NotificationEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationEmailQuery = { emailAddress: { __typename: 'EmailAddress', email: string | null, canSend: boolean } };

export type SubscribePushMutationVariables = Exact<{
  input: SubscribePushInput;
}>;


export type SubscribePushMutation = { subscribePush: boolean };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type PublishOtcOfferMutationVariables = Exact<{
  input: PublishOtcOfferInput;
}>;


export type PublishOtcOfferMutation = { publishOtcOffer: { __typename: 'OtcOfferReceipt', receiptNumber: string, offer: { __typename: 'OtcOffer', id: string, status: OtcOfferStatus } } };

export type CancelOtcOfferMutationVariables = Exact<{
  id: string | number;
  input: CancelOtcOfferInput;
}>;


export type CancelOtcOfferMutation = { cancelOtcOffer: { __typename: 'OtcOfferReceipt', returned: string | null, offer: { __typename: 'OtcOffer', id: string, status: OtcOfferStatus, remaining: string } } };

export type BuyOtcOfferMutationVariables = Exact<{
  id: string | number;
  input: BuyOtcOfferInput;
}>;


export type BuyOtcOfferMutation = { buyOtcOffer: { __typename: 'OtcPurchase', receiptNumber: string, trade: { __typename: 'OtcTrade', id: string, buyerReceives: string } } };

export type SendOtcChatMessageMutationVariables = Exact<{
  tradeId: string | number;
  input: SendOtcChatMessageInput;
}>;


export type SendOtcChatMessageMutation = { sendOtcChatMessage: { __typename: 'OtcChatMessage', id: string } };

export type AppealOtcTradeMutationVariables = Exact<{
  tradeId: string | number;
  input: AppealOtcTradeInput;
}>;


export type AppealOtcTradeMutation = { appealOtcTrade: { __typename: 'OtcTrade', id: string, status: OtcTradeStatus } };

export type RateOtcTradeMutationVariables = Exact<{
  tradeId: string | number;
  input: RateOtcTradeInput;
}>;


export type RateOtcTradeMutation = { rateOtcTrade: { __typename: 'OtcTrade', id: string, myRating: { __typename: 'OtcRating', score: number, comment: string | null } | null } };

export type OtcLobbyQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OtcLobbyQuery = { otcLobby: { __typename: 'OtcLobby', payCoinName: CoinName, feeRatio: string, feePayer: OtcFeePayer, items: Array<{ __typename: 'OtcOffer', id: string, sellerUserName: string, amount: string, remaining: string, price: string, payCoinName: CoinName, minAmount: string, maxAmount: string, takeMin: string | null, takeMax: string | null, mine: boolean, seller: { __typename: 'OtcTrackRecord', completedTrades: number, rating: string | null, ratingCount: number } | null }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type OtcOffersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OtcOffersQuery = { otcOffers: { __typename: 'OtcOfferPage', items: Array<{ __typename: 'OtcOffer', id: string, amount: string, remaining: string, sold: string, price: string, payCoinName: CoinName, minAmount: string, maxAmount: string, status: OtcOfferStatus, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type OtcTradesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type OtcTradesQuery = { otcTrades: { __typename: 'OtcTradePage', items: Array<{ __typename: 'OtcTrade', id: string, role: OtcTradeRole, counterpartyUserName: string, amount: string, price: string, payCoinName: CoinName, payAmount: string, fee: string, feeCoinName: CoinName, buyerReceives: string, sellerReceives: string, status: OtcTradeStatus, createdAt: string, appeal: { __typename: 'OtcAppeal', reason: string, decision: OtcAppealDecision | null, decisionNote: string | null } | null, myRating: { __typename: 'OtcRating', score: number, comment: string | null } | null }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type OtcChatQueryVariables = Exact<{
  tradeId: string | number;
}>;


export type OtcChatQuery = { otcChat: { __typename: 'OtcChatPage', items: Array<{ __typename: 'OtcChatMessage', id: string, senderUserName: string, mine: boolean, content: string, createdAt: string }> } };

export type OtcBuyQuoteQueryVariables = Exact<{
  id: string | number;
  amount: string;
}>;


export type OtcBuyQuoteQuery = { otcBuyQuote: { __typename: 'OtcBuyQuote', offerId: string, amount: string, price: string, payCoinName: CoinName, payAmount: string, fee: string, feeCoinName: CoinName, buyerReceives: string, sellerReceives: string } };

export type ClaimsQueryVariables = Exact<{
  filter?: ClaimFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ClaimsQuery = { claims: { __typename: 'ClaimPage', items: Array<{ __typename: 'Claim', id: string, packageName: string, premiumRound: number, tradeOrder: number, status: ClaimStatus, reason: string | null, payout: string | null, coinName: CoinName, transactionNumber: string | null, createdAt: string, screenshot: { __typename: 'ClaimScreenshot', sha256: string, sizeBytes: number, receivedAt: string }, timeline: Array<{ __typename: 'ClaimEvent', status: ClaimEventStatus, note: string | null, at: string }> }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type FileClaimMutationVariables = Exact<{
  input: FileClaimInput;
  screenshot: File;
}>;


export type FileClaimMutation = { fileClaim: { __typename: 'Claim', id: string, tradeOrder: number, status: ClaimStatus } };

export type EntrustPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type EntrustPlansQuery = { entrustPlans: Array<{ __typename: 'EntrustPlan', id: string, name: string, amount: string, coinName: CoinName, profitCoinName: CoinName, contractDays: number, dailyProfitRatio: string, termProfit: string, maxPurchaseCount: number, purchasedCount: number, redeemFeeRatio: string }> };

export type EntrustPackagesQueryVariables = Exact<{
  filter?: EntrustPackageFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type EntrustPackagesQuery = { entrustPackages: { __typename: 'EntrustPackagePage', items: Array<{ __typename: 'EntrustPackage', id: string, planId: string, name: string, origin: PackageOrigin, coinName: CoinName, profitCoinName: CoinName, amount: string, principal: string, dailyProfitRatio: string, contractDays: number, startDate: string, expiryDate: string, expiresAt: string, redeemUntil: string, renewals: number, autoAdd: boolean, state: EntrustPackageState, totalProfit: string, compoundedProfit: string, creditedProfit: string, nextProfitAt: string | null, nextProfitAmount: string | null, contractDaysElapsed: number, createdAt: string, projection: { __typename: 'PackageProjection', days: number, simpleProfit: string, compoundProfit: string, compoundPrincipal: string } }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } }, entrustTotals: { __typename: 'EntrustTotals', activeCount: number, totalAmount: string, totalProfit: string } };

export type EntrustRedeemQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type EntrustRedeemQuoteQuery = { entrustRedeemQuote: { __typename: 'EntrustRedeemQuote', packageId: string, state: EntrustPackageState, redeemable: boolean, principal: string, redeemFeeRatio: string, redeemFee: string, netAmount: string, coinName: CoinName, redeemableFrom: string } };

export type EntrustUpgradeOptionsQueryVariables = Exact<{
  id: string | number;
}>;


export type EntrustUpgradeOptionsQuery = { entrustUpgradeOptions: Array<{ __typename: 'PackageUpgradeOption', planId: string, name: string, amount: string, coinName: CoinName, cost: string }> };

export type BuyEntrustPackageMutationVariables = Exact<{
  input: BuyEntrustPackageInput;
}>;


export type BuyEntrustPackageMutation = { buyEntrustPackage: { __typename: 'EntrustPackage', id: string, name: string, nextProfitAt: string | null } };

export type UpgradeEntrustPackageMutationVariables = Exact<{
  id: string | number;
  input: UpgradeEntrustPackageInput;
}>;


export type UpgradeEntrustPackageMutation = { upgradeEntrustPackage: { __typename: 'EntrustPackage', id: string, amount: string } };

export type RedeemEntrustPackageMutationVariables = Exact<{
  id: string | number;
  input: RedeemEntrustPackageInput;
}>;


export type RedeemEntrustPackageMutation = { redeemEntrustPackage: { __typename: 'EntrustRedemption', redeemFee: string, netAmount: string, package: { __typename: 'EntrustPackage', id: string, state: EntrustPackageState } } };

export type SetEntrustPackageAutoAddMutationVariables = Exact<{
  id: string | number;
  input: SetEntrustPackageAutoAddInput;
}>;


export type SetEntrustPackageAutoAddMutation = { setEntrustPackageAutoAdd: { __typename: 'EntrustPackage', id: string, autoAdd: boolean } };

export type InsurancePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type InsurancePlansQuery = { insurancePlans: Array<{ __typename: 'InsurancePlan', id: string, name: string, amount: string, coinName: CoinName, profitCoinName: CoinName, contractDays: number, dailyProfitRatio: string, termProfit: string, maxPurchaseCount: number, purchasedCount: number, redeemFeeRatio: string, premiumRatio: string, premiumRounds: number, claimPayoutRatio: string }> };

export type InsurancePackagesQueryVariables = Exact<{
  filter?: InsurancePackageFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type InsurancePackagesQuery = { insurancePackages: { __typename: 'InsurancePackagePage', items: Array<{ __typename: 'InsurancePackage', id: string, planId: string, name: string, origin: PackageOrigin, coinName: CoinName, profitCoinName: CoinName, amount: string, principal: string, dailyProfitRatio: string, contractDays: number, startDate: string, unlockDate: string, unlockAt: string, autoAdd: boolean, state: InsurancePackageState, totalProfit: string, compoundedProfit: string, creditedProfit: string, nextProfitAt: string | null, nextProfitAmount: string | null, contractDaysElapsed: number, refillAmount: string, createdAt: string, redeemedAt: string | null, claimableOrders: number, projection: { __typename: 'PackageProjection', days: number, simpleProfit: string, compoundProfit: string, compoundPrincipal: string } }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type InsuranceRedeemQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type InsuranceRedeemQuoteQuery = { insuranceRedeemQuote: { __typename: 'InsuranceRedeemQuote', packageId: string, state: InsurancePackageState, redeemable: boolean, principal: string, redeemFeeRatio: string, redeemFee: string, netAmount: string, coinName: CoinName, redeemableFrom: string, closesTransfers: boolean } };

export type InsuranceUpgradeOptionsQueryVariables = Exact<{
  id: string | number;
}>;


export type InsuranceUpgradeOptionsQuery = { insuranceUpgradeOptions: Array<{ __typename: 'PackageUpgradeOption', planId: string, name: string, amount: string, coinName: CoinName, cost: string }> };

export type BuyInsurancePackageMutationVariables = Exact<{
  input: BuyInsurancePackageInput;
}>;


export type BuyInsurancePackageMutation = { buyInsurancePackage: { __typename: 'InsurancePackage', id: string, name: string, nextProfitAt: string | null, state: InsurancePackageState, unlockAt: string } };

export type UpgradeInsurancePackageMutationVariables = Exact<{
  id: string | number;
  input: UpgradeInsurancePackageInput;
}>;


export type UpgradeInsurancePackageMutation = { upgradeInsurancePackage: { __typename: 'InsurancePackage', id: string, name: string, amount: string } };

export type RefillInsurancePackageMutationVariables = Exact<{
  id: string | number;
  input: RefillInsurancePackageInput;
}>;


export type RefillInsurancePackageMutation = { refillInsurancePackage: { __typename: 'InsurancePackage', id: string, principal: string } };

export type RedeemInsurancePackageMutationVariables = Exact<{
  id: string | number;
  input: RedeemInsurancePackageInput;
}>;


export type RedeemInsurancePackageMutation = { redeemInsurancePackage: { __typename: 'InsuranceRedemption', redeemFee: string, netAmount: string, transfersReopenAt: string, package: { __typename: 'InsurancePackage', id: string, state: InsurancePackageState } } };

export type SetInsurancePackageAutoAddMutationVariables = Exact<{
  id: string | number;
  input: SetInsurancePackageAutoAddInput;
}>;


export type SetInsurancePackageAutoAddMutation = { setInsurancePackageAutoAdd: { __typename: 'InsurancePackage', id: string, autoAdd: boolean } };

export type InsuranceAutoAddEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type InsuranceAutoAddEnabledQuery = { insuranceAutoAddEnabled: boolean };

export type SetInsuranceAutoAddSettingMutationVariables = Exact<{
  input: SetInsuranceAutoAddSettingInput;
}>;


export type SetInsuranceAutoAddSettingMutation = { setInsuranceAutoAddSetting: { __typename: 'InsuranceAutoAddSetting', enabled: boolean, packagesUpdated: number } };

export type InsuranceCoverQueryVariables = Exact<{
  id: string | number;
}>;


export type InsuranceCoverQuery = { insuranceCover: { __typename: 'InsuranceCover', packageId: string, insured: boolean, premiumAmount: string, coinName: CoinName, claimPayout: string, claimPayoutCoinName: CoinName, maxRounds: number, paidRounds: number, remainingRounds: number, canPay: boolean, refusal: PremiumRefusal | null, currentRound: { __typename: 'PremiumRound', premiumId: string, round: number, ordersUsed: number, orders: Array<{ __typename: 'InsuredOrder', tradeOrder: number, placed: boolean, day: string | null, profit: string | null, claimStatus: ClaimStatus | null }> } | null } };

export type PremiumsQueryVariables = Exact<{
  filter?: PremiumFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PremiumsQuery = { premiums: { __typename: 'PremiumPage', items: Array<{ __typename: 'Premium', id: string, packageId: string, packageName: string, round: number, amount: string, coinName: CoinName, paidBy: PremiumPayer, status: PremiumStatus, ordersUsed: number, insured: boolean, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } }, premiumTotals: { __typename: 'PremiumTotals', totalAmount: string, count: number } };

export type PayPremiumMutationVariables = Exact<{
  id: string | number;
  input: PayPremiumInput;
}>;


export type PayPremiumMutation = { payPremium: { __typename: 'Premium', id: string, round: number, amount: string } };

export type PinCodePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PinCodePlansQuery = { pinCodePlans: Array<{ __typename: 'PinCodePlan', id: string, kind: PinCodePackageKind, name: string, price: string, priceCoinName: CoinName, amount: string, coinName: CoinName, contractDays: number }> };

export type PinCodesQueryVariables = Exact<{
  filter?: PinCodeFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type PinCodesQuery = { pinCodes: { __typename: 'PinCodePage', items: Array<{ __typename: 'PinCode', id: string, code: string, planId: string, planName: string, kind: PinCodePackageKind, amount: string, coinName: CoinName, origin: PinCodeOrigin, state: PinCodeState, holderUserName: string | null, activatedForUserName: string | null, activatedAt: string | null, packageId: string | null, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type PinCodeCustodyQueryVariables = Exact<{
  id: string | number;
  page?: PageInput | null | undefined;
}>;


export type PinCodeCustodyQuery = { pinCodeCustody: { __typename: 'PinCodeEventPage', items: Array<{ __typename: 'PinCodeEvent', id: string, type: PinCodeEventType, fromUserName: string | null, toUserName: string | null, forUserName: string | null, packageId: string | null, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type BuyPinCodesMutationVariables = Exact<{
  input: BuyPinCodesInput;
}>;


export type BuyPinCodesMutation = { buyPinCodes: { __typename: 'PinCodePurchase', total: string, coinName: CoinName, receiptNumber: string, codes: Array<{ __typename: 'PinCode', id: string, code: string }> } };

export type ActivatePinCodeMutationVariables = Exact<{
  id: string | number;
  input: ActivatePinCodeInput;
}>;


export type ActivatePinCodeMutation = { activatePinCode: { __typename: 'PinCodeActivation', code: { __typename: 'PinCode', id: string, state: PinCodeState }, insurancePackage: { __typename: 'InsurancePackage', id: string } | null, entrustPackage: { __typename: 'EntrustPackage', id: string } | null } };

export type TransferPinCodeMutationVariables = Exact<{
  id: string | number;
  input: TransferPinCodeInput;
}>;


export type TransferPinCodeMutation = { transferPinCode: { __typename: 'PinCodeTransfer', toUserName: string, code: { __typename: 'PinCode', id: string, state: PinCodeState } } };

export type RecordTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecordTypesQuery = { recordTypes: Array<{ __typename: 'RecordType', recordType: AssetRecordType, name: string }> };

export type RecordsQueryVariables = Exact<{
  filter?: RecordFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RecordsQuery = { records: { __typename: 'AssetRecordPage', items: Array<{ __typename: 'AssetRecord', id: string, receiptNumber: string | null, transactionNumber: string | null, coinName: CoinName, recordType: AssetRecordType, recordTypeName: string, amount: string, fee: string | null, actualAmount: string | null, status: AssetRecordStatus | null, reason: string | null, hash: string | null, remark: string | null, createdAt: string, note: { __typename: 'RecordNote', kind: RecordNoteKind, fromCoin: CoinName | null, toCoin: CoinName | null, orderId: string | null, counterparty: string | null, destination: string | null, packageName: string | null, targetPackageName: string | null, round: number | null, tradeOrder: number | null, firstTicket: number | null, lastTicket: number | null, quantity: number | null, day: string | null, depth: number | null, text: string | null } | null }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type AntiPhishingCodeQueryVariables = Exact<{ [key: string]: never; }>;


export type AntiPhishingCodeQuery = { antiPhishingCode: { __typename: 'AntiPhishingCode', set: boolean, code: string | null } };

export type SetAntiPhishingCodeMutationVariables = Exact<{
  input: SetAntiPhishingCodeInput;
}>;


export type SetAntiPhishingCodeMutation = { setAntiPhishingCode: { __typename: 'AntiPhishingCode', set: boolean, code: string | null } };

export type ClearAntiPhishingCodeMutationVariables = Exact<{
  input: ClearAntiPhishingCodeInput;
}>;


export type ClearAntiPhishingCodeMutation = { clearAntiPhishingCode: { __typename: 'AntiPhishingCode', set: boolean, code: string | null } };

export type EmailAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailAddressQuery = { emailAddress: { __typename: 'EmailAddress', email: string | null, canSend: boolean, pending: { __typename: 'PendingEmailChange', email: string, expiresAt: string } | null } };

export type BeginEmailChangeMutationVariables = Exact<{
  input: BeginEmailChangeInput;
}>;


export type BeginEmailChangeMutation = { beginEmailChange: { __typename: 'EmailAddress', email: string | null, pending: { __typename: 'PendingEmailChange', email: string, expiresAt: string } | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { __typename: 'EmailAddress', email: string | null, pending: { __typename: 'PendingEmailChange', email: string, expiresAt: string } | null } };

export type AccountFreezeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountFreezeQuery = { accountFreeze: { __typename: 'AccountFreeze', frozen: boolean, frozenAt: string | null, source: FreezeSource | null } };

export type FreezeAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type FreezeAccountMutation = { freezeAccount: { __typename: 'AccountFreeze', frozen: boolean, frozenAt: string | null, source: FreezeSource | null } };

export type FreezeAccountByLinkMutationVariables = Exact<{
  token: string;
}>;


export type FreezeAccountByLinkMutation = { freezeAccountByLink: boolean };

export type PasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeysQuery = { passkeys: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export type BeginPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginPasskeyRegistrationMutation = { beginPasskeyRegistration: { __typename: 'PasskeyOptions', optionsJson: string } };

export type RegisterPasskeyMutationVariables = Exact<{
  input: RegisterPasskeyInput;
}>;


export type RegisterPasskeyMutation = { registerPasskey: { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null } };

export type RenamePasskeyMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenamePasskeyMutation = { renamePasskey: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export type RemovePasskeyMutationVariables = Exact<{
  input: RemovePasskeyInput;
}>;


export type RemovePasskeyMutation = { removePasskey: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export type SecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorsQuery = { secondFactors: { __typename: 'SecondFactors', totpEnabled: boolean, totpEnabledAt: string | null, recoveryCodesLeft: number } };

export type BeginTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTotpEnrolmentMutation = { beginTotpEnrolment: { __typename: 'TotpEnrolment', secret: string, otpauthUri: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  input: ConfirmTotpEnrolmentInput;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { __typename: 'RecoveryCodes', codes: Array<string> } };

export type DisableTotpMutationVariables = Exact<{
  input: FactorChangeInput;
}>;


export type DisableTotpMutation = { disableTotp: boolean };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  input: FactorChangeInput;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { __typename: 'RecoveryCodes', codes: Array<string> } };

export type MemberSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberSessionsQuery = { memberSessions: Array<{ __typename: 'MemberSession', id: string, current: boolean, browser: string | null, os: string | null, kind: string | null, userAgent: string, address: string, startedAt: string, lastSeenAt: string }> };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: Array<{ __typename: 'MemberSession', id: string, current: boolean, browser: string | null, os: string | null, kind: string | null, userAgent: string, address: string, startedAt: string, lastSeenAt: string }> };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: number };

export type SignInHistoryQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type SignInHistoryQuery = { signInHistory: { __typename: 'SignInEventPage', items: Array<{ __typename: 'SignInEvent', id: string, outcome: SignInOutcome, browser: string | null, os: string | null, kind: string | null, userAgent: string, address: string, at: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type WithdrawalWhitelistQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawalWhitelistQuery = { withdrawalWhitelist: { __typename: 'WithdrawalWhitelist', on: boolean, offAt: string | null, addresses: Array<{ __typename: 'WhitelistAddress', id: string, network: ChainNetwork, address: string, label: string | null, whitelisted: boolean, whitelistedFrom: string | null }> } };

export type SetWithdrawalWhitelistModeMutationVariables = Exact<{
  on: boolean;
}>;


export type SetWithdrawalWhitelistModeMutation = { setWithdrawalWhitelistMode: { __typename: 'WithdrawalWhitelist', on: boolean, offAt: string | null, addresses: Array<{ __typename: 'WhitelistAddress', id: string, network: ChainNetwork, address: string, label: string | null, whitelisted: boolean, whitelistedFrom: string | null }> } };

export type SetAddressWhitelistedMutationVariables = Exact<{
  id: string | number;
  listed: boolean;
}>;


export type SetAddressWhitelistedMutation = { setAddressWhitelisted: { __typename: 'WithdrawalWhitelist', on: boolean, offAt: string | null, addresses: Array<{ __typename: 'WhitelistAddress', id: string, network: ChainNetwork, address: string, label: string | null, whitelisted: boolean, whitelistedFrom: string | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type ChangeTransactionPasswordMutationVariables = Exact<{
  input: ChangeTransactionPasswordInput;
}>;


export type ChangeTransactionPasswordMutation = { changeTransactionPassword: boolean };

export type BonusEarnedQueryVariables = Exact<{
  filter?: BonusEarnedFilter | null | undefined;
}>;


export type BonusEarnedQuery = { bonusEarned: { __typename: 'BonusEarned', total: string, byType: Array<{ __typename: 'BonusTotal', recordType: AssetRecordType, amount: string, count: number }> } };

export type MyOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrganizationQuery = { myOrganization: { __typename: 'MyOrganization', teamCount: number, activeDirectCount: number, member: { __typename: 'TeamMember', id: string, userName: string, level: number, depth: number, personalVolume: string, teamVolume: string, directCount: number, createdAt: string }, levelCounts: Array<{ __typename: 'LevelCount', level: number, count: number }>, nextRank: { __typename: 'RankProgress', level: number, requirements: Array<{ __typename: 'RankRequirement', name: RankRequirementName, have: string, need: string, met: boolean }> } | null } };

export type OrganizationQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationQuery = { organization: { __typename: 'Organization', teamCount: number, member: { __typename: 'TeamMember', id: string, userName: string, level: number, depth: number, personalVolume: string, teamVolume: string, directCount: number, createdAt: string }, levelCounts: Array<{ __typename: 'LevelCount', level: number, count: number }> } };

export type RanksQueryVariables = Exact<{ [key: string]: never; }>;


export type RanksQuery = { ranks: Array<{ __typename: 'Rank', level: number, personalVolume: string | null, teamVolume: string | null, directReferrals: number | null }> };

export type TeamMembersQueryVariables = Exact<{
  filter?: TeamMemberFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TeamMembersQuery = { teamMembers: { __typename: 'TeamMemberPage', items: Array<{ __typename: 'TeamMember', id: string, userName: string, level: number, depth: number, personalVolume: string, teamVolume: string, directCount: number, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type SetAgreedToTermsMutationVariables = Exact<{
  input: SetAgreedToTermsInput;
}>;


export type SetAgreedToTermsMutation = { setAgreedToTerms: { __typename: 'User', id: string, agreedToTerms: boolean } };

export type TransferConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferConfigsQuery = { transferConfigs: Array<{ __typename: 'TransferConfig', coinName: CoinName, minAmount: string, feeRatio: string, enabled: boolean }> };

export type TransfersQueryVariables = Exact<{
  filter?: TransferFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TransfersQuery = { transfers: { __typename: 'TransferPage', items: Array<{ __typename: 'Transfer', id: string, direction: TransferDirection, coinName: CoinName, amount: string, fee: string, actualAmount: string, counterpartyUserName: string, transactionNumber: string, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type TransferQuoteQueryVariables = Exact<{
  coinName: CoinName;
  amount: string;
  toUser?: string | null | undefined;
}>;


export type TransferQuoteQuery = { transferQuote: { __typename: 'TransferQuote', coinName: CoinName, amount: string, feeRatio: string, fee: string, received: string, minAmount: string, belowMinimum: boolean, recipientUserName: string | null } };

export type TransferMutationVariables = Exact<{
  input: TransferInput;
}>;


export type TransferMutation = { transfer: { __typename: 'Transfer', id: string, actualAmount: string, counterpartyUserName: string } };

export type WithdrawableConvertPairsQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawableConvertPairsQuery = { convertConfigs: Array<{ __typename: 'ConvertConfig', fromCoin: CoinName, toCoin: CoinName, feeRatio: string, minAmount: string, enabled: boolean }> };

export type CancelWithdrawalMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelWithdrawalMutation = { cancelWithdrawal: { __typename: 'Withdrawal', id: string, status: WithdrawalStatus } };

export type ReportWithdrawalNotReceivedMutationVariables = Exact<{
  id: string | number;
}>;


export type ReportWithdrawalNotReceivedMutation = { reportWithdrawalNotReceived: { __typename: 'Withdrawal', id: string, status: WithdrawalStatus } };

export type WithdrawChainMutationVariables = Exact<{
  input: WithdrawChainInput;
}>;


export type WithdrawChainMutation = { withdrawChain: { __typename: 'Withdrawal', id: string, amount: string, status: WithdrawalStatus, approvalDate: string } };

export type WithdrawBankMutationVariables = Exact<{
  input: WithdrawBankInput;
}>;


export type WithdrawBankMutation = { withdrawBank: { __typename: 'Withdrawal', id: string, amount: string, status: WithdrawalStatus, approvalDate: string } };

export type WithdrawalChainAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawalChainAddressesQuery = { withdrawalAddresses: Array<{ __typename: 'WithdrawalAddress', id: string, network: ChainNetwork, address: string, label: string | null, usableFrom: string, usable: boolean }> };

export type WithdrawalBankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawalBankAccountsQuery = { bankAccounts: Array<{ __typename: 'BankAccount', id: string, bankName: string, accountName: string, accountNumber: string }> };

export type WithdrawalConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawalConfigsQuery = { withdrawalConfigs: Array<{ __typename: 'WithdrawalConfig', kind: WithdrawalKind, coinName: CoinName, feeType: WithdrawalFeeType, fee: string, minAmount: string, maxAmount: string, multiple: string | null, dailyLimit: number, approvalText: string }> };

export type WithdrawalQuoteQueryVariables = Exact<{
  amount?: string | null | undefined;
}>;


export type WithdrawalQuoteQuery = { withdrawalQuote: { __typename: 'WithdrawalQuote', coinName: CoinName, available: string, feeType: WithdrawalFeeType, feeValue: string, amount: string | null, fee: string | null, actualAmount: string | null, dailyLimit: number, usedToday: number, quotaFree: boolean, quotaResetsAt: string, approvalDate: string } };

export type WithdrawalsQueryVariables = Exact<{
  kind?: WithdrawalKind | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type WithdrawalsQuery = { withdrawals: { __typename: 'WithdrawalPage', items: Array<{ __typename: 'Withdrawal', id: string, kind: WithdrawalKind, amount: string, fee: string, actualAmount: string, network: ChainNetwork | null, address: string | null, bankName: string | null, accountName: string | null, accountNumber: string | null, status: WithdrawalStatus, reason: string | null, payoutHash: string | null, approvalDate: string, createdAt: string }>, pageInfo: { __typename: 'PageInfo', pageNum: number, pageSize: number, total: number, hasNextPage: boolean } } };

export type BalancesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BalancesChangedSubscription = { balancesChanged: Array<{ __typename: 'Balance', coinName: CoinName, available: string, frozen: string, locked: string }> };

export type HoldsQueryVariables = Exact<{
  coinName?: CoinName | null | undefined;
}>;


export type HoldsQuery = { holds: Array<{ __typename: 'Hold', kind: HoldKind, coinName: CoinName, state: HeldState, amount: string, since: string, until: string | null, reference: string, path: string }> };

export type ProfileChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ProfileChangedSubscription = { profileChanged: { __typename: 'User', id: string, userName: string, countryCode: string, referralId: string, level: number, levelName: string, commitmentPackageEnabled: boolean, otcEnabled: boolean, matchingCodeEnabled: boolean, agreedToTerms: boolean } };

export type HasSecondFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type HasSecondFactorQuery = { secondFactors: { __typename: 'SecondFactors', totpEnabled: boolean } };

export type HasPasskeyQueryVariables = Exact<{ [key: string]: never; }>;


export type HasPasskeyQuery = { passkeys: Array<{ __typename: 'Passkey', id: string }> };

export type BeginPasskeyConfirmationMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginPasskeyConfirmationMutation = { beginPasskeyConfirmation: { __typename: 'PasskeyOptions', optionsJson: string } };

export type SecurityGuardsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityGuardsQuery = { securityGuards: { __typename: 'SecurityGuards', moneyLockedUntil: string | null, withdrawalsPausedUntil: string | null } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { __typename: 'User', id: string, userName: string, countryCode: string, referralId: string, level: number, levelName: string, commitmentPackageEnabled: boolean, otcEnabled: boolean, matchingCodeEnabled: boolean, agreedToTerms: boolean } };

export type BalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type BalancesQuery = { balances: Array<{ __typename: 'Balance', coinName: CoinName, available: string, frozen: string, locked: string }> };

export type CreditDecimalsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditDecimalsQuery = { coins: Array<{ __typename: 'Coin', coinName: CoinName, decimals: number }> };

export type WalletTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletTotalQuery = { walletTotal: { __typename: 'WalletTotal', unit: CoinName, total: string, leftOut: Array<CoinName>, change: { __typename: 'WalletTotalChange', since: string, amount: string } } };


export const DemoModeDocument = {"__meta__":{"hash":"864229adcbd598b8d2863f0f8a9ac704ab9469469ce18ad272ffd9c633f18fc1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"depositApprovalSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"daysAhead"}}]}}]}}]} as unknown as DocumentNode<DemoModeQuery, DemoModeQueryVariables>;
export const AddBankAccountDocument = {"__meta__":{"hash":"b7d20575399b39b91a570273f5b9d880b7d20e1f888e67133d9d4d2ae31234e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddBankAccountMutation, AddBankAccountMutationVariables>;
export const AddWithdrawalAddressDocument = {"__meta__":{"hash":"85ca1ab6132e960c92511f1326c6ac58142efd153afa67ad5c10bcb6bad0432d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWithdrawalAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddWithdrawalAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWithdrawalAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddWithdrawalAddressMutation, AddWithdrawalAddressMutationVariables>;
export const BankAccountsDocument = {"__meta__":{"hash":"c76ac2154300574e1f168626b927b6cfedfb1cb1c0f4593bc53ab33a009c1650"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<BankAccountsQuery, BankAccountsQueryVariables>;
export const DeleteBankAccountDocument = {"__meta__":{"hash":"2db84b05df6280424d409f1247a6f60947499bdc3b3ed970c839389759b5622c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"totpCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"totpCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"totpCode"}}}]}]}}]} as unknown as DocumentNode<DeleteBankAccountMutation, DeleteBankAccountMutationVariables>;
export const DeleteWithdrawalAddressDocument = {"__meta__":{"hash":"6dc3713dfc4739303d63464be9f5c33f4bd1ff279619333035bfe086ce8077ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWithdrawalAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"totpCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWithdrawalAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"totpCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"totpCode"}}}]}]}}]} as unknown as DocumentNode<DeleteWithdrawalAddressMutation, DeleteWithdrawalAddressMutationVariables>;
export const KycStatusDocument = {"__meta__":{"hash":"88a0434bbd1ad66bd5ef366da8433e60f7ef51c5ddf60c3b2a7c0dfa162dd009"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kycStatus"}}]}}]}}]} as unknown as DocumentNode<KycStatusQuery, KycStatusQueryVariables>;
export const UpdateBankAccountDocument = {"__meta__":{"hash":"abd08dae3949628fca59ba2e7bb018047a1b048ccb6f5ce80ae360f691ba890c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateBankAccountMutation, UpdateBankAccountMutationVariables>;
export const UpdateWithdrawalAddressDocument = {"__meta__":{"hash":"0c885fff4ac6a64a35aaf4da689239db653b692eff343b11195a0c73d17c3112"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWithdrawalAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWithdrawalAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWithdrawalAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"usableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateWithdrawalAddressMutation, UpdateWithdrawalAddressMutationVariables>;
export const WithdrawalAddressesDocument = {"__meta__":{"hash":"eb5a50872153d2eaeb8b968125945ef8c90b54940aa1b595e564c3f1ba139835"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"usableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WithdrawalAddressesQuery, WithdrawalAddressesQueryVariables>;
export const CaptchaDocument = {"__meta__":{"hash":"5cbb814cb640d27aaa83dd1270e0be5763b72ea127b066410cbf81d715b867f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"captchaId"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CaptchaQuery, CaptchaQueryVariables>;
export const CountriesDocument = {"__meta__":{"hash":"b321a9d3013916ab736f4c86367cb59a73de6a08f1402b49931bbde0a5f02a4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"fe5e211ed1d86c793ad05cd077a80b729ade8896030796122a86a35c740766ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignInDocument = {"__meta__":{"hash":"46725fcce60b1134f6b798ded0ec39c210a06d98b7cf2eaa3f679b3f8259bf36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factorChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"factors"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CompleteSignInDocument = {"__meta__":{"hash":"1dec3093f850214f347ba941745f4b57de490fe9444a9a12accc8440b79df651"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}}]}}]}}]} as unknown as DocumentNode<CompleteSignInMutation, CompleteSignInMutationVariables>;
export const BeginSignInPasskeyFactorDocument = {"__meta__":{"hash":"3517757c2950e03eb8ec42d1dfffaaca9c957b552555b871a32d50bd126e1770"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginSignInPasskeyFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginSignInPasskeyFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<BeginSignInPasskeyFactorMutation, BeginSignInPasskeyFactorMutationVariables>;
export const CompleteSignInWithPasskeyDocument = {"__meta__":{"hash":"ebfe509ea875c2b1087caf66cb52dd8d644549341c30247a27c1e7e8a632aa17"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignInWithPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSignInWithPasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignInWithPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}}]}}]}}]} as unknown as DocumentNode<CompleteSignInWithPasskeyMutation, CompleteSignInWithPasskeyMutationVariables>;
export const BeginPasskeySignInDocument = {"__meta__":{"hash":"17e7bd5bb78a0c671309516af2b047272b4837469481482736026ffc8ff097dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<BeginPasskeySignInMutation, BeginPasskeySignInMutationVariables>;
export const SignInWithPasskeyDocument = {"__meta__":{"hash":"41c832eb8d3e7340bbdf462653c776aafd1dad4a82c0bff5f10461ddb4470d56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credential"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credential"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credential"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}}]}}]}}]} as unknown as DocumentNode<SignInWithPasskeyMutation, SignInWithPasskeyMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegisterDocument = {"__meta__":{"hash":"1f5eac09738e99b1c013dad592b30c616decba2f4efec04b8e350cfbccb8ebea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"referralId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"5c8ccf52fa6849e6130938f2b7f0898c8a9872b780ff44f891c84b38dd96fc24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendPasswordResetCodeDocument = {"__meta__":{"hash":"cc54ef215e60ff0ac9389e6590d8ff8eea60c60cfe3d16742d2e10627a7d905c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendPasswordResetCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendPasswordResetCodeMutation, SendPasswordResetCodeMutationVariables>;
export const CommitmentAreaDocument = {"__meta__":{"hash":"005348b7d4dae2205b6c0d5d7641077fda7f40a64171f341168d00a218ffba22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommitmentArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freePackage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitmentAreaQuery, CommitmentAreaQueryVariables>;
export const AddCommitmentPackageDocument = {"__meta__":{"hash":"4de782ff612baf0b255dbc25732cc33373a27676215bf1a147e12a519122bbfe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCommitmentPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommitmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCommitmentPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AddCommitmentPackageMutation, AddCommitmentPackageMutationVariables>;
export const ReceiveCommitmentPackageDocument = {"__meta__":{"hash":"7d1b99f288952126972805d68424a90c1314e22b3239e367fc50b533f34f65af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveCommitmentPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveCommitmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveCommitmentPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReceiveCommitmentPackageMutation, ReceiveCommitmentPackageMutationVariables>;
export const CancelConvertDocument = {"__meta__":{"hash":"c7870e406f5f7a126d8505efce629056563696a655d3ef96516de1989e41998c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelConvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelConvert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CancelConvertMutation, CancelConvertMutationVariables>;
export const ConvertConfigsDocument = {"__meta__":{"hash":"3291d5d1d0851f14e0820f1406e578f336069d4eb6e498a0947626cc81905db6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConvertConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAbove"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ConvertConfigsQuery, ConvertConfigsQueryVariables>;
export const ConvertOrdersDocument = {"__meta__":{"hash":"93e08bd98bd803ac5d48b5e9e8dbe42c88beb627af598525ae1bc322fd83cda9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConvertOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"toAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ConvertOrdersQuery, ConvertOrdersQueryVariables>;
export const ConvertQuoteDocument = {"__meta__":{"hash":"313d88efbf51052a6914d205091a76c69a739b5d2c21e36545425a3788a3a2a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConvertQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromCoin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CoinName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toCoin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CoinName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromCoin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromCoin"}}},{"kind":"Argument","name":{"kind":"Name","value":"toCoin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toCoin"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"toAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"belowMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"heldForReview"}}]}}]}}]} as unknown as DocumentNode<ConvertQuoteQuery, ConvertQuoteQueryVariables>;
export const ConvertDocument = {"__meta__":{"hash":"9327e592183411a878321ce3086cc9c5b6faebd635aa9e9f848e77e523099044"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Convert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"toAmount"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}}]}}]}}]} as unknown as DocumentNode<ConvertMutation, ConvertMutationVariables>;
export const EarningsDocument = {"__meta__":{"hash":"ef2c6d78d01f16b23654377161b18f20da83a88d4040cbffed2f62d4c48563b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAt"}}]}}]}}]} as unknown as DocumentNode<EarningsQuery, EarningsQueryVariables>;
export const BankDepositQuoteDocument = {"__meta__":{"hash":"b9ffce948c5a01793759748d067d81a31ca4f99ef29661355f3c131cdd7f8449"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankDepositQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankDepositQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"localAmount"}}]}}]}}]} as unknown as DocumentNode<BankDepositQuoteQuery, BankDepositQuoteQueryVariables>;
export const DepositBankDocument = {"__meta__":{"hash":"cfa73d5ce085cc55e367b6c00540ea3f7cdd860bd6485590d744a1a18f9033fd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositBankInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receipt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"receipt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receipt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DepositBankMutation, DepositBankMutationVariables>;
export const DepositChainConfigDocument = {"__meta__":{"hash":"35280320c3a020ba7cbed5a023d352575dfb486aa733f0ba4f98769642fafb91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositChainConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositChainConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}}]} as unknown as DocumentNode<DepositChainConfigQuery, DepositChainConfigQueryVariables>;
export const DepositChainDocument = {"__meta__":{"hash":"3f15d50fe583bbc4644f536363ad4d09d2c20615e832d0f0a43325c09d63988d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositChainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositChain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DepositChainMutation, DepositChainMutationVariables>;
export const DepositChannelsDocument = {"__meta__":{"hash":"025432c496f7b5d02b175bf610c1a92160aad4adb2ed35a2d0fa091e7eaf167f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}}]} as unknown as DocumentNode<DepositChannelsQuery, DepositChannelsQueryVariables>;
export const DepositGuideDocument = {"__meta__":{"hash":"9dbf1b7e0350a0bf9410857d39c9fec8d36619f7b1b57e89e5862b12473d1899"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReviewSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"supportContact"}}]}}]}}]} as unknown as DocumentNode<DepositGuideQuery, DepositGuideQueryVariables>;
export const DepositsDocument = {"__meta__":{"hash":"b6526651ab0e22724c0f0bd4a1c61084c9d4e8610ff456189f5e43e9fd5870e9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"channelName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"localAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<DepositsQuery, DepositsQueryVariables>;
export const GameAreaDocument = {"__meta__":{"hash":"1e0c9c2e484a279b0c7d5dce987b8ea19ba314f98a2b1e5361d481f086312d80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"gameUserName"}},{"kind":"Field","name":{"kind":"Name","value":"bindAddress"}},{"kind":"Field","name":{"kind":"Name","value":"boundAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"walletBalance"}},{"kind":"Field","name":{"kind":"Name","value":"gmtAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"minTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameBetFlow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessDay"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<GameAreaQuery, GameAreaQueryVariables>;
export const GameListsDocument = {"__meta__":{"hash":"422177c9a74c2ccc5cb2ef7f9390197215777c3ab413afd822d063971484076a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<GameListsQuery, GameListsQueryVariables>;
export const RegisterGameAccountDocument = {"__meta__":{"hash":"e3714d61f2a2424583f0d129654a1ac71fe2e0df1d26ddb8df20d4a5fc672f81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterGameAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerGameAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"gameUserName"}}]}}]}}]} as unknown as DocumentNode<RegisterGameAccountMutation, RegisterGameAccountMutationVariables>;
export const BindGameAddressDocument = {"__meta__":{"hash":"a57174f47fb6771a5f50e578a52ce480169a6571c76276c70c89464f96a71d3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindGameAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindGameAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindGameAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bindAddress"}},{"kind":"Field","name":{"kind":"Name","value":"boundAt"}}]}}]}}]} as unknown as DocumentNode<BindGameAddressMutation, BindGameAddressMutationVariables>;
export const GameLoginDocument = {"__meta__":{"hash":"d690731425708aa91267e12e06af07a6d383a2b9b8b00bc5f56fc591efeec70b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GameLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"launchUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<GameLoginMutation, GameLoginMutationVariables>;
export const TransferGameWalletDocument = {"__meta__":{"hash":"3991f8e859ef8f2164407072a8d75f9bf9982cc9dfb5ea1253dd9c94eeb2bee0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferGameWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferGameWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"walletBalance"}},{"kind":"Field","name":{"kind":"Name","value":"gmtAvailable"}}]}}]}}]} as unknown as DocumentNode<TransferGameWalletMutation, TransferGameWalletMutationVariables>;
export const JackpotDocument = {"__meta__":{"hash":"288e7097b8a3a8492b4cbb6912491e6966fdc0d370633c3414b78afd141107f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Jackpot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackpot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"poolAmount"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"winningTicket"}},{"kind":"Field","name":{"kind":"Name","value":"winningOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"winningFirstTicket"}},{"kind":"Field","name":{"kind":"Name","value":"winningLastTicket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTickets"}},{"kind":"Field","name":{"kind":"Name","value":"myOrders"}}]}}]}}]} as unknown as DocumentNode<JackpotQuery, JackpotQueryVariables>;
export const JackpotOrdersDocument = {"__meta__":{"hash":"ffe69d8ae22496407bec27b54a4fd1bbb3398d502f28dd854637b729399f95ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JackpotOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackpotOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"firstTicket"}},{"kind":"Field","name":{"kind":"Name","value":"lastTicket"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<JackpotOrdersQuery, JackpotOrdersQueryVariables>;
export const EnterJackpotDocument = {"__meta__":{"hash":"a0932cc3391bc9ce8493bc96932e67868491ff1a80f364565f9ba7631ffc8f2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnterJackpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"firstTicket"}},{"kind":"Field","name":{"kind":"Name","value":"lastTicket"}}]}}]}}]} as unknown as DocumentNode<EnterJackpotMutation, EnterJackpotMutationVariables>;
export const KycDocument = {"__meta__":{"hash":"a9a39717a275572ed65b6d84d04c97a83721b86d79d02563ec70afd5f017ff34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kyc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmit"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<KycQuery, KycQueryVariables>;
export const SubmitKycDocument = {"__meta__":{"hash":"265f0f01af3f23fbca03a275bd77494e5bdb8dadbea0b3e5529b19febd255d4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitKycInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"front"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"back"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"front"},"value":{"kind":"Variable","name":{"kind":"Name","value":"front"}}},{"kind":"Argument","name":{"kind":"Name","value":"back"},"value":{"kind":"Variable","name":{"kind":"Name","value":"back"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmit"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitKycMutation, SubmitKycMutationVariables>;
export const NotificationUnreadCountDocument = {"__meta__":{"hash":"ed4fa686e9641b77e14b47a1c93d30e473f479f8cb960bc62def2000568e84a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationUnreadCount"}}]}}]} as unknown as DocumentNode<NotificationUnreadCountQuery, NotificationUnreadCountQueryVariables>;
export const NotificationUnreadCountChangedDocument = {"__meta__":{"hash":"ff437ff1228e01fca66237c9dd8c0162d28136974977ebd04d5fa3da735f5366"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationUnreadCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationUnreadCountChanged"}}]}}]} as unknown as DocumentNode<NotificationUnreadCountChangedSubscription, NotificationUnreadCountChangedSubscriptionVariables>;
export const NotificationsDocument = {"__meta__":{"hash":"7e31f7964758804f9266187d80a2dc7627c75ef158dea1e75b1b31c955d9ff02"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"__meta__":{"hash":"1a766cf4ea3e134b35e5fa8ec5b904da700ab13ff3d61af7158809b586e6fe94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"__meta__":{"hash":"e919497b911d73638f8329785ecb0b4b48a247bb6d037bf89b2a498c5bca336d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationPreferencesDocument = {"__meta__":{"hash":"04d53b16d0cffe7f581f5cfe68466bb46996cdaddd34de4b880e110889624f4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"push"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const SetNotificationPreferenceDocument = {"__meta__":{"hash":"218d365149cb3aa2eb52e38f0247da6a6c211e741cdfe26e4b6d6ebe7b91cb97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationPreference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"event"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationEvent"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"event"},"value":{"kind":"Variable","name":{"kind":"Name","value":"event"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"push"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]} as unknown as DocumentNode<SetNotificationPreferenceMutation, SetNotificationPreferenceMutationVariables>;
export const MonthlyStatementPreferenceDocument = {"__meta__":{"hash":"c7b021b88bd451c7ba867440f58f7ef1ddf70d6cbbadf5625115a53a365898ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyStatementPreference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyStatementPreference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MonthlyStatementPreferenceQuery, MonthlyStatementPreferenceQueryVariables>;
export const SetMonthlyStatementDocument = {"__meta__":{"hash":"7aa51bb5f7f7c63ad888d2c954929db095ca8f7a835cce4a718576494a220e42"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMonthlyStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMonthlyStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SetMonthlyStatementMutation, SetMonthlyStatementMutationVariables>;
export const NotificationPushKeyDocument = {"__meta__":{"hash":"8eff576760685abcccd0f0fd0e935db6c87d01cd59a71b79a9d2b50b925b1dd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPushKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPushKey"}}]}}]} as unknown as DocumentNode<NotificationPushKeyQuery, NotificationPushKeyQueryVariables>;
export const NotificationEmailDocument = {"__meta__":{"hash":"95f7723955aae60be6b482e23b70b48130e2081082a4d174c000285ca74db74b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"canSend"}}]}}]}}]} as unknown as DocumentNode<NotificationEmailQuery, NotificationEmailQueryVariables>;
export const SubscribePushDocument = {"__meta__":{"hash":"e3872ecf8ce5cd2a5a99b01eeee22b2ecaf571c55c49efe8c04d541a918cd410"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribePushInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = {"__meta__":{"hash":"e733aeb09c47511c3c6daf06c22a520464fd4f41e0520d89330c9959203e97bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const PublishOtcOfferDocument = {"__meta__":{"hash":"fc81e7d85e940f322aceb8bc33c412c6d635768fde3d41ea03ae038fa63da75d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishOtcOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishOtcOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishOtcOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}}]}}]}}]} as unknown as DocumentNode<PublishOtcOfferMutation, PublishOtcOfferMutationVariables>;
export const CancelOtcOfferDocument = {"__meta__":{"hash":"a0cf8dd4066b6d86bf13bcfb2af0d0abd491a3fb3e3c9c0bf6f6149b429f612a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOtcOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOtcOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOtcOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"}}]}}]}}]} as unknown as DocumentNode<CancelOtcOfferMutation, CancelOtcOfferMutationVariables>;
export const BuyOtcOfferDocument = {"__meta__":{"hash":"d8d8956e83b17f7b0994e99907d4d5bb76f2bc1c8a47fac35ec1176e4158ef22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyOtcOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyOtcOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyOtcOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReceives"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}}]}}]}}]} as unknown as DocumentNode<BuyOtcOfferMutation, BuyOtcOfferMutationVariables>;
export const SendOtcChatMessageDocument = {"__meta__":{"hash":"5a1d27e7a4af9da4390df6cfacd8704e80e195c80d71a8216d5d1291497c988b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOtcChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendOtcChatMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOtcChatMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendOtcChatMessageMutation, SendOtcChatMessageMutationVariables>;
export const AppealOtcTradeDocument = {"__meta__":{"hash":"a6d168fbfb8863d48cf647544c0de7740757f72427d1152b330f8ddd76036de3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppealOtcTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppealOtcTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appealOtcTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AppealOtcTradeMutation, AppealOtcTradeMutationVariables>;
export const RateOtcTradeDocument = {"__meta__":{"hash":"39dcbbef1cdeec00cdb5ac999f64d84a1a16e9fa8d6d9ab25dfd519d12e0d9ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateOtcTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateOtcTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOtcTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]}}]} as unknown as DocumentNode<RateOtcTradeMutation, RateOtcTradeMutationVariables>;
export const OtcLobbyDocument = {"__meta__":{"hash":"75027002167d932e3c896ce5486931462784f6b590d8844f1c28f68c139ae158"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtcLobby"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otcLobby"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"feePayer"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sellerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"takeMin"}},{"kind":"Field","name":{"kind":"Name","value":"takeMax"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completedTrades"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<OtcLobbyQuery, OtcLobbyQueryVariables>;
export const OtcOffersDocument = {"__meta__":{"hash":"c28384ec1a163c152e815da5b7828206fbb5f2256939ab22f367017fae8c4c61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtcOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otcOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<OtcOffersQuery, OtcOffersQueryVariables>;
export const OtcTradesDocument = {"__meta__":{"hash":"999633e471d35918ce1e6b838767d2f82840018b98bfd21e67078ae4bc7df88e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtcTrades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otcTrades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUserName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReceives"}},{"kind":"Field","name":{"kind":"Name","value":"sellerReceives"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<OtcTradesQuery, OtcTradesQueryVariables>;
export const OtcChatDocument = {"__meta__":{"hash":"a6035d9a9f7236b2d6e2f94db6d3871d06dceb2b2c538a260f0e85d6c4072b4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtcChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otcChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderUserName"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<OtcChatQuery, OtcChatQueryVariables>;
export const OtcBuyQuoteDocument = {"__meta__":{"hash":"0320c6f12f0be2b1531032d7c8d3cca65d103e74f52f6597d4407eabcae7d0e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtcBuyQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otcBuyQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReceives"}},{"kind":"Field","name":{"kind":"Name","value":"sellerReceives"}}]}}]}}]} as unknown as DocumentNode<OtcBuyQuoteQuery, OtcBuyQuoteQueryVariables>;
export const ClaimsDocument = {"__meta__":{"hash":"a2cd1667a30733401915073b2631b8e9ce30a18e318daa77f04a24f92e923407"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Claims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumRound"}},{"kind":"Field","name":{"kind":"Name","value":"tradeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"screenshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimsQuery, ClaimsQueryVariables>;
export const FileClaimDocument = {"__meta__":{"hash":"a1e9d5dfd59a964b779a593c26783ce01993186ed845262778177255fa7edea1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileClaimInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenshot"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenshot"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tradeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FileClaimMutation, FileClaimMutationVariables>;
export const EntrustPlansDocument = {"__meta__":{"hash":"c28f2bfe0109a8740f40bb047ee1c0d3433ca2985bf4d5262215699fe4733cf2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntrustPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrustPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"profitCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}},{"kind":"Field","name":{"kind":"Name","value":"dailyProfitRatio"}},{"kind":"Field","name":{"kind":"Name","value":"termProfit"}},{"kind":"Field","name":{"kind":"Name","value":"maxPurchaseCount"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedCount"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFeeRatio"}}]}}]}}]} as unknown as DocumentNode<EntrustPlansQuery, EntrustPlansQueryVariables>;
export const EntrustPackagesDocument = {"__meta__":{"hash":"a265f86847d19f1ea654b4352d63a75ed907d1adae6d59f19374c3039387d00f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntrustPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntrustPackageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrustPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"profitCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"dailyProfitRatio"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"redeemUntil"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"autoAdd"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"compoundedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creditedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"contractDaysElapsed"}},{"kind":"Field","name":{"kind":"Name","value":"projection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"simpleProfit"}},{"kind":"Field","name":{"kind":"Name","value":"compoundProfit"}},{"kind":"Field","name":{"kind":"Name","value":"compoundPrincipal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entrustTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}}]}}]}}]} as unknown as DocumentNode<EntrustPackagesQuery, EntrustPackagesQueryVariables>;
export const EntrustRedeemQuoteDocument = {"__meta__":{"hash":"14231a9027713ddfb3d181c80fa90169a646f45a3a6c7c3f9067798ad3f01382"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntrustRedeemQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrustRedeemQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"redeemable"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFeeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFee"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"redeemableFrom"}}]}}]}}]} as unknown as DocumentNode<EntrustRedeemQuoteQuery, EntrustRedeemQuoteQueryVariables>;
export const EntrustUpgradeOptionsDocument = {"__meta__":{"hash":"eece100f5805682b1633e4fc68fddb915a3d5b9484bcaebde8608a6a13a8a2b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntrustUpgradeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrustUpgradeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]} as unknown as DocumentNode<EntrustUpgradeOptionsQuery, EntrustUpgradeOptionsQueryVariables>;
export const BuyEntrustPackageDocument = {"__meta__":{"hash":"04d1e40403bbdcfcfe6d4d85818ea6eaa007acb0fcb02ccce25dbd95a538d462"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyEntrustPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyEntrustPackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyEntrustPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAt"}}]}}]}}]} as unknown as DocumentNode<BuyEntrustPackageMutation, BuyEntrustPackageMutationVariables>;
export const UpgradeEntrustPackageDocument = {"__meta__":{"hash":"32bc0b2ecbde012d1d7a15a7f802b1c788dded231ee7c22646a3eec11f5192e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpgradeEntrustPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpgradeEntrustPackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeEntrustPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<UpgradeEntrustPackageMutation, UpgradeEntrustPackageMutationVariables>;
export const RedeemEntrustPackageDocument = {"__meta__":{"hash":"35fa0386ecc8a6c3ba179f14cef5e8ed290553ec5039c396caa479133713e1a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemEntrustPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemEntrustPackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemEntrustPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFee"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemEntrustPackageMutation, RedeemEntrustPackageMutationVariables>;
export const SetEntrustPackageAutoAddDocument = {"__meta__":{"hash":"999a9165d7eb6a8a41f30743cfb7d099525d94e98b24820d1a2fed96b9dee8c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEntrustPackageAutoAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEntrustPackageAutoAddInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEntrustPackageAutoAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoAdd"}}]}}]}}]} as unknown as DocumentNode<SetEntrustPackageAutoAddMutation, SetEntrustPackageAutoAddMutationVariables>;
export const InsurancePlansDocument = {"__meta__":{"hash":"ec1b6d13c62cd3b317def8dd8b7bf79e7f0bf1731b79aaa33b079511e83726a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsurancePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insurancePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"profitCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}},{"kind":"Field","name":{"kind":"Name","value":"dailyProfitRatio"}},{"kind":"Field","name":{"kind":"Name","value":"termProfit"}},{"kind":"Field","name":{"kind":"Name","value":"maxPurchaseCount"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedCount"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFeeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"premiumRatio"}},{"kind":"Field","name":{"kind":"Name","value":"premiumRounds"}},{"kind":"Field","name":{"kind":"Name","value":"claimPayoutRatio"}}]}}]}}]} as unknown as DocumentNode<InsurancePlansQuery, InsurancePlansQueryVariables>;
export const InsurancePackagesDocument = {"__meta__":{"hash":"500664c994db8ab98de590bccc992f4e870b1cb75cd0d720be78e0dda920125d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsurancePackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InsurancePackageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insurancePackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"profitCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"dailyProfitRatio"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"unlockDate"}},{"kind":"Field","name":{"kind":"Name","value":"unlockAt"}},{"kind":"Field","name":{"kind":"Name","value":"autoAdd"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"compoundedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creditedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"contractDaysElapsed"}},{"kind":"Field","name":{"kind":"Name","value":"refillAmount"}},{"kind":"Field","name":{"kind":"Name","value":"projection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"simpleProfit"}},{"kind":"Field","name":{"kind":"Name","value":"compoundProfit"}},{"kind":"Field","name":{"kind":"Name","value":"compoundPrincipal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimableOrders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<InsurancePackagesQuery, InsurancePackagesQueryVariables>;
export const InsuranceRedeemQuoteDocument = {"__meta__":{"hash":"75c9d1815aae37940af0c763c3a872dba68f62606284be3883f42c9920eb2d9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceRedeemQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceRedeemQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"redeemable"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFeeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFee"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"redeemableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"closesTransfers"}}]}}]}}]} as unknown as DocumentNode<InsuranceRedeemQuoteQuery, InsuranceRedeemQuoteQueryVariables>;
export const InsuranceUpgradeOptionsDocument = {"__meta__":{"hash":"2ccb544eb55db65e6cbc5bdf8273095d0f923c2703aeb080264b468d8a69665f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceUpgradeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceUpgradeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]} as unknown as DocumentNode<InsuranceUpgradeOptionsQuery, InsuranceUpgradeOptionsQueryVariables>;
export const BuyInsurancePackageDocument = {"__meta__":{"hash":"f0a04e8e2b797d2b7192f40d98d8112d0c513e2c4dc0acd7971a46d4e89eb253"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyInsurancePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyInsurancePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyInsurancePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nextProfitAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"unlockAt"}}]}}]}}]} as unknown as DocumentNode<BuyInsurancePackageMutation, BuyInsurancePackageMutationVariables>;
export const UpgradeInsurancePackageDocument = {"__meta__":{"hash":"d87a4a3a9834c953b9eca70c659f1d60e5011f12dee95523681d2f95013b477a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpgradeInsurancePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpgradeInsurancePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgradeInsurancePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<UpgradeInsurancePackageMutation, UpgradeInsurancePackageMutationVariables>;
export const RefillInsurancePackageDocument = {"__meta__":{"hash":"fb2deb7249c1cdd6fe24d805dd5ed7b8d7ecfcaa3af96688a415605859f9713e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefillInsurancePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefillInsurancePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refillInsurancePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}}]}}]}}]} as unknown as DocumentNode<RefillInsurancePackageMutation, RefillInsurancePackageMutationVariables>;
export const RedeemInsurancePackageDocument = {"__meta__":{"hash":"7f359eb1fedf6512b741e914274b1f02e24186a2f7ad0265db6bb3d69c6970f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemInsurancePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemInsurancePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemInsurancePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFee"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transfersReopenAt"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemInsurancePackageMutation, RedeemInsurancePackageMutationVariables>;
export const SetInsurancePackageAutoAddDocument = {"__meta__":{"hash":"d8903b922f84564250878d23bdb13eb27dec3b1edfdef878d8fa5208d5b1e18f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInsurancePackageAutoAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetInsurancePackageAutoAddInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInsurancePackageAutoAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoAdd"}}]}}]}}]} as unknown as DocumentNode<SetInsurancePackageAutoAddMutation, SetInsurancePackageAutoAddMutationVariables>;
export const InsuranceAutoAddEnabledDocument = {"__meta__":{"hash":"d2ae1e53190d18d14efab4215c3bd7b6eaa245dbf167095c4b08732661fe1308"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceAutoAddEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceAutoAddEnabled"}}]}}]} as unknown as DocumentNode<InsuranceAutoAddEnabledQuery, InsuranceAutoAddEnabledQueryVariables>;
export const SetInsuranceAutoAddSettingDocument = {"__meta__":{"hash":"1c63e45951b42e92249968bd2f88c8a9c597d13967aaa2fff9f325ad332488c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInsuranceAutoAddSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetInsuranceAutoAddSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInsuranceAutoAddSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"packagesUpdated"}}]}}]}}]} as unknown as DocumentNode<SetInsuranceAutoAddSettingMutation, SetInsuranceAutoAddSettingMutationVariables>;
export const InsuranceCoverDocument = {"__meta__":{"hash":"996c113c269fcdb79997a769496ae9c9a6b146344eafc88b308a78cb826db73e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsuranceCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insuranceCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"insured"}},{"kind":"Field","name":{"kind":"Name","value":"premiumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"claimPayout"}},{"kind":"Field","name":{"kind":"Name","value":"claimPayoutCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"maxRounds"}},{"kind":"Field","name":{"kind":"Name","value":"paidRounds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingRounds"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"currentRound"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"premiumId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"ordersUsed"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tradeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"placed"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InsuranceCoverQuery, InsuranceCoverQueryVariables>;
export const PremiumsDocument = {"__meta__":{"hash":"f8d8d37bfc4e0523fbff90397599ebe3ea238966bcbb1b58c3457b53ce713990"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Premiums"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiums"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ordersUsed"}},{"kind":"Field","name":{"kind":"Name","value":"insured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiumTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PremiumsQuery, PremiumsQueryVariables>;
export const PayPremiumDocument = {"__meta__":{"hash":"6822e0b19458245b26efbdfa16550313757af3fba732c13483e269ac95665062"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayPremium"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayPremiumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPremium"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<PayPremiumMutation, PayPremiumMutationVariables>;
export const PinCodePlansDocument = {"__meta__":{"hash":"2174883e67eabd019680ee1471c9e345ee5a34da39960c5c8e9bf42c4a929e58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PinCodePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinCodePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}}]}}]}}]} as unknown as DocumentNode<PinCodePlansQuery, PinCodePlansQueryVariables>;
export const PinCodesDocument = {"__meta__":{"hash":"c5936d4b924294771fde991c79eb21b7edff040a39cf3be5d66de03ae8a05b75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PinCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PinCodeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"holderUserName"}},{"kind":"Field","name":{"kind":"Name","value":"activatedForUserName"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PinCodesQuery, PinCodesQueryVariables>;
export const PinCodeCustodyDocument = {"__meta__":{"hash":"b55fb2dd982f998c7726bcef33f3a8d6afeccd0389db7c043a84a3bec52174e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PinCodeCustody"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinCodeCustody"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"fromUserName"}},{"kind":"Field","name":{"kind":"Name","value":"toUserName"}},{"kind":"Field","name":{"kind":"Name","value":"forUserName"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PinCodeCustodyQuery, PinCodeCustodyQueryVariables>;
export const BuyPinCodesDocument = {"__meta__":{"hash":"af1592098363b53b5706623679c649d585b052980b79b1ffebd4bca8f2d31cb6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyPinCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyPinCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyPinCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"codes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<BuyPinCodesMutation, BuyPinCodesMutationVariables>;
export const ActivatePinCodeDocument = {"__meta__":{"hash":"5fb4e3eb0de26002ad03beade99282d3821996e691341b5f19ab849c07d6906b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivatePinCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivatePinCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activatePinCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insurancePackage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entrustPackage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ActivatePinCodeMutation, ActivatePinCodeMutationVariables>;
export const TransferPinCodeDocument = {"__meta__":{"hash":"811b804dec3054e7ea53f5070475e234ffc3e78f23488123b70c78471684952a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferPinCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferPinCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferPinCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"toUserName"}},{"kind":"Field","name":{"kind":"Name","value":"code"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<TransferPinCodeMutation, TransferPinCodeMutationVariables>;
export const RecordTypesDocument = {"__meta__":{"hash":"e4b60aa4599b759dd9099311e1ee67f7817836f3d375a8fd33e176ed2ac8989c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RecordTypesQuery, RecordTypesQueryVariables>;
export const RecordsDocument = {"__meta__":{"hash":"565d5c674b4563f9dfec6f657ee615d4658efb76a6c4cbaf2388bf30ffada4f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Records"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"targetPackageName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"tradeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"firstTicket"}},{"kind":"Field","name":{"kind":"Name","value":"lastTicket"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<RecordsQuery, RecordsQueryVariables>;
export const AntiPhishingCodeDocument = {"__meta__":{"hash":"d2ade3875c50913a1034f87957cabd393b5eb4197933a93e63f2daeb34819f77"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AntiPhishingCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"antiPhishingCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<AntiPhishingCodeQuery, AntiPhishingCodeQueryVariables>;
export const SetAntiPhishingCodeDocument = {"__meta__":{"hash":"4f7c37e503ec28769657e5b585e0aef62a53572b0e2fb082f14cae020e6dbf80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAntiPhishingCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetAntiPhishingCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAntiPhishingCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SetAntiPhishingCodeMutation, SetAntiPhishingCodeMutationVariables>;
export const ClearAntiPhishingCodeDocument = {"__meta__":{"hash":"5b4a6b20082a0a5f3b976a4f8272ffe2997ae59c8c7d3d48974daf0d90da6c4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearAntiPhishingCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClearAntiPhishingCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearAntiPhishingCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ClearAntiPhishingCodeMutation, ClearAntiPhishingCodeMutationVariables>;
export const EmailAddressDocument = {"__meta__":{"hash":"787e06d22f9dc2ac109b514a5472f70e9e496da67d8d97a275c2d1110e51d564"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canSend"}}]}}]}}]} as unknown as DocumentNode<EmailAddressQuery, EmailAddressQueryVariables>;
export const BeginEmailChangeDocument = {"__meta__":{"hash":"872bb719fcd884d5f5be470b9055e604050853c641e11b66eb97790796a1d977"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BeginEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<BeginEmailChangeMutation, BeginEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = {"__meta__":{"hash":"32e3af73edbf7a38a580dc0461b04d982fbfd75a85388ba2a0c1e97b448fba43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const AccountFreezeDocument = {"__meta__":{"hash":"fa6d8dd5afb79c1c437851f04e337e91bf913d5c39de794330e213c49ff278ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountFreeze"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountFreeze"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"frozenAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<AccountFreezeQuery, AccountFreezeQueryVariables>;
export const FreezeAccountDocument = {"__meta__":{"hash":"5ad7971d030b58b82059a556c2c3086eca41ed6523da22ebefd2da2f112b1345"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FreezeAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freezeAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"frozenAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<FreezeAccountMutation, FreezeAccountMutationVariables>;
export const FreezeAccountByLinkDocument = {"__meta__":{"hash":"2bd21645ff1f26a5cecb483db8434855e2239e64852807e44a9ada6d9f55e731"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FreezeAccountByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freezeAccountByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<FreezeAccountByLinkMutation, FreezeAccountByLinkMutationVariables>;
export const PasskeysDocument = {"__meta__":{"hash":"ae35c0d0d9662e42b3a6d3749481d57bac83ba010dd6be4bdcdf07043b5a12d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<PasskeysQuery, PasskeysQueryVariables>;
export const BeginPasskeyRegistrationDocument = {"__meta__":{"hash":"8ad4cfcd97ea0ad6c5c6e73d671fba1adb3a2bc47aca7d17f98e5def022c4396"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<BeginPasskeyRegistrationMutation, BeginPasskeyRegistrationMutationVariables>;
export const RegisterPasskeyDocument = {"__meta__":{"hash":"7ebd64c18144dbf18ef549c46695197af858cf7779e0d04fe3a41ccc203fe765"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<RegisterPasskeyMutation, RegisterPasskeyMutationVariables>;
export const RenamePasskeyDocument = {"__meta__":{"hash":"833a0203ec2c2eeb53ff82be375c845647da1757a466a5d803b2e9649a7d4590"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<RenamePasskeyMutation, RenamePasskeyMutationVariables>;
export const RemovePasskeyDocument = {"__meta__":{"hash":"8c14433dfa78a782bd1d97df0f99320f2a567eba749a1c718f8fd7089b4d2866"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const SecondFactorsDocument = {"__meta__":{"hash":"22b89beabc491b334f5844ff2a5edb255c35cf9efa96f6400a6c2350de4bcc40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<SecondFactorsQuery, SecondFactorsQueryVariables>;
export const BeginTotpEnrolmentDocument = {"__meta__":{"hash":"67363d49d2a4a1b535f6f56e0f0bd19caf68559336b530b9fb544e7c71f6980d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode<BeginTotpEnrolmentMutation, BeginTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = {"__meta__":{"hash":"e615fe5c610ffdf41816a281b6aaa9abdd84a4c7f42ca0611d55b054caf7edbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTotpEnrolmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const DisableTotpDocument = {"__meta__":{"hash":"9c6c95d97f33af727f61f896b0953e8073c18667821e03438c1d0e1e22a068d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactorChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DisableTotpMutation, DisableTotpMutationVariables>;
export const RegenerateRecoveryCodesDocument = {"__meta__":{"hash":"4611ce1456c67806a30d1bd26528f5267c0a72c55aa635d05fded1a664deca6f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FactorChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}}]}}]} as unknown as DocumentNode<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const MemberSessionsDocument = {"__meta__":{"hash":"3bec1e1b398afc215164bbc82f51523138d7b01595c6f68424ebb0f78a65899e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<MemberSessionsQuery, MemberSessionsQueryVariables>;
export const EndSessionDocument = {"__meta__":{"hash":"15d38b26757645dbde0dbf2ca9cfa140e98ec11a59df9e1f4b3330a9e400bcd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"__meta__":{"hash":"67b9d217f1a7046b0e8a24ba56df4486ddbbf515af38fc1152d732ee649f5b66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const SignInHistoryDocument = {"__meta__":{"hash":"ea48a3ab6f625b2fe71ee51b158e8e68e52fa917f144839c5f79ea381e550bd4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<SignInHistoryQuery, SignInHistoryQueryVariables>;
export const WithdrawalWhitelistDocument = {"__meta__":{"hash":"11ce113052fb3a406b8c76479a6f79d79991eedd53d7fb03452ef11519de93c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalWhitelist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalWhitelist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"offAt"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"whitelisted"}},{"kind":"Field","name":{"kind":"Name","value":"whitelistedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawalWhitelistQuery, WithdrawalWhitelistQueryVariables>;
export const SetWithdrawalWhitelistModeDocument = {"__meta__":{"hash":"b3f2ce2319678bd3a46df1835be4f458c2bb2569b8c8aa092b0cf43dd09ee58d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWithdrawalWhitelistMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWithdrawalWhitelistMode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"offAt"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"whitelisted"}},{"kind":"Field","name":{"kind":"Name","value":"whitelistedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<SetWithdrawalWhitelistModeMutation, SetWithdrawalWhitelistModeMutationVariables>;
export const SetAddressWhitelistedDocument = {"__meta__":{"hash":"1ba28a759ba1215c628434963b27a1963a1d723cabd13b63fb9fa5d70b49724a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAddressWhitelisted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAddressWhitelisted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"listed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"on"}},{"kind":"Field","name":{"kind":"Name","value":"offAt"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"whitelisted"}},{"kind":"Field","name":{"kind":"Name","value":"whitelistedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<SetAddressWhitelistedMutation, SetAddressWhitelistedMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"b71997bdb2cee8b9b73900d61cd376d4d1ebc42c845f2e2ffc4970107955c2b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ChangeTransactionPasswordDocument = {"__meta__":{"hash":"868470406546bef49b611af7477276b33e8aea210c4b0940962b63a11cafeb6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTransactionPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeTransactionPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTransactionPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeTransactionPasswordMutation, ChangeTransactionPasswordMutationVariables>;
export const BonusEarnedDocument = {"__meta__":{"hash":"e0b1b9edd33170375066146cb37df05186abf82c138b8b49c93b425b49244ecc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusEarned"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusEarnedFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusEarned"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BonusEarnedQuery, BonusEarnedQueryVariables>;
export const MyOrganizationDocument = {"__meta__":{"hash":"4c549dc94d55cf700c9586d3c16e09da3f6491dd16d528ef04c086cfa5b1d9fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"personalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"teamVolume"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirectCount"}},{"kind":"Field","name":{"kind":"Name","value":"levelCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextRank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"need"}},{"kind":"Field","name":{"kind":"Name","value":"met"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyOrganizationQuery, MyOrganizationQueryVariables>;
export const OrganizationDocument = {"__meta__":{"hash":"650c4b03963b1bd10559688074fe458441aca75654e757d653010b50b5947263"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"personalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"teamVolume"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamCount"}},{"kind":"Field","name":{"kind":"Name","value":"levelCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationQuery, OrganizationQueryVariables>;
export const RanksDocument = {"__meta__":{"hash":"b485a01913c019b80c0fa12865bad96d9cf03e8d72951d25c45a96d5e6965369"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ranks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ranks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"personalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"teamVolume"}},{"kind":"Field","name":{"kind":"Name","value":"directReferrals"}}]}}]}}]} as unknown as DocumentNode<RanksQuery, RanksQueryVariables>;
export const TeamMembersDocument = {"__meta__":{"hash":"d0ec20a1f3156ef10ad3df33ce62667c39bc11dee89aaec4ff05a2cd93e80af8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMemberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"personalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"teamVolume"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TeamMembersQuery, TeamMembersQueryVariables>;
export const SetAgreedToTermsDocument = {"__meta__":{"hash":"cf9f2ec4e777b7ad1b57d66fc371abb97c781222fc74d265ab33d110032eeccf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgreedToTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetAgreedToTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgreedToTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToTerms"}}]}}]}}]} as unknown as DocumentNode<SetAgreedToTermsMutation, SetAgreedToTermsMutationVariables>;
export const TransferConfigsDocument = {"__meta__":{"hash":"635a8a084416f1da26abfe13334135fa40977226d3bd1390d2de446c4d4e9d7b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<TransferConfigsQuery, TransferConfigsQueryVariables>;
export const TransfersDocument = {"__meta__":{"hash":"c54b96e0ea6c566493d232bb0888c0dcc3e3ae028812bee3085a40a36ecc1a5b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUserName"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TransfersQuery, TransfersQueryVariables>;
export const TransferQuoteDocument = {"__meta__":{"hash":"b35fb2675b50073d984948aba55adbf256d6526a74467d49518bb85bd70fe367"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coinName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CoinName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toUser"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coinName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coinName"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"toUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toUser"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"belowMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"recipientUserName"}}]}}]}}]} as unknown as DocumentNode<TransferQuoteQuery, TransferQuoteQueryVariables>;
export const TransferDocument = {"__meta__":{"hash":"8a1215379f40c7dffa81ae3c2d5901fb30d32fe9b791f60311aa0bb3d7fb87e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyUserName"}}]}}]}}]} as unknown as DocumentNode<TransferMutation, TransferMutationVariables>;
export const WithdrawableConvertPairsDocument = {"__meta__":{"hash":"b3987f3db0113ad20246994b0f08376ddd3b7333aa27002bbf8107494f9cf99c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawableConvertPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<WithdrawableConvertPairsQuery, WithdrawableConvertPairsQueryVariables>;
export const CancelWithdrawalDocument = {"__meta__":{"hash":"24b916a0b146ee77a6f0653d4d0dc0982a4af1ff386606ff006cda9162e866ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>;
export const ReportWithdrawalNotReceivedDocument = {"__meta__":{"hash":"c4e0652a91dd5d94d6a05934747a79bbb7c28172a1190c2a82d5ee5ff7aa662f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportWithdrawalNotReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportWithdrawalNotReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReportWithdrawalNotReceivedMutation, ReportWithdrawalNotReceivedMutationVariables>;
export const WithdrawChainDocument = {"__meta__":{"hash":"16cb778421b15aa809985d4a8c0f93540250a089fefd03e6970d1accb7dfd101"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawChainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawChain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalDate"}}]}}]}}]} as unknown as DocumentNode<WithdrawChainMutation, WithdrawChainMutationVariables>;
export const WithdrawBankDocument = {"__meta__":{"hash":"f7bf30531a10023bcbd864fd19b3f44606c06a68f7eac1d590c2766ca80f2d88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawBankInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvalDate"}}]}}]}}]} as unknown as DocumentNode<WithdrawBankMutation, WithdrawBankMutationVariables>;
export const WithdrawalChainAddressesDocument = {"__meta__":{"hash":"47abec48be93b4055db31da77aa339b2d9156f33a34e80fb6bb902b6e13e44b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalChainAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"usableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}}]}}]}}]} as unknown as DocumentNode<WithdrawalChainAddressesQuery, WithdrawalChainAddressesQueryVariables>;
export const WithdrawalBankAccountsDocument = {"__meta__":{"hash":"67f048b3457c09c9bee708104bc865f250f14e5b87f4faa581fca6f60006e41f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]} as unknown as DocumentNode<WithdrawalBankAccountsQuery, WithdrawalBankAccountsQueryVariables>;
export const WithdrawalConfigsDocument = {"__meta__":{"hash":"e314d9277d1109503cd27de870d68fafcca716cefda7c2a0e9a69dd340b834db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"approvalText"}}]}}]}}]} as unknown as DocumentNode<WithdrawalConfigsQuery, WithdrawalConfigsQueryVariables>;
export const WithdrawalQuoteDocument = {"__meta__":{"hash":"1a7c5ad88204d87b729957126b58fa95db72c3c940275a9c86d7d5f43ab84537"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"feeValue"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedToday"}},{"kind":"Field","name":{"kind":"Name","value":"quotaFree"}},{"kind":"Field","name":{"kind":"Name","value":"quotaResetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvalDate"}}]}}]}}]} as unknown as DocumentNode<WithdrawalQuoteQuery, WithdrawalQuoteQueryVariables>;
export const WithdrawalsDocument = {"__meta__":{"hash":"33d4bf02c12cd85a875c170c91009ce13eb11fa9231be7ec7c0f2feb3d144a8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Withdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payoutHash"}},{"kind":"Field","name":{"kind":"Name","value":"approvalDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawalsQuery, WithdrawalsQueryVariables>;
export const BalancesChangedDocument = {"__meta__":{"hash":"ce2fb02782b6a72b6fba1e8002a7b025b21bdd4479985eefbb51882143b48cdb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BalancesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balancesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]} as unknown as DocumentNode<BalancesChangedSubscription, BalancesChangedSubscriptionVariables>;
export const HoldsDocument = {"__meta__":{"hash":"56790e122ad90873c3676bb5d9e8f2250ab9d36579ddfc14ef2d8d6761d02bc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Holds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coinName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CoinName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coinName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coinName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<HoldsQuery, HoldsQueryVariables>;
export const ProfileChangedDocument = {"__meta__":{"hash":"2bb9f8974d34ff103af676066c502051239d01881e1b93cf59651a1fb70a5e76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProfileChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"referralId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentPackageEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"otcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"matchingCodeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToTerms"}}]}}]}}]} as unknown as DocumentNode<ProfileChangedSubscription, ProfileChangedSubscriptionVariables>;
export const HasSecondFactorDocument = {"__meta__":{"hash":"dc93e6ad31a0d75847dd71e6caec6359f4492258d41694cc9fc8a9aa7fc4cde5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HasSecondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}}]}}]}}]} as unknown as DocumentNode<HasSecondFactorQuery, HasSecondFactorQueryVariables>;
export const HasPasskeyDocument = {"__meta__":{"hash":"c4f68f02556472df52b7383f0bb4b4ea31423f249031a6ce97015b838e29cbce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HasPasskey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HasPasskeyQuery, HasPasskeyQueryVariables>;
export const BeginPasskeyConfirmationDocument = {"__meta__":{"hash":"0aeeea2f9f0c7338df338e65fe6c506c69c226258851965fdcffda0fab183288"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginPasskeyConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPasskeyConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<BeginPasskeyConfirmationMutation, BeginPasskeyConfirmationMutationVariables>;
export const SecurityGuardsDocument = {"__meta__":{"hash":"495a6bbf1181649424680a1348223af6c6eefdadc635f7ccd06d3fa0fbdea6f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityGuards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securityGuards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"moneyLockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsPausedUntil"}}]}}]}}]} as unknown as DocumentNode<SecurityGuardsQuery, SecurityGuardsQueryVariables>;
export const ProfileDocument = {"__meta__":{"hash":"c6a5fcbeee8833ae2412ee3831d1b2f3ec54d1e55a83b09a30ca32d0c04fc432"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"referralId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"levelName"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentPackageEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"otcEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"matchingCodeEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToTerms"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const BalancesDocument = {"__meta__":{"hash":"d0f43276e85e23d11e7161122a2aa05417a4dd8f2d42a7c6b3768ad0a54fbcba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]} as unknown as DocumentNode<BalancesQuery, BalancesQueryVariables>;
export const CreditDecimalsDocument = {"__meta__":{"hash":"35c393d3a68d5c8b1ef62886c74f70cd0fc06b5cc5de23f5f0d7c763bacf2ef4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditDecimals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]} as unknown as DocumentNode<CreditDecimalsQuery, CreditDecimalsQueryVariables>;
export const WalletTotalDocument = {"__meta__":{"hash":"bd191edeaf28ccbfcd91c96d40f1892b3ba192df98a479db1ac64f4dbec43ff1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<WalletTotalQuery, WalletTotalQueryVariables>;