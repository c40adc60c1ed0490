import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UpstreamUser, UpstreamLevel, UpstreamRegistration } from '../user/upstream.ts';
import type { UpstreamWithdrawalAddress } from '../account/upstream.ts';
import type { UpstreamBalance, UpstreamHold, UpstreamRecordPage } from '../assets/upstream.ts';
import type { UpstreamConvertOrderPage } from '../convert/upstream.ts';
import type { UpstreamTransferPage } from '../transfer/upstream.ts';
import type { UpstreamDeposit, UpstreamDepositPage } from '../deposit/upstream.ts';
import type { UpstreamWithdrawal, UpstreamWithdrawalPage, UpstreamWithdrawalConfig } from '../withdrawal/upstream.ts';
import type { UpstreamPlan, UpstreamRedeemQuote, UpstreamRedemption, UpstreamUpgradeOption, UpstreamPackage, UpstreamPackagePage } from '../upstream/packages.ts';
import type { UpstreamInsurancePackage, UpstreamInsurancePackagePage, UpstreamCover, UpstreamPremiumPage } from '../insurance/upstream.ts';
import type { UpstreamClaimPage } from '../claim/upstream.ts';
import type { UpstreamTeamMember, UpstreamTeamMemberPage, UpstreamOrganization, UpstreamMyOrganization, UpstreamRankRequirement, UpstreamRank, UpstreamBonusEarned } from '../team/upstream.ts';
import type { UpstreamKyc } from '../kyc/upstream.ts';
import type { UpstreamPinCodePlan, UpstreamPinCode, UpstreamPinCodePage, UpstreamPinCodeEvent, UpstreamPinCodeEventPage, UpstreamPinCodePurchase, UpstreamPinCodeActivation, UpstreamPinCodeTransfer } from '../pin-code/upstream.ts';
import type { UpstreamOtcOffer, UpstreamOtcLobby, UpstreamOtcOfferPage, UpstreamOtcOfferReceipt, UpstreamOtcTrade, UpstreamOtcTradePage, UpstreamOtcPurchase, UpstreamOtcChatMessage, UpstreamOtcChatPage } from '../otc/upstream.ts';
import type { UpstreamCommitmentPlan, UpstreamCommitmentFree, UpstreamCommitment, UpstreamCommitmentArea, UpstreamCommitmentClaim } from '../commitment/upstream.ts';
import type { UpstreamJackpotStatus, UpstreamJackpotRound, UpstreamJackpotPool, UpstreamJackpotOrder, UpstreamJackpotOrderPage } from '../jackpot/upstream.ts';
import type { UpstreamGameTransferPage } from '../game/upstream.ts';
import type { UpstreamNotification, UpstreamNotificationPage, UpstreamNotificationPreference } from '../notification/upstream.ts';
import type { UpstreamMemberSession, UpstreamSignInEvent, UpstreamSignInEventPage, UpstreamWhitelistAddress, UpstreamSecurityGuards } from '../security/upstream.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A point in time as an ISO-8601 string in UTC, for example
   * `"2026-11-22T08:00:00.000Z"`. Inputs must name their offset (`Z` or `+08:00`);
   * they are normalised to UTC before they reach the platform.
   */
  DateTime: { input: string; output: string; }
  /**
   * A decimal number carried as a string, for example `"1250.50"` or `"-3"`.
   *
   * Money and credit amounts are always exact: the gateway never turns them into
   * floating-point numbers. Send amounts as strings in variables; a JSON number is
   * refused. Accepted form: an optional `-`, digits, and an optional fraction
   * (`^-?\d+(\.\d+)?$`).
   */
  Decimal: { input: string; output: string; }
  /**
   * A file uploaded with a GraphQL multipart request
   * (https://github.com/jaydenseric/graphql-multipart-request-spec): send the operation as the
   * form field `operations`, the file's place in the variables as `map`, and the file as its own
   * part. Only usable as a variable.
   */
  File: { input: File; output: File; }
};

/**
 * Whether the member's account is frozen. While it is, the member signs in and sees this, but
 * every money movement is refused with `ACCOUNT_FROZEN`; only an operator lifts it.
 */
export type AccountFreeze = {
  __typename?: 'AccountFreeze';
  /** Whether the account is frozen. */
  frozen: Scalars['Boolean']['output'];
  /** When it was frozen; null when it is not. */
  frozenAt?: Maybe<Scalars['DateTime']['output']>;
  /** How it was frozen; null when it is not. */
  source?: Maybe<FreezeSource>;
};

/**
 * Activate a held PIN code. Refusals: `PIN_CODE_NOT_FOUND`, `PIN_CODE_NOT_HELD` (passed on),
 * `PIN_CODE_USED`, `PACKAGE_UNAVAILABLE` (the plan was taken off sale).
 */
export type ActivatePinCodeInput = {
  /**
   * The member to open the package for: the member themself when absent, else a member of their
   * own downline (user name or user id). Refusals: `MEMBER_NOT_FOUND`, `NOT_IN_DOWNLINE`.
   */
  forUserName?: InputMaybe<Scalars['String']['input']>;
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/**
 * Commit to a catalogue package. Refusals: `PACKAGE_UNAVAILABLE`, `COMMITMENT_ALREADY_PENDING`
 * (an application for it waits for review), `INSUFFICIENT_BALANCE` (nothing moves).
 */
export type AddCommitmentInput = {
  /** The catalogue package (`CommitmentPlan.id`). */
  planId: Scalars['ID']['input'];
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
};

/**
 * A new withdrawal address. Refusals (`SERVER_MESSAGE` with `reason`): `ADDRESS_INVALID`,
 * `ADDRESS_CHECKSUM_INVALID`, `ADDRESS_IS_CONTRACT` (a token contract), `ADDRESS_LABEL_INVALID`,
 * `WITHDRAWAL_ADDRESS_DUPLICATE`, `WITHDRAWAL_ADDRESS_LIMIT` (at most 10).
 */
export type AddWithdrawalAddressInput = {
  /** The address. A mixed-case EVM address must carry a valid EIP-55 checksum. */
  address: Scalars['String']['input'];
  /** An optional label, at most 50 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The network. Required (optional in the schema for one release, while `type` is deprecated). */
  network?: InputMaybe<ChainNetwork>;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /**
   * The member's transaction password: a new address is where money can go. Refusals:
   * `WRONG_TRANSACTION_PASSWORD`, `TRANSACTION_PASSWORD_LOCKED`, `CREDENTIAL_CHANGE_PAUSE`.
   */
  transactionPassword: Scalars['String']['input'];
  /**
   * The network.
   * @deprecated Use `network`.
   */
  type?: InputMaybe<ChainNetwork>;
};

/**
 * The member's anti-phishing code: a phrase shown at the top of every email the platform sends, so
 * the member can tell its emails from fakes. The member sees it in full: they set it to recognise it.
 */
export type AntiPhishingCode = {
  __typename?: 'AntiPhishingCode';
  /** The phrase (4 to 32 letters, digits and single spaces, any script); null when none is set. */
  code?: Maybe<Scalars['String']['output']>;
  /** Whether a phrase is set. Without one, emails say at the top how to set one. */
  set: Scalars['Boolean']['output'];
};

/**
 * Appeal a trade (once, by either member): both sides are frozen for an operator's decision.
 * Refusals: `OTC_TRADE_NOT_FOUND`, `OTC_APPEAL_EXISTS`, `OTC_APPEAL_FUNDS_SPENT` (a side was
 * already spent; nothing is frozen).
 */
export type AppealOtcTradeInput = {
  /** Why, 1–500 characters. */
  reason: Scalars['String']['input'];
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** One movement of credits (platform `assetsRecordList`). */
export type AssetRecord = {
  __typename?: 'AssetRecord';
  /** What was actually received after fees, when it differs from `amount`. */
  actualAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The amount moved. */
  amount: Scalars['Decimal']['output'];
  /** The kind of credit moved. */
  coinName: CoinName;
  /** When the movement happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The fee charged, when there is one. */
  fee?: Maybe<Scalars['Decimal']['output']>;
  /** The on-chain transaction hash, for blockchain movements. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** The parts of `remark`, for a client to word in the member's language. Null when there is no remark. */
  note?: Maybe<RecordNote>;
  /** Why the record has its status (e.g. a rejection reason, or an operator's remark). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Receipt number, when the movement has one (deposits). */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  /** The kind of record, e.g. `DEPOSIT` or `ADJUST_IN`. See `recordTypes` for names. */
  recordType: AssetRecordType;
  /** The record type's name in the request's language. */
  recordTypeName: Scalars['String']['output'];
  /**
   * A note in no particular language: the other member of a transfer, the member's reference of
   * a deposit, the order and destination of a withdrawal or convert, an operator's remark.
   */
  remark?: Maybe<Scalars['String']['output']>;
  /** The record's status, when the movement has one (e.g. a withdrawal under review). */
  status?: Maybe<AssetRecordStatus>;
  /** Transaction number, when the movement has one. */
  transactionNumber?: Maybe<Scalars['String']['output']>;
};

/** A page of credit records, newest first. */
export type AssetRecordPage = {
  __typename?: 'AssetRecordPage';
  /** The records of this page. */
  items: Array<AssetRecord>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
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
 * The member's balance of one kind of credit. The three amounts are separate:
 * `frozen` and `locked` are not included in `available`.
 */
export type Balance = {
  __typename?: 'Balance';
  /** What the member can spend, transfer or withdraw now. */
  available: Scalars['Decimal']['output'];
  /** The kind of credit. */
  coinName: CoinName;
  /** Held for an action in progress (for example a pending withdrawal). */
  frozen: Scalars['Decimal']['output'];
  /** Locked in a package until it unlocks. */
  locked: Scalars['Decimal']['output'];
};

/** One of the member's own bank accounts, a destination for `withdrawBank`. */
export type BankAccount = {
  __typename?: 'BankAccount';
  /** The account holder's name. */
  accountName: Scalars['String']['output'];
  /** The account number (digits, spaces and dashes). */
  accountNumber: Scalars['String']['output'];
  /** The bank's name. */
  bankName: Scalars['String']['output'];
  /** When the account was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The account's id (pass it to `updateBankAccount`, `deleteBankAccount`, `withdrawBank`). */
  id: Scalars['ID']['output'];
  /** When the account was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A bank account of the member. The platform trims each field and turns inner runs of
 * spaces into one. Refusals (`SERVER_MESSAGE` with `reason`): `BANK_NAME_INVALID`,
 * `ACCOUNT_NAME_INVALID` (1–100 characters), `ACCOUNT_NUMBER_INVALID` (5–40 digits, spaces
 * and dashes, starting and ending with a digit), `BANK_ACCOUNT_DUPLICATE`, `BANK_ACCOUNT_LIMIT`
 * (at most 10).
 */
export type BankAccountInput = {
  /** The account holder's name, 1–100 characters. */
  accountName: Scalars['String']['input'];
  /** The account number, 5–40 characters of digits, spaces and dashes. */
  accountNumber: Scalars['String']['input'];
  /** The bank's name, 1–100 characters. */
  bankName: Scalars['String']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What a bank deposit of an amount costs in the channel's currency now, as the platform computes it
 * (and records on the order). Asking changes nothing.
 */
export type BankDepositQuote = {
  __typename?: 'BankDepositQuote';
  /** The amount in USD (what is credited as Cash on approval). */
  amount: Scalars['Decimal']['output'];
  /** The channel quoted. */
  channelId: Scalars['ID']['output'];
  /** The channel's currency. */
  currency: Scalars['String']['output'];
  /** Units of `currency` per USD. */
  exchangeRate: Scalars['Decimal']['output'];
  /** What the member pays into the channel: amount × exchangeRate, 8 places, rounded down. */
  localAmount: Scalars['Decimal']['output'];
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
  email: Scalars['String']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The authenticator code, or a recovery code, when the member has a second factor. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** Bind (or rebind) the game account's address: BEP20 only. */
export type BindGameAddressInput = {
  /** A BEP20 address: 0x and 40 hex digits; a mixed-case one must carry a valid EIP-55 checksum; token contracts are refused. */
  address: Scalars['String']['input'];
};

/** The bonuses the member earned, per type and in all. */
export type BonusEarned = {
  __typename?: 'BonusEarned';
  /** Each bonus record type, also those not earned yet (at 0). */
  byType: Array<BonusTotal>;
  /** All bonuses together, in BONUS_POINT. */
  total: Scalars['Decimal']['output'];
};

/** The period of `bonusEarned`. */
export type BonusEarnedFilter = {
  /** From this instant (inclusive). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Until this instant (exclusive). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What one bonus type earned. */
export type BonusTotal = {
  __typename?: 'BonusTotal';
  /** The sum earned, in BONUS_POINT. */
  amount: Scalars['Decimal']['output'];
  /** How many payments. */
  count: Scalars['Int']['output'];
  /** The bonus record type. */
  recordType: AssetRecordType;
};

/** Buy an entrust package. */
export type BuyEntrustPackageInput = {
  /**
   * The catalogue package (`EntrustPlan.id`). Refusals: `PACKAGE_UNAVAILABLE`,
   * `PACKAGE_LIMIT_REACHED` (over the maximum count), `INSUFFICIENT_BALANCE`.
   */
  planId: Scalars['ID']['input'];
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
};

/** Buy an insurance package. */
export type BuyInsurancePackageInput = {
  /**
   * The catalogue package (`InsurancePlan.id`). Refusals: `PACKAGE_UNAVAILABLE`,
   * `PACKAGE_LIMIT_REACHED` (over the maximum count), `INSUFFICIENT_BALANCE`.
   */
  planId: Scalars['ID']['input'];
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
};

/**
 * Buy from an offer. Refusals: `OTC_OFFER_NOT_FOUND`, `OTC_OWN_OFFER`, `OTC_OFFER_CLOSED`,
 * `OTC_AMOUNT_INVALID`, `OTC_AMOUNT_ABOVE_REMAINING`, `OTC_AMOUNT_OUTSIDE_LIMITS`,
 * `INSUFFICIENT_BALANCE` (nothing moves).
 */
export type BuyOtcOfferInput = {
  /** How much USDT_POINT to buy: from the offer's `takeMin` to its `takeMax`, at most 2 decimals. */
  amount: Scalars['Decimal']['input'];
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** Buy PIN codes of one package plan with the plan's price credit. */
export type BuyPinCodesInput = {
  /**
   * The package plan (`PinCodePlan.id`). Refusals: `PIN_CODE_PLAN_UNAVAILABLE` (not on sale),
   * `INSUFFICIENT_BALANCE` (nothing is paid and no code is made).
   */
  planId: Scalars['ID']['input'];
  /** How many codes (1–100; default 1). */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
};

/** Cancel the unsold rest of one's own offer. Refusals: `OTC_OFFER_NOT_FOUND`, `OTC_OFFER_CLOSED`. */
export type CancelOtcOfferInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** A captcha challenge to show on the registration form. */
export type Captcha = {
  __typename?: 'Captcha';
  /** Pass this back as `captchaId` together with the member's answer. */
  captchaId: Scalars['ID']['output'];
  /** The picture as an SVG data URL (`data:image/svg+xml;...`), ready for an `<img src>`. */
  image: Scalars['String']['output'];
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
  confirmPassword: Scalars['String']['input'];
  /** The current login password. */
  oldPassword: Scalars['String']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The new login password. */
  password: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
};

/** Changing the transaction password of the logged-in member. */
export type ChangeTransactionPasswordInput = {
  /** The new transaction password again; it must match `transactionPassword`. */
  confirmTransactionPassword: Scalars['String']['input'];
  /** The current transaction password. */
  oldTransactionPassword: Scalars['String']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The new transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** A claim on one insured trade order. */
export type Claim = {
  __typename?: 'Claim';
  /** The credit the payout is paid in. */
  coinName: CoinName;
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The claim's id. */
  id: Scalars['ID']['output'];
  /** The insurance package. */
  packageId: Scalars['ID']['output'];
  /** The package's name. */
  packageName: Scalars['String']['output'];
  /** What was paid, once approved. */
  payout?: Maybe<Scalars['Decimal']['output']>;
  /** The premium that insured the order. */
  premiumId: Scalars['ID']['output'];
  /** That premium's round. */
  premiumRound: Scalars['Int']['output'];
  /** Why it was rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The screenshot. */
  screenshot: ClaimScreenshot;
  /** Where it stands. */
  status: ClaimStatus;
  /** Its history, oldest first. */
  timeline: Array<ClaimEvent>;
  /** The trade order, 1 to 6. */
  tradeOrder: Scalars['Int']['output'];
  /** The ledger transaction of the payout, once approved. */
  transactionNumber?: Maybe<Scalars['String']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One step of a claim's history. */
export type ClaimEvent = {
  __typename?: 'ClaimEvent';
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The operator's note, the rejection reason, or the payout. */
  note?: Maybe<Scalars['String']['output']>;
  /** The step. */
  status: ClaimEventStatus;
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
  status?: InputMaybe<ClaimStatus>;
};

/** A page of claims, newest first. */
export type ClaimPage = {
  __typename?: 'ClaimPage';
  /** The claims of this page. */
  items: Array<Claim>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** The screenshot a claim was filed with, as the platform received it. */
export type ClaimScreenshot = {
  __typename?: 'ClaimScreenshot';
  /** The picture's type by content (`image/png`, `image/jpeg`, `image/webp`). */
  contentType: Scalars['String']['output'];
  /** When the platform received it. */
  receivedAt: Scalars['DateTime']['output'];
  /** SHA-256 (hex) of the picture as uploaded (the member can recompute it from their file). */
  sha256: Scalars['String']['output'];
  /** The size in bytes of the picture kept: the platform's re-encoding of the upload. */
  sizeBytes: Scalars['Int']['output'];
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
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The authenticator code, or a recovery code, when the member has a second factor. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** A kind of credit with its display names (platform `coinList`). */
export type Coin = {
  __typename?: 'Coin';
  /** The Chinese display name. */
  cnName: Scalars['String']['output'];
  /** The credit's key. */
  coinName: CoinName;
  /**
   * How many decimals a client shows of an amount of this credit (amounts are kept to 8 places;
   * round down to these for display, show the whole value in a record's details).
   */
  decimals: Scalars['Int']['output'];
  /** A short display name. */
  shortName: Scalars['String']['output'];
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

/** One of the member's commitments. */
export type Commitment = {
  __typename?: 'Commitment';
  /** The amount committed, in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** The credit committed. */
  coinName: CoinName;
  /** When it was applied for or claimed. */
  createdAt: Scalars['DateTime']['output'];
  /** The commitment's id. */
  id: Scalars['ID']['output'];
  /** Which kind of package it is. */
  kind: PinCodePackageKind;
  /** The package it opened, once approved. */
  packageId?: Maybe<Scalars['ID']['output']>;
  /** The catalogue package. */
  planId: Scalars['ID']['output'];
  /** The package's name. */
  planName: Scalars['String']['output'];
  /** The operator's note (the reason of a rejection). */
  reviewNote?: Maybe<Scalars['String']['output']>;
  /** When an operator reviewed it. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: CommitmentStatus;
  /** Applied for, or the free claim. */
  type: CommitmentType;
};

/** The member's commitment area. */
export type CommitmentArea = {
  __typename?: 'CommitmentArea';
  /** The member's commitments. */
  commitments: CommitmentPage;
  /** The free package offer. */
  freePackage: CommitmentFreePackage;
  /** The catalogue packages one may commit to. */
  plans: Array<CommitmentPlan>;
};

/** The free package, claimed. */
export type CommitmentClaim = {
  __typename?: 'CommitmentClaim';
  /** The claim, APPROVED. */
  commitment: Commitment;
  /** The entrust package opened, when the free package is one. */
  entrustPackage?: Maybe<EntrustPackage>;
  /** The insurance package opened, when the free package is one. */
  insurancePackage?: Maybe<InsurancePackage>;
};

/** Narrows the member's commitments. */
export type CommitmentFilter = {
  /** Only commitments in this status. */
  status?: InputMaybe<CommitmentStatus>;
};

/** The free package offer: one claim per member. */
export type CommitmentFreePackage = {
  __typename?: 'CommitmentFreePackage';
  /** The trial package's amount, in `coinName`. */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** Whether the member may claim it now (configured, on, and not claimed yet). */
  available: Scalars['Boolean']['output'];
  /** Whether the member has claimed it. */
  claimed: Scalars['Boolean']['output'];
  /** When the member claimed it. */
  claimedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The package's credit. */
  coinName?: Maybe<CoinName>;
  /** How many days the package's contract lasts. */
  contractDays?: Maybe<Scalars['Int']['output']>;
  /** Which kind of package it is. */
  kind?: Maybe<PinCodePackageKind>;
  /** The package's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The package the claim opened. */
  packageId?: Maybe<Scalars['ID']['output']>;
  /** The catalogue package the claim opens (null when none is configured). */
  planId?: Maybe<Scalars['ID']['output']>;
};

/** A page of the member's commitments, newest first. */
export type CommitmentPage = {
  __typename?: 'CommitmentPage';
  /** The commitments of this page. */
  items: Array<Commitment>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** A catalogue package a member may commit to. */
export type CommitmentPlan = {
  __typename?: 'CommitmentPlan';
  /** The amount committed (frozen on applying), in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** The credit committed. */
  coinName: CoinName;
  /** How many days the package's contract lasts. */
  contractDays: Scalars['Int']['output'];
  /** The package's daily profit as a fraction of its principal. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** The catalogue id (`planId` of `addCommitmentPackage`). */
  id: Scalars['ID']['output'];
  /** Which kind of package it is. */
  kind: PinCodePackageKind;
  /** The package's name. */
  name: Scalars['String']['output'];
};

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
  challenge: Scalars['String']['input'];
  /** The authenticator code, or a recovery code. */
  totpCode: Scalars['String']['input'];
};

/**
 * The second step of a sign-in with a passkey. Refusals: `PASSKEY_REJECTED`,
 * `PASSKEY_CHALLENGE_EXPIRED`, `SIGN_IN_CHALLENGE_EXPIRED` (sign in with the password again).
 */
export type CompleteSignInWithPasskeyInput = {
  /** The ticket `signIn` answered. */
  challenge: Scalars['String']['input'];
  /** The assertion `startAuthentication` answered, as JSON text. */
  credential: Scalars['String']['input'];
};

/**
 * Confirming the change with the code from the new address. Refusals: `EMAIL_CODE_WRONG` (with the
 * tries left), `EMAIL_CODE_EXPIRED` (after 15 minutes or five wrong codes: begin again),
 * `EMAIL_CHANGE_NOT_STARTED`.
 */
export type ConfirmEmailChangeInput = {
  /** The six digits of the email sent to the new address. */
  verifyCode: Scalars['String']['input'];
};

/**
 * Confirming an enrolment. Refusals: `WRONG_TRANSACTION_PASSWORD`, `FACTOR_CODE_WRONG`,
 * `FACTOR_ENROLMENT_NOT_STARTED` (begin again: ten minutes have passed), `FACTOR_ALREADY_ENABLED`.
 */
export type ConfirmTotpEnrolmentInput = {
  /** The first code the authenticator app shows. */
  totpCode: Scalars['String']['input'];
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** A pair of credits the member can convert between, with its terms. */
export type ConvertConfig = {
  __typename?: 'ConvertConfig';
  /** Whether the pair is open (only open pairs are listed). */
  enabled: Scalars['Boolean']['output'];
  /** The fee as a fraction of the amount, e.g. `0.02`. */
  feeRatio: Scalars['Decimal']['output'];
  /** The credit given. */
  fromCoin: CoinName;
  /** The smallest amount accepted. */
  minAmount: Scalars['Decimal']['output'];
  /** Units of `toCoin` per unit of `fromCoin` (after the fee). */
  rate: Scalars['Decimal']['output'];
  /** Converts above this amount wait for an operator's review (`PENDING`); null: never. */
  reviewAbove?: Maybe<Scalars['Decimal']['output']>;
  /** The credit received. */
  toCoin: CoinName;
};

/**
 * A convert. Refusals (`SERVER_MESSAGE` with `reason`): `INVALID_AMOUNT` (not above 0 or more
 * than 8 places), `AMOUNT_BELOW_MINIMUM`, `CONVERT_PAIR_UNAVAILABLE`, `INSUFFICIENT_BALANCE`.
 * A refusal changes nothing.
 */
export type ConvertInput = {
  /** The amount given, fee included; above 0, at most 8 places. */
  amount: Scalars['Decimal']['input'];
  /** The credit given. */
  fromCoin: CoinName;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and moves nothing. Use a new key per intended convert (e.g. a UUID made when the
   * form opens) and reuse it when retrying after a network failure.
   */
  requestId: Scalars['String']['input'];
  /** The credit received. */
  toCoin: CoinName;
};

/** One convert order. */
export type ConvertOrder = {
  __typename?: 'ConvertOrder';
  /** The amount given, fee included. */
  amount: Scalars['Decimal']['output'];
  /** When the order was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The fee (rounded up to 8 places). */
  fee: Scalars['Decimal']['output'];
  /** The credit given. */
  fromCoin: CoinName;
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** The rate applied. */
  rate: Scalars['Decimal']['output'];
  /** Why, for a rejected order. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where the order stands. */
  status: ConvertStatus;
  /** What the member receives: (amount − fee) × rate, rounded down to 8 places. */
  toAmount: Scalars['Decimal']['output'];
  /** The credit received. */
  toCoin: CoinName;
  /** When the order last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Which convert orders to list. Every field is optional. */
export type ConvertOrderFilter = {
  /** Only orders in this state. */
  status?: InputMaybe<ConvertStatus>;
};

/** A page of convert orders, newest first. */
export type ConvertOrderPage = {
  __typename?: 'ConvertOrderPage';
  /** The orders of this page. */
  items: Array<ConvertOrder>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * What a convert of an amount would do now, as the platform computes it: what the review step
 * shows. Asking changes nothing.
 */
export type ConvertQuote = {
  __typename?: 'ConvertQuote';
  /** The amount quoted, fee included. */
  amount: Scalars['Decimal']['output'];
  /** Whether the amount is below the minimum (or leaves nothing to receive): a convert would be refused. */
  belowMinimum: Scalars['Boolean']['output'];
  /** The fee for `amount`, rounded up to 8 places. */
  fee: Scalars['Decimal']['output'];
  /** The pair's fee as a fraction of the amount. */
  feeRatio: Scalars['Decimal']['output'];
  /** The credit given. */
  fromCoin: CoinName;
  /** Whether a convert of this amount would wait for an operator's review (`PENDING`). */
  heldForReview: Scalars['Boolean']['output'];
  /** The smallest amount the pair accepts. */
  minAmount: Scalars['Decimal']['output'];
  /** The pair's rate: units of `toCoin` per unit of `fromCoin` (after the fee). */
  rate: Scalars['Decimal']['output'];
  /** What arrives: (amount − fee) × rate, rounded down to 8 places. */
  toAmount: Scalars['Decimal']['output'];
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

/** A country members can register from. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, e.g. `US`. Pass it as `countryCode` to `register`. */
  code: Scalars['String']['output'];
  /** The country's name in the request's language. */
  name: Scalars['String']['output'];
};

/** Whether this installation runs in demo mode, and what that means for a member. */
export type DemoMode = {
  __typename?: 'DemoMode';
  /** Days the demo's clock runs ahead of the real date (the operator's `pnpm admin demo next-day`). */
  daysAhead: Scalars['Int']['output'];
  /** Seconds after which a deposit is approved without an operator (0 when demo mode is off). */
  depositApprovalSeconds: Scalars['Int']['output'];
  /** True when the installation was started with DEMO=1: no real money, deposits approved by themselves. */
  enabled: Scalars['Boolean']['output'];
  /** The platform's GMT+8 day, `YYYY-MM-DD`: in demo mode it may run ahead of the calendar. */
  today: Scalars['String']['output'];
};

/** A deposit order. Fields of the other kind are null. */
export type Deposit = {
  __typename?: 'Deposit';
  /** The amount credited on approval (USDT, 1 USDT = 1 point). */
  amount: Scalars['Decimal']['output'];
  /** The receiving bank. Bank only. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The bank channel paid into. Bank only. */
  channelId?: Maybe<Scalars['ID']['output']>;
  /** The channel's name. Bank only. */
  channelName?: Maybe<Scalars['String']['output']>;
  /** The credit it goes to (CASH_POINT). */
  coinName: CoinName;
  /** When the order was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency paid. Bank only. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The rate at the time of the order. Bank only. */
  exchangeRate?: Maybe<Scalars['Decimal']['output']>;
  /** The on-chain transaction hash (`0x` + 64 lower-case hex digits). Chain only. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** How it is paid. */
  kind: DepositKind;
  /** What the member pays in `currency`. Bank only. */
  localAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The member's own reference for the payment. Chain only. */
  paymentReference?: Maybe<Scalars['String']['output']>;
  /** Why, for a rejected order. */
  reason?: Maybe<Scalars['String']['output']>;
  /**
   * The member's own reference for the payment. Chain only.
   * @deprecated Use `paymentReference`; `receiptNumber` names the platform's receipt number of a credit record (`recordReceiptNumber` here).
   */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  /** SHA-256 (hex) of the receipt picture as uploaded (the member can recompute it from their file). Bank only. */
  receiptSha256?: Maybe<Scalars['String']['output']>;
  /** The platform's receipt number of the credit record, once approved. */
  recordReceiptNumber?: Maybe<Scalars['String']['output']>;
  /** When an operator approved or rejected it. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the order stands. */
  status: DepositStatus;
  /** The ledger transaction number, once approved. */
  transactionNumber?: Maybe<Scalars['String']['output']>;
};

/**
 * A bank deposit. Refusals (`SERVER_MESSAGE` with `reason`): `INVALID_AMOUNT`,
 * `DEPOSIT_BELOW_MINIMUM`, `AMOUNT_NOT_MULTIPLE`, `DEPOSIT_CHANNEL_NOT_FOUND`.
 */
export type DepositBankInput = {
  /**
   * The amount credited, in USDT; the member pays `amount × exchangeRate` in the channel's
   * currency. Required (optional in the schema for one release, while `amountUsd` is deprecated).
   */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /**
   * The amount credited, in USDT (despite the name).
   * @deprecated Use `amount`: it is the USDT amount credited, not US dollars.
   */
  amountUsd?: InputMaybe<Scalars['Decimal']['input']>;
  /** The channel paid into (`depositChannels`). */
  channelId: Scalars['ID']['input'];
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates nothing.
   */
  requestId: Scalars['String']['input'];
};

/** The terms of an on-chain USDT deposit: where to send it and the amounts accepted. */
export type DepositChainConfig = {
  __typename?: 'DepositChainConfig';
  /**
   * The platform's receiving address (EIP-55 checksummed); null while the operator has not
   * opened on-chain deposits, when `depositChain` is refused with `DEPOSIT_CHAIN_CLOSED`.
   */
  address?: Maybe<Scalars['String']['output']>;
  /** The token sent (USDT). */
  coin: Scalars['String']['output'];
  /** The smallest deposit, in USDT; less is not recoverable. */
  minAmount: Scalars['Decimal']['output'];
  /** Deposits must be whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
  /** The network the platform receives on (BEP20, BNB Smart Chain). */
  network: ChainNetwork;
};

/**
 * A USDT deposit sent on chain. Refusals (`SERVER_MESSAGE` with `reason`): `INVALID_AMOUNT`,
 * `DEPOSIT_BELOW_MINIMUM`, `AMOUNT_NOT_MULTIPLE`, `TRANSACTION_HASH_INVALID`,
 * `DEPOSIT_HASH_USED` (the hash is already claimed), `DEPOSIT_CHAIN_CLOSED` (no receiving address
 * is configured).
 */
export type DepositChainInput = {
  /** The amount sent, in USDT. */
  amount: Scalars['Decimal']['input'];
  /** The transaction hash, 64 hex digits with or without `0x`. */
  hash: Scalars['String']['input'];
  /** The member's own reference for the payment (1–64 characters). */
  paymentReference: Scalars['String']['input'];
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates nothing.
   */
  requestId: Scalars['String']['input'];
};

/** A bank channel a member can pay a deposit into, with its rate and limits. */
export type DepositChannel = {
  __typename?: 'DepositChannel';
  /** The receiving account's holder. */
  accountName: Scalars['String']['output'];
  /** The receiving account number. */
  accountNumber: Scalars['String']['output'];
  /** The receiving bank. */
  bankName: Scalars['String']['output'];
  /** The channel's display name. */
  channelName: Scalars['String']['output'];
  /** The currency paid, e.g. `USD`. */
  currency: Scalars['String']['output'];
  /** Units of `currency` per USDT credited: pay `amount × exchangeRate`. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The channel's id (the `channelId` of `depositBank`). */
  id: Scalars['ID']['output'];
  /** The smallest deposit, in USDT. */
  minAmount: Scalars['Decimal']['output'];
  /** Deposits must be whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
};

/** Which deposit orders to list. Every field is optional. */
export type DepositFilter = {
  /** Only orders of this kind; both when omitted. */
  kind?: InputMaybe<DepositKind>;
  /** Only orders in this state. */
  status?: InputMaybe<DepositStatus>;
};

/**
 * What happens next with a deposit: how long its review takes, and who to ask when a channel is
 * closed (docs/rest-api-deposit-withdrawal.md, "What happens next").
 */
export type DepositGuide = {
  __typename?: 'DepositGuide';
  /** Whether the platform approves deposits by itself (demo mode) rather than an operator. */
  approvedAutomatically: Scalars['Boolean']['output'];
  /**
   * The review time to expect, in seconds: in demo mode the delay after which a deposit approves
   * itself, otherwise the operator's `DEPOSIT_REVIEW_HOURS`.
   */
  expectedReviewSeconds: Scalars['Int']['output'];
  /** How members reach support (`SUPPORT_CONTACT`), as the operator wrote it. */
  supportContact: Scalars['String']['output'];
};

/** How a deposit is paid. */
export type DepositKind =
  /** A bank transfer to a platform account, with a receipt picture. */
  | 'BANK'
  /** USDT sent on chain, identified by its transaction hash. */
  | 'CHAIN';

/** A page of deposit orders, newest first. */
export type DepositPage = {
  __typename?: 'DepositPage';
  /** The orders of this page. */
  items: Array<Deposit>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** Where a deposit stands. */
export type DepositStatus =
  /** Approved: the amount was credited to CASH_POINT. */
  | 'APPROVED'
  /** Waiting for an operator's review. */
  | 'PENDING_REVIEW'
  /** Rejected (see `reason`); nothing was credited. */
  | 'REJECTED';

/**
 * The input of the deprecated `depositUsdt`; `DepositChainInput` with `receiptNumber` for
 * `paymentReference`.
 */
export type DepositUsdtInput = {
  /** The amount sent, in USDT. */
  amount: Scalars['Decimal']['input'];
  /** The transaction hash, 64 hex digits with or without `0x`. */
  hash: Scalars['String']['input'];
  /** The member's own reference for the payment (1–64 characters). */
  receiptNumber: Scalars['String']['input'];
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates nothing.
   */
  requestId: Scalars['String']['input'];
};

/**
 * What the member earned over the last 30 GMT+8 days, day by day and by kind, valued in one unit
 * at today's convert rates (docs/rest-api.md, "Earnings").
 */
export type Earnings = {
  __typename?: 'Earnings';
  /** Each day from `from` to `to`, zeros included. */
  days: Array<EarningsDay>;
  /** The first day, `YYYY-MM-DD`. */
  from: Scalars['String']['output'];
  /** Credits earned that have no rate to the unit: not in the sums. */
  leftOut: Array<CoinName>;
  /** When the next daily profit is credited, if a package of the member's earns then; null otherwise. */
  nextProfitAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last day (today in GMT+8), `YYYY-MM-DD`. */
  to: Scalars['String']['output'];
  /** The sums over the 30 days. */
  totals: EarningsTotals;
  /** The unit of the sums (USDT_POINT). */
  unit: CoinName;
};

/** What the member earned on one GMT+8 day, by kind, in the earnings' unit. */
export type EarningsDay = {
  __typename?: 'EarningsDay';
  /** The member's team bonuses and rebates (sponsor, level, overriding, par, rebates, profit sharing). */
  bonus: Scalars['Decimal']['output'];
  /** The GMT+8 day, `YYYY-MM-DD`. */
  day: Scalars['String']['output'];
  /** The daily profit of the member's packages (credited or added to the principal). */
  profit: Scalars['Decimal']['output'];
};

/** The 30 days' sums of each kind of earnings. */
export type EarningsTotals = {
  __typename?: 'EarningsTotals';
  /** The bonuses and rebates. */
  bonus: Scalars['Decimal']['output'];
  /** The daily profit. */
  profit: Scalars['Decimal']['output'];
};

/**
 * The member's email address: where notifications, password-reset codes and the monthly statement
 * go. Optional at registration; added or changed with a code sent to the new address.
 */
export type EmailAddress = {
  __typename?: 'EmailAddress';
  /** Whether this installation sends email: without it no code can arrive, and `beginEmailChange` is refused with `EMAIL_SENDING_OFF`. */
  canSend: Scalars['Boolean']['output'];
  /** The address on file; null when the member has none. */
  email?: Maybe<Scalars['String']['output']>;
  /** A change waiting for its code; null when none is. */
  pending?: Maybe<PendingEmailChange>;
};

/**
 * Buy tickets of the round the member reviewed. Refusals: `JACKPOT_NO_ROUND`, `JACKPOT_ROUND_CHANGED`
 * (that round is over and another is current), `JACKPOT_ROUND_COMPLETE`, `JACKPOT_ROUND_FULL`,
 * `INSUFFICIENT_BALANCE` (nothing moves).
 */
export type EnterJackpotInput = {
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
  /** The round the member reviewed (`JackpotRound.id`). */
  roundId: Scalars['ID']['input'];
  /** How many tickets, 1 to 1000. */
  tickets: Scalars['Int']['input'];
};

/** A member's entrust package. */
export type EntrustPackage = {
  __typename?: 'EntrustPackage';
  /** The catalogue amount of the package. */
  amount: Scalars['Decimal']['output'];
  /** Auto add: daily profit is added to the principal instead of paid out. */
  autoAdd: Scalars['Boolean']['output'];
  /** The credit it was bought with and is redeemed in. */
  coinName: CoinName;
  /** The part of `totalProfit` added to the principal: the profit of the days auto add was on. */
  compoundedProfit: Scalars['Decimal']['output'];
  /** The contract length in days. */
  contractDays: Scalars['Int']['output'];
  /** Days of the current contract gone by: 0 on the day it starts, `contractDays` from its last day on. */
  contractDaysElapsed: Scalars['Int']['output'];
  /** When it was bought. */
  createdAt: Scalars['DateTime']['output'];
  /** The part of `totalProfit` paid to the `profitCoinName` balance (`totalProfit` − `compoundedProfit`). */
  creditedProfit: Scalars['Decimal']['output'];
  /** The daily profit as a fraction of the principal. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** When it expires (00:00 GMT+8 of `expiryDate`); the redeem window opens then. */
  expiresAt: Scalars['DateTime']['output'];
  /** The GMT+8 day the current contract expires, `YYYY-MM-DD`. */
  expiryDate: Scalars['String']['output'];
  /** The package's id. */
  id: Scalars['ID']['output'];
  /** The catalogue package's name. */
  name: Scalars['String']['output'];
  /** What the next daily credit pays (principal × daily ratio, 8 places, rounded down); null with no next credit. */
  nextProfitAmount?: Maybe<Scalars['Decimal']['output']>;
  /** When the next daily profit is credited (the next 00:00 GMT+8); null once redeemed. */
  nextProfitAt?: Maybe<Scalars['DateTime']['output']>;
  /** How the member came to hold it. */
  origin: PackageOrigin;
  /** The catalogue package it follows (changes on upgrade). */
  planId: Scalars['ID']['output'];
  /** What the package holds now: the amount, plus added profit, less fines. */
  principal: Scalars['Decimal']['output'];
  /** The credit daily profit is paid in (when `autoAdd` is off). */
  profitCoinName: CoinName;
  /** What the principal still earns until `expiryDate`, without and with auto add. */
  projection: PackageProjection;
  /** When the 24-hour redeem window closes. */
  redeemUntil: Scalars['DateTime']['output'];
  /** When it was redeemed. */
  redeemedAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many times it has renewed. */
  renewals: Scalars['Int']['output'];
  /** The GMT+8 day the first contract started, `YYYY-MM-DD`. */
  startDate: Scalars['String']['output'];
  /** Where it stands. */
  state: EntrustPackageState;
  /** Profit accrued since the start, added and paid out together. */
  totalProfit: Scalars['Decimal']['output'];
};

/** Narrows the member's entrust packages. */
export type EntrustPackageFilter = {
  /** Only held or only redeemed packages. */
  status?: InputMaybe<PackageStatus>;
};

/** A page of the member's entrust packages, newest first. */
export type EntrustPackagePage = {
  __typename?: 'EntrustPackagePage';
  /** The packages of this page. */
  items: Array<EntrustPackage>;
  /** Where the page sits. */
  pageInfo: PageInfo;
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

/** An entrust package of the catalogue, as a member may buy it. */
export type EntrustPlan = {
  __typename?: 'EntrustPlan';
  /** The price, in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** The credit the package is bought with (ASSETS_POINT). */
  coinName: CoinName;
  /** How many days one contract lasts. */
  contractDays: Scalars['Int']['output'];
  /** The daily profit as a fraction of the principal. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** The catalogue id (`planId` of `buyEntrustPackage` and `upgradeEntrustPackage`). */
  id: Scalars['ID']['output'];
  /** How many of this package one member may buy. */
  maxPurchaseCount: Scalars['Int']['output'];
  /** The package's name. */
  name: Scalars['String']['output'];
  /** The credit daily profit is paid in. */
  profitCoinName: CoinName;
  /** How many of this package the member has bought. */
  purchasedCount: Scalars['Int']['output'];
  /** The redeem fee as a fraction of the principal. */
  redeemFeeRatio: Scalars['Decimal']['output'];
  /** The profit of one contract in `profitCoinName`, paid day by day (auto add off): the platform's own arithmetic. */
  termProfit: Scalars['Decimal']['output'];
};

/** What redeeming an entrust package would give now (the confirm step of a redeem). */
export type EntrustRedeemQuote = {
  __typename?: 'EntrustRedeemQuote';
  /** The credit redeemed. */
  coinName: CoinName;
  /** What reaches the balance: principal − fee. */
  netAmount: Scalars['Decimal']['output'];
  /** The package's id. */
  packageId: Scalars['ID']['output'];
  /** What the package holds. */
  principal: Scalars['Decimal']['output'];
  /** The fee (rounded up to 8 places; nothing for a trial package). */
  redeemFee: Scalars['Decimal']['output'];
  /** The redeem fee as a fraction of the principal. */
  redeemFeeRatio: Scalars['Decimal']['output'];
  /** Whether it may be redeemed now (inside the 24-hour window). */
  redeemable: Scalars['Boolean']['output'];
  /** When the redeem window opens (the expiry). */
  redeemableFrom: Scalars['DateTime']['output'];
  /** Where it stands now. */
  state: EntrustPackageState;
};

/** A redeemed entrust package. */
export type EntrustRedemption = {
  __typename?: 'EntrustRedemption';
  /** What reached the balance. */
  netAmount: Scalars['Decimal']['output'];
  /** The package, now terminated. */
  package: EntrustPackage;
  /** The fee taken. */
  redeemFee: Scalars['Decimal']['output'];
};

/** The member's entrust totals. */
export type EntrustTotals = {
  __typename?: 'EntrustTotals';
  /** How many packages are held. */
  activeCount: Scalars['Int']['output'];
  /** What the held packages hold. */
  totalAmount: Scalars['Decimal']['output'];
  /** Profit ever accrued on entrust packages. */
  totalProfit: Scalars['Decimal']['output'];
};

/**
 * The ticket a correct password earns a member with a second factor: send it to
 * `completeSignIn` with a code before it expires.
 */
export type FactorChallenge = {
  __typename?: 'FactorChallenge';
  /** The ticket. */
  challenge: Scalars['String']['output'];
  /** When the ticket ends (five minutes, or after five wrong codes). */
  expiresAt: Scalars['DateTime']['output'];
  /** What may answer the ticket: a code of the authenticator app, a passkey, or either. */
  factors: Array<SignInFactor>;
};

/**
 * Changing the factor itself. Refusals: `WRONG_TRANSACTION_PASSWORD`, `FACTOR_NOT_ENABLED`,
 * `FACTOR_CODE_REQUIRED`, `FACTOR_CODE_WRONG`.
 */
export type FactorChangeInput = {
  /** The authenticator code, or a recovery code. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
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
  premiumId: Scalars['ID']['input'];
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
  /** The trade order, 1 to 6. */
  tradeOrder: Scalars['Int']['input'];
};

/** How an account came to be frozen. */
export type FreezeSource =
  /** By the link in a new-device notice (email or in-app). */
  | 'EMAIL_LINK'
  /** By the member, from the security settings. */
  | 'SETTINGS';

/** The member's Hash Kingdom account and game wallet. */
export type GameAccount = {
  __typename?: 'GameAccount';
  /** The BEP20 address bound to the game account (EIP-55 checksummed), if any. */
  bindAddress?: Maybe<Scalars['String']['output']>;
  /** When the address was bound. */
  boundAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the operator has connected the game (a launch URL is configured). */
  connected: Scalars['Boolean']['output'];
  /** The member's name in the game (their user name), once registered. */
  gameUserName?: Maybe<Scalars['String']['output']>;
  /** GMT available on the member's GMT credit (what may move into the game). */
  gmtAvailable: Scalars['Decimal']['output'];
  /** The least GMT one transfer moves. */
  minTransfer: Scalars['Decimal']['output'];
  /** Whether the member has registered a game account. */
  registered: Scalars['Boolean']['output'];
  /** When the game account was registered. */
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** GMT in the game wallet. */
  walletBalance: Scalars['Decimal']['output'];
};

/** Bet flow (GMT wagered) the game platform reported for the member. */
export type GameBetFlow = {
  __typename?: 'GameBetFlow';
  /** The GMT+8 business day 'today' refers to (yyyy-MM-dd). */
  businessDay: Scalars['String']['output'];
  /** Bet flow of today (GMT+8). */
  today: Scalars['Decimal']['output'];
  /** Bet flow of all days. */
  total: Scalars['Decimal']['output'];
  /** When the latest report arrived. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Where to open the game: the configured address with a short-lived, single-use launch token. */
export type GameLaunch = {
  __typename?: 'GameLaunch';
  /** When the launch token stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** Open this address to enter the game. It carries the launch token: do not share or store it. */
  launchUrl: Scalars['String']['output'];
};

/** An entry of a configured list (games or media). */
export type GameListItem = {
  __typename?: 'GameListItem';
  /** The entry's code. */
  code: Scalars['String']['output'];
  /** An image: an http(s) address, or a path of the web app's own assets. */
  image?: Maybe<Scalars['String']['output']>;
  /** Where the entry opens (http or https), if anywhere. */
  link?: Maybe<Scalars['String']['output']>;
  /** The entry's name. */
  name: Scalars['String']['output'];
  /** Its place in the list. */
  sortOrder: Scalars['Int']['output'];
};

/** One move of GMT between the member's GMT credit and the game wallet. */
export type GameTransfer = {
  __typename?: 'GameTransfer';
  /** How much GMT moved (always positive). */
  amount: Scalars['Decimal']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** Which way it went. */
  direction: GameTransferDirection;
  /** The receipt number of the record. */
  receiptNumber: Scalars['String']['output'];
  /** The record's status. */
  status: Scalars['String']['output'];
};

/** Which way GMT moves between the member's GMT credit and the game wallet. */
export type GameTransferDirection =
  /** From the game wallet back to the member's GMT credit (record 'Game transfer in'). */
  | 'IN'
  /** From the member's GMT credit into the game wallet (record 'Game transfer out'). */
  | 'OUT';

/** Move GMT between the GMT credit and the game wallet. */
export type GameTransferInput = {
  /** How much GMT, above 0 and at least the minimum. */
  amount: Scalars['Decimal']['input'];
  /** Which way. */
  direction: GameTransferDirection;
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
};

/** A page of the member's game transfers, newest first. */
export type GameTransferPage = {
  __typename?: 'GameTransferPage';
  /** The transfers of this page. */
  items: Array<GameTransfer>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** The answer of a move: the transfer and the balances after it. */
export type GameTransferReceipt = {
  __typename?: 'GameTransferReceipt';
  /** How much GMT moved. */
  amount: Scalars['Decimal']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** Which way it went. */
  direction: GameTransferDirection;
  /** GMT available on the member's GMT credit afterwards. */
  gmtAvailable: Scalars['Decimal']['output'];
  /** The receipt number of the record. */
  receiptNumber: Scalars['String']['output'];
  /** GMT in the game wallet afterwards. */
  walletBalance: Scalars['Decimal']['output'];
};

/** Which part of a balance a hold is in. */
export type HeldState =
  /** Part of `Balance.frozen`. */
  | 'FROZEN'
  /** Part of `Balance.locked`. */
  | 'LOCKED';

/**
 * One frozen or locked amount and what holds it. The holds of a credit in one state add up to
 * that part of its balance exactly (the platform refuses to answer otherwise).
 */
export type Hold = {
  __typename?: 'Hold';
  /** The amount held. */
  amount: Scalars['Decimal']['output'];
  /** The kind of credit held. */
  coinName: CoinName;
  /** What holds the amount. */
  kind: HoldKind;
  /** The web client's route to it (a hash-router path such as `/withdraw`). */
  path: Scalars['String']['output'];
  /** The order, offer, trade, application or package that holds it. */
  reference: Scalars['String']['output'];
  /** Since when it is held. */
  since: Scalars['DateTime']['output'];
  /** Frozen or locked. */
  state: HeldState;
  /** When it is due back, where a date is known (a package's contract end); null otherwise. */
  until?: Maybe<Scalars['DateTime']['output']>;
};

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

/** The member-wide auto-add setting of insurance packages. */
export type InsuranceAutoAddSetting = {
  __typename?: 'InsuranceAutoAddSetting';
  /** Whether new insurance packages start with auto add on. */
  enabled: Scalars['Boolean']['output'];
  /** How many held packages were switched with it. */
  packagesUpdated: Scalars['Int']['output'];
};

/** A package's insurance cover: premiums paid, the current round, and whether the next premium may be paid. */
export type InsuranceCover = {
  __typename?: 'InsuranceCover';
  /** Whether `payPremium` would be accepted now. */
  canPay: Scalars['Boolean']['output'];
  /** What an approved claim pays: the package amount times the plan's claim payout ratio, rounded down (an operator may name another amount). */
  claimPayout: Scalars['Decimal']['output'];
  /** The credit a claim's payout goes to (the package's profit credit). */
  claimPayoutCoinName: CoinName;
  /** The credit premiums are paid in. */
  coinName: CoinName;
  /** The round in force, or the last one; null before the first premium. */
  currentRound?: Maybe<PremiumRound>;
  /** Whether a paid premium still insures orders. */
  insured: Scalars['Boolean']['output'];
  /** How many rounds may be paid. */
  maxRounds: Scalars['Int']['output'];
  /** The package's id. */
  packageId: Scalars['ID']['output'];
  /** How many rounds have been paid. */
  paidRounds: Scalars['Int']['output'];
  /** The premium of one round: package amount × premium ratio, rounded up. */
  premiumAmount: Scalars['Decimal']['output'];
  /** Why not, when `canPay` is false. */
  refusal?: Maybe<PremiumRefusal>;
  /** How many rounds may still be paid. */
  remainingRounds: Scalars['Int']['output'];
};

/** A member's insurance package. */
export type InsurancePackage = {
  __typename?: 'InsurancePackage';
  /** The catalogue amount of the package. */
  amount: Scalars['Decimal']['output'];
  /** Auto add (compound): daily profit is added to the principal instead of paid out. */
  autoAdd: Scalars['Boolean']['output'];
  /** How many placed trade orders of the current premium round have no claim yet: what may be claimed now. */
  claimableOrders: Scalars['Int']['output'];
  /** The credit it was bought with and is redeemed in. */
  coinName: CoinName;
  /** The part of `totalProfit` added to the principal: the profit of the days auto add was on. */
  compoundedProfit: Scalars['Decimal']['output'];
  /** The contract length in days. */
  contractDays: Scalars['Int']['output'];
  /** Days of the current contract gone by: 0 on the day it starts, `contractDays` from its last day on. */
  contractDaysElapsed: Scalars['Int']['output'];
  /** When it was bought. */
  createdAt: Scalars['DateTime']['output'];
  /** The part of `totalProfit` paid to the `profitCoinName` balance (`totalProfit` − `compoundedProfit`). */
  creditedProfit: Scalars['Decimal']['output'];
  /** The daily profit as a fraction of the principal. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** The package's id. */
  id: Scalars['ID']['output'];
  /** The catalogue package's name. */
  name: Scalars['String']['output'];
  /** What the next daily credit pays (principal × daily ratio, 8 places, rounded down); null with no next credit. */
  nextProfitAmount?: Maybe<Scalars['Decimal']['output']>;
  /** When the next daily profit is credited (the next 00:00 GMT+8); null when it earns no more. */
  nextProfitAt?: Maybe<Scalars['DateTime']['output']>;
  /** How the member came to hold it. */
  origin: PackageOrigin;
  /** The catalogue package it follows (changes on upgrade). */
  planId: Scalars['ID']['output'];
  /** What the package holds now: the amount, plus compounded profit, less fines. */
  principal: Scalars['Decimal']['output'];
  /** The credit daily profit is paid in (when `autoAdd` is off). */
  profitCoinName: CoinName;
  /** What the principal still earns until `unlockDate`, without and with auto add. */
  projection: PackageProjection;
  /** When it was redeemed. */
  redeemedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What a refill pays back after fines: `amount` − `principal`, 0 when full. */
  refillAmount: Scalars['Decimal']['output'];
  /** The GMT+8 day the contract started, `YYYY-MM-DD` (profit starts the day after). */
  startDate: Scalars['String']['output'];
  /** Where it stands. */
  state: InsurancePackageState;
  /** Profit accrued since the start, compounded and paid out together. */
  totalProfit: Scalars['Decimal']['output'];
  /** When it unlocks (00:00 GMT+8 of `unlockDate`). */
  unlockAt: Scalars['DateTime']['output'];
  /** The GMT+8 day it unlocks, `YYYY-MM-DD`. */
  unlockDate: Scalars['String']['output'];
};

/** Narrows the member's insurance packages. */
export type InsurancePackageFilter = {
  /** Only held or only redeemed packages. */
  status?: InputMaybe<PackageStatus>;
};

/** A page of the member's insurance packages, newest first. */
export type InsurancePackagePage = {
  __typename?: 'InsurancePackagePage';
  /** The packages of this page. */
  items: Array<InsurancePackage>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** Where an insurance package stands (SPEC §4). */
export type InsurancePackageState =
  /** Earning daily profit until the unlock time; it cannot be redeemed yet. */
  | 'LOCKED'
  /** Redeemed. */
  | 'TERMINATED'
  /** The contract has ended: it earns nothing more and may be redeemed. */
  | 'UNLOCKED';

/** An insurance package of the catalogue, as a member may buy it. */
export type InsurancePlan = {
  __typename?: 'InsurancePlan';
  /** The price, in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** An approved claim pays this fraction of the package amount. */
  claimPayoutRatio: Scalars['Decimal']['output'];
  /** The credit the package is bought with (INSURANCE_POINT). */
  coinName: CoinName;
  /** How many days the package earns before it unlocks. */
  contractDays: Scalars['Int']['output'];
  /** The daily profit as a fraction of the principal, such as `0.005`. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** The catalogue id (`planId` of `buyInsurancePackage` and `upgradeInsurancePackage`). */
  id: Scalars['ID']['output'];
  /** How many of this package one member may buy. */
  maxPurchaseCount: Scalars['Int']['output'];
  /** The package's name. */
  name: Scalars['String']['output'];
  /** The premium as a fraction of the package amount. */
  premiumRatio: Scalars['Decimal']['output'];
  /** How many premium rounds may be paid on one package. */
  premiumRounds: Scalars['Int']['output'];
  /** The credit daily profit is paid in. */
  profitCoinName: CoinName;
  /** How many of this package the member has bought. */
  purchasedCount: Scalars['Int']['output'];
  /** The redeem fee as a fraction of the principal. */
  redeemFeeRatio: Scalars['Decimal']['output'];
  /** The profit of the whole term in `profitCoinName`, paid day by day (auto add off): the platform's own arithmetic. */
  termProfit: Scalars['Decimal']['output'];
};

/** What redeeming a package would give now (the confirm step of a redeem). */
export type InsuranceRedeemQuote = {
  __typename?: 'InsuranceRedeemQuote';
  /** A redeem closes the member's transfers until 00:00 GMT+8 the next day. */
  closesTransfers: Scalars['Boolean']['output'];
  /** The credit redeemed. */
  coinName: CoinName;
  /** What reaches the balance: principal − fee (nothing for a trial package). */
  netAmount: Scalars['Decimal']['output'];
  /** The package's id. */
  packageId: Scalars['ID']['output'];
  /** What the package holds. */
  principal: Scalars['Decimal']['output'];
  /** The fee (rounded up to 8 places; nothing for a trial package). */
  redeemFee: Scalars['Decimal']['output'];
  /** The redeem fee as a fraction of the principal. */
  redeemFeeRatio: Scalars['Decimal']['output'];
  /** Whether it may be redeemed now (unlocked). */
  redeemable: Scalars['Boolean']['output'];
  /** When it may be redeemed (the unlock time). */
  redeemableFrom: Scalars['DateTime']['output'];
  /** Where it stands now. */
  state: InsurancePackageState;
};

/** A redeemed insurance package. */
export type InsuranceRedemption = {
  __typename?: 'InsuranceRedemption';
  /** What reached the balance. */
  netAmount: Scalars['Decimal']['output'];
  /** The package, now terminated. */
  package: InsurancePackage;
  /** The fee taken. */
  redeemFee: Scalars['Decimal']['output'];
  /** When transfers reopen (the next 00:00 GMT+8). */
  transfersReopenAt: Scalars['DateTime']['output'];
};

/** One of the six trade orders a paid premium insures. */
export type InsuredOrder = {
  __typename?: 'InsuredOrder';
  /** Where the claim on it stands; null when none was filed. */
  claimStatus?: Maybe<ClaimStatus>;
  /** The GMT+8 day it was placed, `YYYY-MM-DD`. */
  day?: Maybe<Scalars['String']['output']>;
  /** Whether the order has been placed (a daily profit run numbered it). */
  placed: Scalars['Boolean']['output'];
  /** The profit of that day. */
  profit?: Maybe<Scalars['Decimal']['output']>;
  /** The order's number, 1 to 6 (the `tradeOrder` of `fileClaim`). */
  tradeOrder: Scalars['Int']['output'];
};

/** One of the member's jackpot entries: a run of consecutive tickets bought at once. */
export type JackpotOrder = {
  __typename?: 'JackpotOrder';
  /** What it cost, in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** The round's credit. */
  coinName: CoinName;
  /** When it was bought. */
  createdAt: Scalars['DateTime']['output'];
  /** Whether the round has been drawn. */
  drawn: Scalars['Boolean']['output'];
  /** The number of its first ticket in the round. */
  firstTicket: Scalars['Int']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The number of its last ticket in the round. */
  lastTicket: Scalars['Int']['output'];
  /** The prize paid, when winning. */
  prizeAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The round it was bought in. */
  roundId: Scalars['ID']['output'];
  /** The round's state: in progress or complete. */
  roundStatus: JackpotRoundStatus;
  /** Unpaid or winning. */
  status: JackpotOrderStatus;
  /** How many tickets. */
  tickets: Scalars['Int']['output'];
};

/** Narrows the member's jackpot entries. */
export type JackpotOrderFilter = {
  /** Only entries in this status. */
  status?: InputMaybe<JackpotOrderStatus>;
};

/** A page of the member's jackpot entries, newest first. */
export type JackpotOrderPage = {
  __typename?: 'JackpotOrderPage';
  /** The entries of this page. */
  items: Array<JackpotOrder>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** Where one of the member's jackpot entries stands. */
export type JackpotOrderStatus =
  /** Not paid a prize: the round is not drawn yet, or another ticket won. */
  | 'UNPAID'
  /** One of its tickets won the draw: the prize was paid as jackpot profit. */
  | 'WINNING';

/** The current round's pool. */
export type JackpotPool = {
  __typename?: 'JackpotPool';
  /** The round's credit. */
  coinName?: Maybe<CoinName>;
  /** Whether the round has been drawn. */
  drawn: Scalars['Boolean']['output'];
  /** Everything paid into the round. */
  poolAmount: Scalars['Decimal']['output'];
  /** What the winner is (or would now be) paid: the pool less the house fee. */
  prizeAmount: Scalars['Decimal']['output'];
  /** The current round (null before the first). */
  roundId?: Maybe<Scalars['ID']['output']>;
  /** How many tickets the round holds. */
  ticketCount: Scalars['Int']['output'];
};

/**
 * A jackpot round. Before the draw only the seed's commitment (`seedHash`) is shown; after it the
 * seed too, so the draw can be checked (docs/jackpot.md, "How anyone verifies a draw").
 */
export type JackpotRound = {
  __typename?: 'JackpotRound';
  /** When the round was closed to entries. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the round stops taking entries on its own (null: until the operator closes it). */
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  /** The credit tickets are paid in and the prize is paid in. */
  coinName: CoinName;
  /** Whether the round has been drawn. */
  drawn: Scalars['Boolean']['output'];
  /** When the round was drawn. */
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  /** The house fee of the pool: what it would be now before the draw; null for a round drawn without tickets. */
  feeAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The house fee as a fraction of the pool (0.1 = 10 %). */
  feeRatio: Scalars['Decimal']['output'];
  /** The round's id (also the message of the draw's HMAC). */
  id: Scalars['ID']['output'];
  /** When the operator opened the round. */
  openedAt: Scalars['DateTime']['output'];
  /** Everything paid into the round, in `coinName`. */
  poolAmount: Scalars['Decimal']['output'];
  /** The winner's prize (the pool less the fee): what it would be now before the draw; null for a round drawn without tickets. */
  prizeAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The secret seed (64 hex digits): null until the round is drawn. */
  seed?: Maybe<Scalars['String']['output']>;
  /** SHA-256 of the secret seed's 32 bytes, in hex: published when the round opened. */
  seedHash: Scalars['String']['output'];
  /** In progress or complete. */
  status: JackpotRoundStatus;
  /** How many tickets the round holds; they are numbered 0 to ticketCount − 1 in the order they were bought. */
  ticketCount: Scalars['Int']['output'];
  /** The price of one ticket, in `coinName`. */
  ticketPrice: Scalars['Decimal']['output'];
  /** The first ticket of the winning entry. */
  winningFirstTicket?: Maybe<Scalars['Int']['output']>;
  /** The last ticket of the winning entry. */
  winningLastTicket?: Maybe<Scalars['Int']['output']>;
  /** The entry holding the winning ticket, once drawn. */
  winningOrderId?: Maybe<Scalars['ID']['output']>;
  /** The winning ticket's number, once drawn (null without tickets). */
  winningTicket?: Maybe<Scalars['Int']['output']>;
};

/** Whether a jackpot round still takes entries. */
export type JackpotRoundStatus =
  /** Complete: closed by the operator or past its closing time; no more entries. It may be drawn or not yet. */
  | 'COMPLETE'
  /** Open: members may buy tickets. */
  | 'IN_PROGRESS';

/** The jackpot as the member sees it now. */
export type JackpotStatus = {
  __typename?: 'JackpotStatus';
  /** How many entries the member made in that round. */
  myOrders: Scalars['Int']['output'];
  /** How many tickets of that round the member holds. */
  myTickets: Scalars['Int']['output'];
  /** The current round: the one not drawn yet, else the latest drawn one; null before the first round. */
  round?: Maybe<JackpotRound>;
};

/** The member's identity verification. */
export type Kyc = {
  __typename?: 'Kyc';
  /** Whether the member may submit now (nothing submitted yet, or the last one failed). */
  canSubmit: Scalars['Boolean']['output'];
  /** The identity number submitted, masked to its last four characters. */
  idNumber?: Maybe<Scalars['String']['output']>;
  /** Why it failed; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When it was reviewed. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: KycStatus;
  /** When the latest submission was made. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
};

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

/** A rank of the referral ladder (platform `levelList`). */
export type Level = {
  __typename?: 'Level';
  /** The Chinese name. */
  cn: Scalars['String']['output'];
  /** The English name. */
  en: Scalars['String']['output'];
  /** Rank number, from -1 to 7. */
  level: Scalars['Int']['output'];
  /** The name in the request's language (`zh-CN` → Chinese, otherwise English). -1 is `No grade`. */
  name: Scalars['String']['output'];
};

/** How many members of a downline hold one rank. */
export type LevelCount = {
  __typename?: 'LevelCount';
  /** How many members of the downline hold it. */
  count: Scalars['Int']['output'];
  /** The rank, from -1 to 7. */
  level: Scalars['Int']['output'];
};

/** The login form. */
export type LoginInput = {
  /** What the person read in that captcha image (each captcha is spent by one attempt). */
  captchaCode?: InputMaybe<Scalars['String']['input']>;
  /** `captchaId` from the `captcha` query: only once a sign-in was refused with `CAPTCHA_REQUIRED`. */
  captchaId?: InputMaybe<Scalars['ID']['input']>;
  /** Login password. */
  password: Scalars['String']['input'];
  /** Login name. */
  userName: Scalars['String']['input'];
};

/** One of the member's live sessions: the device it runs on (read from its user agent) and when. */
export type MemberSession = {
  __typename?: 'MemberSession';
  /** The network address the session was opened from. */
  address: Scalars['String']['output'];
  /** The browser and its major version, for example `Chrome 120`; null when the user agent does not say. */
  browser?: Maybe<Scalars['String']['output']>;
  /** Whether this request was made with this session. */
  current: Scalars['Boolean']['output'];
  /** The session's id (it names the session; it does not open it). */
  id: Scalars['ID']['output'];
  /** desktop, mobile, tablet, tv or bot; null when the user agent does not say. */
  kind?: Maybe<Scalars['String']['output']>;
  /** When the session was last used. */
  lastSeenAt: Scalars['DateTime']['output'];
  /** The operating system, for example `iOS 17.1`; null when the user agent does not say. */
  os?: Maybe<Scalars['String']['output']>;
  /** When the session was opened (the sign-in). */
  startedAt: Scalars['DateTime']['output'];
  /** The user agent as the browser sent it (at most 512 characters). */
  userAgent: Scalars['String']['output'];
};

/**
 * The member's monthly statement email: on the 1st of each GMT+8 month the last month's statement
 * of each credit, as CSV and PDF, to the member's email address. Off until the member turns it on.
 */
export type MonthlyStatementPreference = {
  __typename?: 'MonthlyStatementPreference';
  /** The email address it goes to; null when the member has none on file (nothing is sent then). */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the monthly statement is emailed. */
  enabled: Scalars['Boolean']['output'];
};

/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** *Member, PIN code area.* Use a held code once: the package it stands for opens for the member or a member of their downline. */
  activatePinCode: PinCodeActivation;
  /** *Member.* Adds a bank account. */
  addBankAccount: BankAccount;
  /** *Member, commitment area.* Commit to a package: its amount is frozen until an operator approves (the package opens) or rejects (it returns). */
  addCommitmentPackage: Commitment;
  /** *Member.* Adds a withdrawal address; it is usable after the cooling period. */
  addWithdrawalAddress: WithdrawalAddress;
  /** *Member, P2P area.* Appeal a trade: both sides are frozen until an operator decides. */
  appealOtcTrade: OtcTrade;
  /** *Member.* Sends a code to the new address; a change waiting before is replaced. Nothing changes until `confirmEmailChange`. */
  beginEmailChange: EmailAddress;
  /**
   * *Member.* Options for confirming one money or credential operation with a passkey (a challenge
   * bound to the member, five minutes, answered once): `startAuthentication` signs them, and the
   * operation's input carries the answer as `passkeyAssertion`. `PASSKEY_NOT_FOUND` without a passkey.
   */
  beginPasskeyConfirmation: PasskeyOptions;
  /** *Member.* Options for adding a passkey (`PASSKEY_LIMIT_REACHED` at ten). */
  beginPasskeyRegistration: PasskeyOptions;
  /** Public. Options for a sign-in with a passkey alone: no user name, no password. */
  beginPasskeySignIn: PasskeyOptions;
  /** Public. Options for answering the ticket of `signIn` with one of its member's passkeys (`PASSKEY_NOT_FOUND` when the member has none). */
  beginSignInPasskeyFactor: PasskeyOptions;
  /** *Member.* Begin an authenticator enrolment (`FACTOR_ALREADY_ENABLED` when one is on). A new call replaces an unconfirmed one. */
  beginTotpEnrolment: TotpEnrolment;
  /** *Member.* Bind or rebind the game account's BEP20 address. */
  bindGameAddress: GameAccount;
  /** *Member.* Buy an entrust package with its credit; it earns from the next day. */
  buyEntrustPackage: EntrustPackage;
  /** *Member.* Buy an insurance package with its credit; it starts locked and earns from the next day. */
  buyInsurancePackage: InsurancePackage;
  /** *Member, P2P area.* Buy all or part of another member's offer, settled at once (minus the OTC fee). */
  buyOtcOffer: OtcPurchase;
  /** *Member, PIN code area.* Buy PIN codes; the price leaves the member's balance in one PIN purchase record. */
  buyPinCodes: PinCodePurchase;
  /** *Member.* Cancels a `PENDING` convert and gives the amount back (`CONVERT_NOT_PENDING` otherwise). */
  cancelConvert: ConvertOrder;
  /** *Member, P2P area.* Cancel the unsold rest of one's own offer; it returns from escrow. */
  cancelOtcOffer: OtcOfferReceipt;
  /** *Member.* Cancels a withdrawal still in `PENDING_REVIEW`; the amount is given back. */
  cancelWithdrawal: Withdrawal;
  /**
   * *Member.* Change the login password. Ends every other session of the member. Returns true.
   * Refusals are reported on their field in `extensions.fields`: `WRONG_PASSWORD` on `oldPassword`;
   * `PASSWORD_SAME_AS_CURRENT` or `LOGIN_PASSWORD_SAME_AS_TRANSACTION` on `password`.
   */
  changePassword: Scalars['Boolean']['output'];
  /** *Member.* Change the transaction password. Returns true. */
  changeTransactionPassword: Scalars['Boolean']['output'];
  /** *Member.* Clears the anti-phishing code; the member is told. Clearing none changes nothing. */
  clearAntiPhishingCode: AntiPhishingCode;
  /** Public. The ticket of `signIn` and a code open the session. */
  completeSignIn: Session;
  /** Public. The ticket of `signIn` and a passkey's assertion open the session. */
  completeSignInWithPasskey: Session;
  /** *Member.* Sets the new address; the member is told (`SECURITY_CHANGED`, its email to the old address when there was one), and withdrawals wait a day. */
  confirmEmailChange: EmailAddress;
  /** *Member.* Confirm the enrolment: the factor is on, and its ten recovery codes are answered this once. */
  confirmTotpEnrolment: RecoveryCodes;
  /**
   * *Member.* Converts credits. Up to the pair's `reviewAbove` the convert completes at once
   * (`SUCCESS`); above it the amount is frozen and the order waits for an operator (`PENDING`).
   */
  convert: ConvertOrder;
  /** *Member.* Removes a bank account of the member. Returns `true`. */
  deleteBankAccount: Scalars['Boolean']['output'];
  /** *Member.* Removes a withdrawal address. Returns `true`. */
  deleteWithdrawalAddress: Scalars['Boolean']['output'];
  /**
   * *Member.* A bank deposit with the payment receipt picture; it waits for an operator's
   * review. Send it as a GraphQL multipart request with `receipt` mapped to the file. The
   * picture must be PNG, JPEG or WebP (recognised by its content, not its name) and at most
   * 5 MiB; otherwise the gateway refuses it with `BAD_REQUEST` (`reason` `RECEIPT_NOT_IMAGE`
   * or `RECEIPT_TOO_LARGE`) before anything is created. The platform then decodes and re-encodes
   * it (only the re-encoding is kept): a file that starts like a picture but does not decode is
   * `RECEIPT_NOT_IMAGE` as `SERVER_MESSAGE`, and nothing is created.
   */
  depositBank: Deposit;
  /** *Member.* Claims a USDT deposit sent on chain; it waits for an operator's review. */
  depositChain: Deposit;
  /**
   * *Member.* Claims a USDT deposit sent on chain; it waits for an operator's review.
   * @deprecated Use `depositChain` (the kind is `CHAIN`).
   */
  depositUsdt: Deposit;
  /** *Member.* Turn the authenticator app off (and its recovery codes). Returns true. */
  disableTotp: Scalars['Boolean']['output'];
  /** *Member.* Ends every session of the member but the calling one; answers how many it ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** *Member.* Ends one of the member's other sessions; answers the sessions left. `SESSION_IS_CURRENT` for the calling session (sign out instead), `SESSION_NOT_FOUND` for an id that is not the member's. */
  endSession: Array<MemberSession>;
  /** *Member.* Enter the jackpot: the ticket price × tickets moves from the member's available balance into the round's pool. */
  enterJackpot: JackpotOrder;
  /**
   * *Member.* File a claim with a screenshot of the trade (PNG, JPEG or WebP, at most 5 MiB). Send
   * it as a GraphQL multipart request with `screenshot` mapped to the file.
   */
  fileClaim: Claim;
  /** *Member.* Freezes the account at once (nothing happens if it already is). Only an operator lifts it. */
  freezeAccount: AccountFreeze;
  /** *Public.* Freezes the account of a new-device notice's link, signed in or not; each link works once, for a week (`FREEZE_LINK_INVALID` otherwise). Answers true. */
  freezeAccountByLink: Scalars['Boolean']['output'];
  /** *Member.* A launch address to enter the game (refused with `GAME_NOT_CONNECTED` until the operator configures one). */
  gameLogin: GameLaunch;
  /**
   * Log in and get a session token. Public. Wrong credentials and banned accounts
   * come back as `SERVER_MESSAGE` errors (`WRONG_CREDENTIALS`, `ACCOUNT_BANNED`,
   * `TOO_MANY_ATTEMPTS` for this name at this address). After a few failures for the name from
   * any address the platform asks for a captcha: `CAPTCHA_REQUIRED` (send `captchaId` and
   * `captchaCode` from a fresh `captcha`), `CAPTCHA_INVALID` on `captchaCode` for a wrong one.
   */
  login: Session;
  /** *Member.* End this session: the token stops working at once. Returns true. */
  logout: Scalars['Boolean']['output'];
  /** *Member.* Marks every notification read; answers how many changed. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** *Member.* Marks these notifications read (1 to 100 ids); answers how many changed. Ids of another member change nothing. */
  markNotificationsRead: Scalars['Int']['output'];
  /** *Member.* Pay the next premium round of a package; it insures the package's next six trade orders. */
  payPremium: Premium;
  /** *Member, P2P area.* Offer USDT_POINT for sale; the amount moves into escrow. */
  publishOtcOffer: OtcOfferReceipt;
  /** *Member, P2P area.* Rate the other member of a settled trade. */
  rateOtcTrade: OtcTrade;
  /** *Member, commitment area.* Claim the free package, once. */
  receiveCommitmentPackage: CommitmentClaim;
  /** *Member.* Redeem an entrust package in the 24 hours after its expiry; the principal less the fee returns to the balance. */
  redeemEntrustPackage: EntrustRedemption;
  /** *Member.* Redeem an unlocked package: the principal less the fee returns to the balance, and transfers close until 00:00 GMT+8 the next day. */
  redeemInsurancePackage: InsuranceRedemption;
  /** *Member.* Refill a fined package back up to its amount. */
  refillInsurancePackage: InsurancePackage;
  /** *Member.* Ten new recovery codes; the old ones stop working. */
  regenerateRecoveryCodes: RecoveryCodes;
  /**
   * Create an account and sign in (the answer carries the session, as `login` does). Public.
   * Needs a `captcha` answer and the referral id of an existing member. Every bad field is
   * reported at once in `extensions.fields` (`[{ path, reason, message }]`, e.g.
   * `PASSWORD_MISMATCH` on `confirmPassword`) before the captcha is checked, so a form error
   * does not spend the captcha. Then `CAPTCHA_INVALID`, `REFERRAL_NOT_FOUND`,
   * `USERNAME_TAKEN`, each on its field. Business refusals come back as `SERVER_MESSAGE`
   * errors whose message is ready to show and whose `extensions.reason` is a stable key.
   */
  register: Registration;
  /** *Member.* Register the game account, once. */
  registerGameAccount: GameAccount;
  /** *Member.* Add the passkey the browser made. The member is told. */
  registerPasskey: Passkey;
  /** *Member.* Remove a passkey; answers the member's passkeys. The member is told. */
  removePasskey: Array<Passkey>;
  /** *Member.* Rename a passkey; answers the member's passkeys (`PASSKEY_NOT_FOUND`). */
  renamePasskey: Array<Passkey>;
  /**
   * *Member.* Reports that a paid withdrawal (`SUCCESS`) never arrived: the order becomes
   * `NOT_RECEIVED` for the operator to investigate. Nothing moves in the ledger.
   */
  reportWithdrawalNotReceived: Withdrawal;
  /**
   * Set a new login password with the code from `sendPasswordResetCode`. Public. Ends every session of the member. Returns true.
   * A new password equal to the transaction password is refused (`LOGIN_PASSWORD_SAME_AS_TRANSACTION`)
   * once the code is right; the code stays good for another try.
   */
  resetPassword: Scalars['Boolean']['output'];
  /** *Member, P2P area.* Write to the other member of a trade. */
  sendOtcChatMessage: OtcChatMessage;
  /**
   * Send a 6-digit password reset code to the member's e-mail. Public. Returns true
   * whether or not the user name exists, so it cannot be used to probe accounts.
   */
  sendPasswordResetCode: Scalars['Boolean']['output'];
  /** *Member.* Puts a saved address on the list (it counts after 24 hours) or takes it off (at once). `WITHDRAWAL_ADDRESS_NOT_FOUND` for an id that is not the member's. */
  setAddressWhitelisted: WithdrawalWhitelist;
  /**
   * *Member.* Record whether the member accepts the terms; returns the updated profile.
   * @deprecated Use `setAgreedToTerms`.
   */
  setAgreeStatus: User;
  /** *Member.* Record whether the member accepts the terms; returns the updated profile. */
  setAgreedToTerms: User;
  /** *Member.* Sets or changes the anti-phishing code; the member is told (`SECURITY_CHANGED`). Setting the phrase already set changes nothing. */
  setAntiPhishingCode: AntiPhishingCode;
  /** *Member.* Switch one entrust package's auto add. */
  setEntrustPackageAutoAdd: EntrustPackage;
  /** *Member.* Switch auto add on every held insurance package and for new ones. */
  setInsuranceAutoAddSetting: InsuranceAutoAddSetting;
  /** *Member.* Switch one package's auto add (compound). */
  setInsurancePackageAutoAdd: InsurancePackage;
  /** *Member.* Turns the monthly statement email on or off; answers the new state. */
  setMonthlyStatement: MonthlyStatementPreference;
  /**
   * *Member.* Turns one channel of one event on or off; answers every row. Refusals:
   * `NOTIFICATION_LOCKED` (a security event cannot be turned off).
   */
  setNotificationPreference: Array<NotificationPreference>;
  /** *Member.* Turns whitelist mode on (at once) or off (after 24 hours; `offAt` says when). */
  setWithdrawalWhitelistMode: WithdrawalWhitelist;
  /**
   * Sign in with the password. Public. Answers the session, or for a member with a second factor
   * a ticket for `completeSignIn`. Refusals as for `login`.
   */
  signIn: SignInResult;
  /**
   * Public. A passkey's assertion opens its member's session. Refusals: `PASSKEY_REJECTED`,
   * `PASSKEY_CHALLENGE_EXPIRED` (begin again), `ACCOUNT_BANNED`.
   */
  signInWithPasskey: Session;
  /**
   * *Member.* Submit the identity number and two photos of the document (PNG, JPEG or WebP, at
   * most 5 MiB each), as a GraphQL multipart request. The photos are re-encoded without metadata
   * and seen by operators only.
   */
  submitKyc: Kyc;
  /**
   * *Member.* Subscribes this device to Web Push; answers true. Refusals: `PUSH_NOT_CONFIGURED`
   * (the platform has no VAPID keys: `notificationPushKey` is null).
   */
  subscribePush: Scalars['Boolean']['output'];
  /** *Member.* Sends credits to another member at once. Returns the transfer (`direction: OUT`). */
  transfer: Transfer;
  /** *Member.* Move GMT into the game wallet (OUT) or back (IN). */
  transferGameWallet: GameTransferReceipt;
  /** *Member, PIN code area.* Pass an unused code on to another member. */
  transferPinCode: PinCodeTransfer;
  /** *Member.* Removes the device's Web Push subscription; answers false (no longer subscribed). */
  unsubscribePush: Scalars['Boolean']['output'];
  /** *Member.* Changes a bank account of the member (`BANK_ACCOUNT_NOT_FOUND` for any other id). */
  updateBankAccount: BankAccount;
  /** *Member.* Changes a withdrawal address (`WITHDRAWAL_ADDRESS_NOT_FOUND` for another member's id). */
  updateWithdrawalAddress: WithdrawalAddress;
  /** *Member.* Upgrade a held entrust package to a larger one; the contract dates stay. */
  upgradeEntrustPackage: EntrustPackage;
  /** *Member.* Upgrade a held package to a larger one; the contract dates stay. */
  upgradeInsurancePackage: InsurancePackage;
  /** *Member.* Withdraws to a bank account; otherwise as `withdrawChain`. */
  withdrawBank: Withdrawal;
  /**
   * *Member.* Withdraws to a wallet address. The amount is frozen at once and the order waits
   * for review (one withdrawal per GMT+8 day).
   */
  withdrawChain: Withdrawal;
  /**
   * *Member.* Withdraws to a wallet address.
   * @deprecated Use `withdrawChain` (the kind is `CHAIN`).
   */
  withdrawOnChain: Withdrawal;
  /**
   * *Member.* Withdraws to a bank account.
   * @deprecated Use `withdrawBank` (the kind is `BANK`).
   */
  withdrawToBank: Withdrawal;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationActivatePinCodeArgs = {
  id: Scalars['ID']['input'];
  input: ActivatePinCodeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationAddBankAccountArgs = {
  input: BankAccountInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationAddCommitmentPackageArgs = {
  input: AddCommitmentInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationAddWithdrawalAddressArgs = {
  input: AddWithdrawalAddressInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationAppealOtcTradeArgs = {
  input: AppealOtcTradeInput;
  tradeId: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBeginEmailChangeArgs = {
  input: BeginEmailChangeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBeginSignInPasskeyFactorArgs = {
  challenge: Scalars['String']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBindGameAddressArgs = {
  input: BindGameAddressInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBuyEntrustPackageArgs = {
  input: BuyEntrustPackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBuyInsurancePackageArgs = {
  input: BuyInsurancePackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBuyOtcOfferArgs = {
  id: Scalars['ID']['input'];
  input: BuyOtcOfferInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationBuyPinCodesArgs = {
  input: BuyPinCodesInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationCancelConvertArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationCancelOtcOfferArgs = {
  id: Scalars['ID']['input'];
  input: CancelOtcOfferInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationCancelWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationChangeTransactionPasswordArgs = {
  input: ChangeTransactionPasswordInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationClearAntiPhishingCodeArgs = {
  input: ClearAntiPhishingCodeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationCompleteSignInArgs = {
  input: CompleteSignInInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationCompleteSignInWithPasskeyArgs = {
  input: CompleteSignInWithPasskeyInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationConfirmTotpEnrolmentArgs = {
  input: ConfirmTotpEnrolmentInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationConvertArgs = {
  input: ConvertInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationDeleteBankAccountArgs = {
  id: Scalars['ID']['input'];
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  totpCode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationDeleteWithdrawalAddressArgs = {
  id: Scalars['ID']['input'];
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  totpCode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationDepositBankArgs = {
  input: DepositBankInput;
  receipt: Scalars['File']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationDepositChainArgs = {
  input: DepositChainInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationDepositUsdtArgs = {
  input: DepositUsdtInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationDisableTotpArgs = {
  input: FactorChangeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationEnterJackpotArgs = {
  input: EnterJackpotInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationFileClaimArgs = {
  input: FileClaimInput;
  screenshot: Scalars['File']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationFreezeAccountByLinkArgs = {
  token: Scalars['String']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationPayPremiumArgs = {
  id: Scalars['ID']['input'];
  input: PayPremiumInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationPublishOtcOfferArgs = {
  input: PublishOtcOfferInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRateOtcTradeArgs = {
  input: RateOtcTradeInput;
  tradeId: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationReceiveCommitmentPackageArgs = {
  input: ReceiveCommitmentInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRedeemEntrustPackageArgs = {
  id: Scalars['ID']['input'];
  input: RedeemEntrustPackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRedeemInsurancePackageArgs = {
  id: Scalars['ID']['input'];
  input: RedeemInsurancePackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRefillInsurancePackageArgs = {
  id: Scalars['ID']['input'];
  input: RefillInsurancePackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRegenerateRecoveryCodesArgs = {
  input: FactorChangeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRegisterPasskeyArgs = {
  input: RegisterPasskeyInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRemovePasskeyArgs = {
  input: RemovePasskeyInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationRenamePasskeyArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationReportWithdrawalNotReceivedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSendOtcChatMessageArgs = {
  input: SendOtcChatMessageInput;
  tradeId: Scalars['ID']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSendPasswordResetCodeArgs = {
  input?: InputMaybe<SendPasswordResetCodeInput>;
  userName?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetAddressWhitelistedArgs = {
  id: Scalars['ID']['input'];
  listed: Scalars['Boolean']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetAgreeStatusArgs = {
  agreed: Scalars['Boolean']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetAgreedToTermsArgs = {
  input: SetAgreedToTermsInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetAntiPhishingCodeArgs = {
  input: SetAntiPhishingCodeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetEntrustPackageAutoAddArgs = {
  id: Scalars['ID']['input'];
  input: SetEntrustPackageAutoAddInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetInsuranceAutoAddSettingArgs = {
  input: SetInsuranceAutoAddSettingInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetInsurancePackageAutoAddArgs = {
  id: Scalars['ID']['input'];
  input: SetInsurancePackageAutoAddInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetMonthlyStatementArgs = {
  enabled: Scalars['Boolean']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetNotificationPreferenceArgs = {
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['input'];
  event: NotificationEvent;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSetWithdrawalWhitelistModeArgs = {
  on: Scalars['Boolean']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSignInArgs = {
  input: LoginInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSignInWithPasskeyArgs = {
  credential: Scalars['String']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSubmitKycArgs = {
  back: Scalars['File']['input'];
  front: Scalars['File']['input'];
  input: SubmitKycInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationSubscribePushArgs = {
  input: SubscribePushInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationTransferArgs = {
  input: TransferInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationTransferGameWalletArgs = {
  input: GameTransferInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationTransferPinCodeArgs = {
  id: Scalars['ID']['input'];
  input: TransferPinCodeInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationUpdateBankAccountArgs = {
  id: Scalars['ID']['input'];
  input: BankAccountInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationUpdateWithdrawalAddressArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: UpdateWithdrawalAddressInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationUpgradeEntrustPackageArgs = {
  id: Scalars['ID']['input'];
  input: UpgradeEntrustPackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationUpgradeInsurancePackageArgs = {
  id: Scalars['ID']['input'];
  input: UpgradeInsurancePackageInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationWithdrawBankArgs = {
  input: WithdrawBankInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationWithdrawChainArgs = {
  input: WithdrawChainInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationWithdrawOnChainArgs = {
  input: WithdrawOnChainInput;
};


/**
 * Write operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>`.
 */
export type MutationWithdrawToBankArgs = {
  input: WithdrawToBankInput;
};

/** The viewer's own organization with their progress toward the next rank. */
export type MyOrganization = {
  __typename?: 'MyOrganization';
  /** Direct referrals who have bought at least one package. */
  activeDirectCount: Scalars['Int']['output'];
  /** Members of the downline per rank, every rank from -1 to 7. */
  levelCounts: Array<LevelCount>;
  /** The viewer. */
  member: TeamMember;
  /** The next rank's requirements; null at the top rank. */
  nextRank?: Maybe<RankProgress>;
  /** How many members the whole downline holds. */
  teamCount: Scalars['Int']['output'];
};

/** One notification of the inbox. */
export type Notification = {
  __typename?: 'Notification';
  /** Its text, in the request's language. */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** What it is about. */
  event: NotificationEvent;
  /** The notification's id. */
  id: Scalars['ID']['output'];
  /** The web app's route of the thing it is about (for example `/records?tab=deposit`), or null. */
  link?: Maybe<Scalars['String']['output']>;
  /** When the member read it; null while unread. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its title, in the request's language. */
  title: Scalars['String']['output'];
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

/** A page of notifications, newest first. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** The notifications of this page. */
  items: Array<Notification>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** Which channels deliver one event to the member. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  /** Whether it is emailed. */
  email: Scalars['Boolean']['output'];
  /** The event. */
  event: NotificationEvent;
  /** Whether it goes to the inbox. */
  inApp: Scalars['Boolean']['output'];
  /** A security event: every channel on, and none can be turned off. */
  locked: Scalars['Boolean']['output'];
  /** Whether it is pushed to the member's subscribed devices. */
  push: Scalars['Boolean']['output'];
};

/** One member's organization: the member, the size of their downline and its members per rank. */
export type Organization = {
  __typename?: 'Organization';
  /** Members of the downline per rank, every rank from -1 to 7. */
  levelCounts: Array<LevelCount>;
  /** The member at the top of this organization. */
  member: TeamMember;
  /** How many members the whole downline holds. */
  teamCount: Scalars['Int']['output'];
};

/** An appeal of a trade and, once decided, the operator's decision. */
export type OtcAppeal = {
  __typename?: 'OtcAppeal';
  /** When the appeal was opened (and both sides frozen). */
  appealedAt: Scalars['DateTime']['output'];
  /** Who appealed. */
  byUserName: Scalars['String']['output'];
  /** When it was decided. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The decision; null while the operator has not decided. */
  decision?: Maybe<OtcAppealDecision>;
  /** The operator's note on the decision. */
  decisionNote?: Maybe<Scalars['String']['output']>;
  /** Why, in the member's words. */
  reason: Scalars['String']['output'];
};

/** An operator's decision on an appeal. */
export type OtcAppealDecision =
  /** The trade stands: both frozen sides went back to their members' available balances. */
  | 'RELEASE'
  /** The trade was undone: the USDT_POINT went back to the seller, the whole payment (fee included) to the buyer. */
  | 'REVERSE';

/**
 * What buying an amount from an offer would move now, as the platform computes it (the figures
 * the buy then settles with). Asking changes nothing; the offer's limits are the buy's to check.
 */
export type OtcBuyQuote = {
  __typename?: 'OtcBuyQuote';
  /** The USDT_POINT bought. */
  amount: Scalars['Decimal']['output'];
  /** The USDT_POINT the buyer receives. */
  buyerReceives: Scalars['Decimal']['output'];
  /** The platform's fee, rounded up to 8 places. */
  fee: Scalars['Decimal']['output'];
  /** The credit the fee is taken in (the fee payer's side). */
  feeCoinName: CoinName;
  /** The offer quoted. */
  offerId: Scalars['ID']['output'];
  /** What the buyer pays: amount × price. */
  payAmount: Scalars['Decimal']['output'];
  /** The credit the buyer pays in. */
  payCoinName: CoinName;
  /** The offer's price per USDT_POINT, in `payCoinName`. */
  price: Scalars['Decimal']['output'];
  /** What the seller receives, in `payCoinName`. */
  sellerReceives: Scalars['Decimal']['output'];
};

/** One message of a trade's chat, kept with the trade (operators read it when deciding an appeal). */
export type OtcChatMessage = {
  __typename?: 'OtcChatMessage';
  /** What was written. */
  content: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** Whether the asking member wrote it. */
  mine: Scalars['Boolean']['output'];
  /** Who wrote it. */
  senderUserName: Scalars['String']['output'];
  /** The trade it belongs to. */
  tradeId: Scalars['ID']['output'];
};

/** A page of a trade's chat, oldest first. */
export type OtcChatPage = {
  __typename?: 'OtcChatPage';
  /** The messages of this page. */
  items: Array<OtcChatMessage>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** Who pays the OTC fee (operator configuration). */
export type OtcFeePayer =
  /** The fee is taken from the USDT_POINT the buyer receives. */
  | 'BUYER'
  /** The fee is taken from the seller's proceeds, in the paying credit. */
  | 'SELLER';

/** The lobby: open offers, best (lowest) price first, then oldest first, with the settings a buyer needs. */
export type OtcLobby = {
  __typename?: 'OtcLobby';
  /** Who pays the fee. */
  feePayer: OtcFeePayer;
  /** The fee as a fraction of what its payer receives, e.g. `0.01`. */
  feeRatio: Scalars['Decimal']['output'];
  /** The offers of this page. */
  items: Array<OtcOffer>;
  /** Where the page sits. */
  pageInfo: PageInfo;
  /** The credit buyers pay with for offers published now. */
  payCoinName: CoinName;
};

/** A seller's offer of USDT_POINT. */
export type OtcOffer = {
  __typename?: 'OtcOffer';
  /** How much was offered. */
  amount: Scalars['Decimal']['output'];
  /** The credit sold: always USDT_POINT. */
  coinName: CoinName;
  /** When it was published. */
  createdAt: Scalars['DateTime']['output'];
  /** The offer's id (the `id` of `buyOtcOffer` and `cancelOtcOffer`). */
  id: Scalars['ID']['output'];
  /** The largest fill the seller accepts. */
  maxAmount: Scalars['Decimal']['output'];
  /** The smallest fill the seller accepts. */
  minAmount: Scalars['Decimal']['output'];
  /** Whether the asking member is the seller (a member cannot buy from their own offer). */
  mine: Scalars['Boolean']['output'];
  /** The credit buyers pay with (fixed when the offer was published). */
  payCoinName: CoinName;
  /** The price of 1 USDT_POINT, in `payCoinName`. */
  price: Scalars['Decimal']['output'];
  /** How much is still unsold (held in escrow while PUBLISHED; returned once CANCELLED). */
  remaining: Scalars['Decimal']['output'];
  /** The seller's record; given in the lobby (`otcLobby`), null elsewhere. */
  seller?: Maybe<OtcTrackRecord>;
  /** Who sells. */
  sellerUserName: Scalars['String']['output'];
  /** How much was sold: `amount − remaining`. */
  sold: Scalars['Decimal']['output'];
  /** Where it stands. */
  status: OtcOfferStatus;
  /** The largest fill possible now: `maxAmount`, or what is left when less; null unless PUBLISHED. */
  takeMax?: Maybe<Scalars['Decimal']['output']>;
  /** The smallest fill possible now: `minAmount`, or what is left when less; null unless PUBLISHED. */
  takeMin?: Maybe<Scalars['Decimal']['output']>;
  /** When it last changed (a fill, sold out, cancelled). */
  updatedAt: Scalars['DateTime']['output'];
};

/** Narrows the member's own offers. */
export type OtcOfferFilter = {
  /** Only offers in this state. */
  status?: InputMaybe<OtcOfferStatus>;
};

/** A page of the member's own offers, newest first. */
export type OtcOfferPage = {
  __typename?: 'OtcOfferPage';
  /** The offers of this page. */
  items: Array<OtcOffer>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** An offer published or cancelled, with the record of the escrow movement. */
export type OtcOfferReceipt = {
  __typename?: 'OtcOfferReceipt';
  /** The offer as it stands now. */
  offer: OtcOffer;
  /** The receipt number of the OTC sell record of the escrow movement. */
  receiptNumber: Scalars['String']['output'];
  /** What went back from escrow to the seller's available USDT_POINT (cancel); null on publish. */
  returned?: Maybe<Scalars['Decimal']['output']>;
};

/** Where an offer stands. */
export type OtcOfferStatus =
  /** The seller cancelled it; the unsold rest went back to their available USDT_POINT. */
  | 'CANCELLED'
  /** Sold out: nothing is left in escrow. */
  | 'COMPLETED'
  /** Open in the lobby: the unsold rest is held in the seller's frozen USDT_POINT (the escrow). */
  | 'PUBLISHED';

/** A trade bought from an offer. */
export type OtcPurchase = {
  __typename?: 'OtcPurchase';
  /** The receipt number of the buyer's OTC buy record of the payment. */
  receiptNumber: Scalars['String']['output'];
  /** The trade, COMPLETED. */
  trade: OtcTrade;
};

/** A score one member of a trade gave the other. */
export type OtcRating = {
  __typename?: 'OtcRating';
  /** The rater's words, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** From 1 (worst) to 5 (best). */
  score: Scalars['Int']['output'];
};

/** A member's record as a trading partner, shown beside their offers in the lobby. */
export type OtcTrackRecord = {
  __typename?: 'OtcTrackRecord';
  /** How many trades the member took part in, as buyer or seller, not counting reversed ones. */
  completedTrades: Scalars['Int']['output'];
  /** The average score (1–5) the member received, cut down to 2 decimals; null before the first rating. */
  rating?: Maybe<Scalars['Decimal']['output']>;
  /** How many ratings the member received. */
  ratingCount: Scalars['Int']['output'];
};

/** One fill of an offer: USDT_POINT from the seller's escrow to the buyer, the payment from the buyer to the seller, minus the fee, in one step. */
export type OtcTrade = {
  __typename?: 'OtcTrade';
  /** How much USDT_POINT was bought. */
  amount: Scalars['Decimal']['output'];
  /** The appeal, if one was opened. */
  appeal?: Maybe<OtcAppeal>;
  /** The USDT_POINT the buyer received (`amount`, less the fee when the buyer pays it). */
  buyerReceives: Scalars['Decimal']['output'];
  /** Who bought. */
  buyerUserName: Scalars['String']['output'];
  /** The credit sold: always USDT_POINT. */
  coinName: CoinName;
  /** The rating the other member gave the asking member; null until given. */
  counterpartyRating?: Maybe<OtcRating>;
  /** The other member of the trade. */
  counterpartyUserName: Scalars['String']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The OTC fee, in `feeCoinName`. */
  fee: Scalars['Decimal']['output'];
  /** The credit of the fee: the paying credit when the seller pays it, USDT_POINT when the buyer does. */
  feeCoinName: CoinName;
  /** The trade's id (the `tradeId` of the chat, the appeal and the rating). */
  id: Scalars['ID']['output'];
  /** The rating the asking member gave the other; null until given. */
  myRating?: Maybe<OtcRating>;
  /** The offer it filled. */
  offerId: Scalars['ID']['output'];
  /** What the buyer paid: `amount × price`. */
  payAmount: Scalars['Decimal']['output'];
  /** The credit the buyer paid with. */
  payCoinName: CoinName;
  /** The offer's price of 1 USDT_POINT. */
  price: Scalars['Decimal']['output'];
  /** The asking member's side. */
  role: OtcTradeRole;
  /** What the seller received in `payCoinName` (`payAmount`, less the fee when the seller pays it). */
  sellerReceives: Scalars['Decimal']['output'];
  /** Who sold. */
  sellerUserName: Scalars['String']['output'];
  /** Where it stands. */
  status: OtcTradeStatus;
};

/** Narrows the member's trades. */
export type OtcTradeFilter = {
  /** Only the fills of this offer. */
  offerId?: InputMaybe<Scalars['ID']['input']>;
  /** Only trades where the member had this side. */
  role?: InputMaybe<OtcTradeRole>;
};

/** A page of trades, newest first. */
export type OtcTradePage = {
  __typename?: 'OtcTradePage';
  /** The trades of this page. */
  items: Array<OtcTrade>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

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

/**
 * What a package's principal earns over its remaining daily credits, computed as the daily
 * profit run does (each day's profit truncated to 8 places; with auto add it joins the principal
 * before the next day). Shown before a member turns auto add on or off.
 */
export type PackageProjection = {
  __typename?: 'PackageProjection';
  /** The principal after the last of those days with auto add on. */
  compoundPrincipal: Scalars['Decimal']['output'];
  /** The profit of those days added to the principal day by day (auto add on). */
  compoundProfit: Scalars['Decimal']['output'];
  /** The daily credits still to come (one for each GMT+8 day after today up to the last day). */
  days: Scalars['Int']['output'];
  /** The profit of those days paid out, the principal unchanged (auto add off). */
  simpleProfit: Scalars['Decimal']['output'];
};

/** Whether a package is still held (a list filter). */
export type PackageStatus =
  /** Held: earning, or waiting to be redeemed. */
  | 'ACTIVE'
  /** Redeemed; nothing more happens to it. */
  | 'TERMINATED';

/**
 * A plan a package may be upgraded to now, with what the upgrade costs (the platform's rule:
 * a larger enabled plan of the same kind, under the member's purchase limit).
 */
export type PackageUpgradeOption = {
  __typename?: 'PackageUpgradeOption';
  /** The plan's amount. */
  amount: Scalars['Decimal']['output'];
  /** The credit the upgrade is paid in. */
  coinName: CoinName;
  /** What the member pays now: the plan's amount less the package's. */
  cost: Scalars['Decimal']['output'];
  /** The plan's name. */
  name: Scalars['String']['output'];
  /** The plan (`planId` of the upgrade mutation). */
  planId: Scalars['ID']['output'];
};

/** Where a page sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Whether a page after this one exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page returned, from 1. */
  pageNum: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many items the whole list holds (across all pages). */
  total: Scalars['Int']['output'];
};

/** Which page of a list to return. Pages are numbered from 1. */
export type PageInput = {
  /** The page to return, from 1. Defaults to 1. */
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  /** How many items per page, from 1 to 100. Defaults to 20. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** One of the member's passkeys, as the settings page lists it. Its key never leaves the platform. */
export type Passkey = {
  __typename?: 'Passkey';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The passkey's id. */
  id: Scalars['ID']['output'];
  /** When it last signed in; null before its first sign-in. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the member gave it. */
  name: Scalars['String']['output'];
};

/**
 * The options of one WebAuthn ceremony, as JSON text: parse it and give it to
 * @simplewebauthn/browser's `startRegistration` / `startAuthentication` (`optionsJSON`). Its
 * challenge is answered once, within five minutes.
 */
export type PasskeyOptions = {
  __typename?: 'PasskeyOptions';
  /** The options, JSON. */
  optionsJson: Scalars['String']['output'];
};

/**
 * Pay the next premium round of a package. Refusals: `PREMIUM_ROUND_NOT_FINISHED` (the second
 * premium before the first round's profits), `PREMIUM_LIMIT_REACHED` (over the maximum number of
 * purchases), `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
 */
export type PayPremiumInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/**
 * An address change waiting for the code sent to it. The address is shown whole: the member typed it
 * a moment ago and checks it for a typo, and only the signed-in member reads it.
 */
export type PendingEmailChange = {
  __typename?: 'PendingEmailChange';
  /** The new address the code went to. */
  email: Scalars['String']['output'];
  /** When the code stops working (15 minutes after it was sent). */
  expiresAt: Scalars['DateTime']['output'];
};

/** A PIN code the member holds or once held. */
export type PinCode = {
  __typename?: 'PinCode';
  /** When it was activated; null while unused or once passed on. */
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whom it was activated for; null while unused or once passed on. */
  activatedForUserName?: Maybe<Scalars['String']['output']>;
  /** The amount of the package it opens, in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** The 12-character code itself. */
  code: Scalars['String']['output'];
  /** The credit the opened package holds. */
  coinName: CoinName;
  /** When it was bought or issued. */
  createdAt: Scalars['DateTime']['output'];
  /** Who holds it now; null once the member has passed it on. */
  holderUserName?: Maybe<Scalars['String']['output']>;
  /** The code's id (the `id` of `activatePinCode`, `transferPinCode` and `pinCodeCustody`). */
  id: Scalars['ID']['output'];
  /** Which kind of package it opens. */
  kind: PinCodePackageKind;
  /** Bought or issued. */
  origin: PinCodeOrigin;
  /** The package it opened; null while unused or once passed on. */
  packageId?: Maybe<Scalars['ID']['output']>;
  /** The catalogue package it stands for. */
  planId: Scalars['ID']['output'];
  /** The catalogue package's name. */
  planName: Scalars['String']['output'];
  /** Where it stands for the member. */
  state: PinCodeState;
};

/** An activated PIN code and the package it opened. */
export type PinCodeActivation = {
  __typename?: 'PinCodeActivation';
  /** The code, now ACTIVATED. */
  code: PinCode;
  /** The entrust package opened, when the code was for one. */
  entrustPackage?: Maybe<EntrustPackage>;
  /** The insurance package opened, when the code was for one. */
  insurancePackage?: Maybe<InsurancePackage>;
};

/** One event of a PIN code's chain of custody. */
export type PinCodeEvent = {
  __typename?: 'PinCodeEvent';
  /** The 12-character code. */
  code: Scalars['String']['output'];
  /** The code's id. */
  codeId: Scalars['ID']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** Whom it was activated for (ACTIVATE). */
  forUserName?: Maybe<Scalars['String']['output']>;
  /** Who passed the code on (TRANSFER) or activated it (ACTIVATE). */
  fromUserName?: Maybe<Scalars['String']['output']>;
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** The package the activation opened (ACTIVATE). */
  packageId?: Maybe<Scalars['ID']['output']>;
  /** Who received it (PURCHASE, ISSUE, TRANSFER). */
  toUserName?: Maybe<Scalars['String']['output']>;
  /** What happened. */
  type: PinCodeEventType;
};

/** A page of PIN code custody events. */
export type PinCodeEventPage = {
  __typename?: 'PinCodeEventPage';
  /** The events of this page. */
  items: Array<PinCodeEvent>;
  /** Where the page sits. */
  pageInfo: PageInfo;
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
  state?: InputMaybe<PinCodeState>;
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

/** A page of the member's PIN codes, newest first. */
export type PinCodePage = {
  __typename?: 'PinCodePage';
  /** The codes of this page. */
  items: Array<PinCode>;
  /** Where the page sits. */
  pageInfo: PageInfo;
};

/** A package plan PIN codes can be bought for, with the price of one code. */
export type PinCodePlan = {
  __typename?: 'PinCodePlan';
  /** The amount of the package a code opens, in `coinName`. */
  amount: Scalars['Decimal']['output'];
  /** The credit the opened package holds. */
  coinName: CoinName;
  /** How many days the opened package's contract lasts. */
  contractDays: Scalars['Int']['output'];
  /** The opened package's daily profit as a fraction of its principal. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** The catalogue id of the package (`planId` of `buyPinCodes`). */
  id: Scalars['ID']['output'];
  /** Which kind of package a code of this plan opens. */
  kind: PinCodePackageKind;
  /** The package's name. */
  name: Scalars['String']['output'];
  /** What one code costs, in `priceCoinName`. */
  price: Scalars['Decimal']['output'];
  /** The credit a code is paid with. */
  priceCoinName: CoinName;
};

/** Codes bought in one purchase. */
export type PinCodePurchase = {
  __typename?: 'PinCodePurchase';
  /** The new codes, all PENDING. */
  codes: Array<PinCode>;
  /** The credit it was paid with. */
  coinName: CoinName;
  /** The receipt number of the PIN purchase record. */
  receiptNumber: Scalars['String']['output'];
  /** What was paid: price × quantity. */
  total: Scalars['Decimal']['output'];
};

/** Where a PIN code stands, as the asking member sees it (SPEC §4). */
export type PinCodeState =
  /** Used (once): the package it stands for was opened. */
  | 'ACTIVATED'
  /** Held by the member and not used yet: it may be activated or transferred. */
  | 'PENDING'
  /** The member passed it on to another member; what happened to it since is the new holder's. */
  | 'TRANSFERRED';

/** A PIN code passed on to another member. */
export type PinCodeTransfer = {
  __typename?: 'PinCodeTransfer';
  /** The code, now TRANSFERRED for the sender. */
  code: PinCode;
  /** Who received it. */
  toUserName: Scalars['String']['output'];
};

/** A premium payment. */
export type Premium = {
  __typename?: 'Premium';
  /** The amount paid. */
  amount: Scalars['Decimal']['output'];
  /** The credit paid. */
  coinName: CoinName;
  /** When it was paid. */
  createdAt: Scalars['DateTime']['output'];
  /** The premium's id. */
  id: Scalars['ID']['output'];
  /** Whether it still insures orders. */
  insured: Scalars['Boolean']['output'];
  /** How many of its six orders have been placed. */
  ordersUsed: Scalars['Int']['output'];
  /** The package it insures. */
  packageId: Scalars['ID']['output'];
  /** The package's name. */
  packageName: Scalars['String']['output'];
  /** Who paid it. */
  paidBy: PremiumPayer;
  /** The round, from 1. */
  round: Scalars['Int']['output'];
  /** Where it stands. */
  status: PremiumStatus;
};

/** Narrows the premium history. */
export type PremiumFilter = {
  /** Only the premiums of this package. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of premium payments, newest first. */
export type PremiumPage = {
  __typename?: 'PremiumPage';
  /** The premiums of this page. */
  items: Array<Premium>;
  /** Where the page sits. */
  pageInfo: PageInfo;
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

/** The premium round in force (or the last one), with its six orders. */
export type PremiumRound = {
  __typename?: 'PremiumRound';
  /** Orders 1 to 6. */
  orders: Array<InsuredOrder>;
  /** How many of its six orders have been placed. */
  ordersUsed: Scalars['Int']['output'];
  /** The premium's id (the `premiumId` of `fileClaim`). */
  premiumId: Scalars['ID']['output'];
  /** The round, from 1. */
  round: Scalars['Int']['output'];
};

/** Where a premium stands. */
export type PremiumStatus =
  /** Paid: it insures the next six trade orders of the package. */
  | 'PAID'
  /** Recalled by an operator before it insured any order; the amount was given back. */
  | 'RECALLED';

/** What the member has paid in premiums (platform-issued premiums not counted). */
export type PremiumTotals = {
  __typename?: 'PremiumTotals';
  /** How many premiums. */
  count: Scalars['Int']['output'];
  /** The sum paid. */
  totalAmount: Scalars['Decimal']['output'];
};

/**
 * Publish an offer of USDT_POINT: the whole amount moves into escrow (the seller's frozen USDT_POINT).
 * Refusals: `OTC_AMOUNT_INVALID`, `OTC_PRICE_INVALID`, `OTC_LIMITS_INVALID`, `INSUFFICIENT_BALANCE`
 * (nothing moves).
 */
export type PublishOtcOfferInput = {
  /** How much USDT_POINT to sell: above 0, at most 2 decimals. */
  amount: Scalars['Decimal']['input'];
  /** The largest fill accepted, at most 2 decimals. */
  maxAmount: Scalars['Decimal']['input'];
  /** The smallest fill accepted: above 0, at most 2 decimals, not above `maxAmount` or `amount`. */
  minAmount: Scalars['Decimal']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The price of 1 USDT_POINT in the paying credit (`OtcLobby.payCoinName`): above 0, at most 4 decimals. */
  price: Scalars['Decimal']['input'];
  /** The client's idempotency key (8–64 characters): a repeat returns the first answer and moves nothing. */
  requestId: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /**
   * The member's transaction password: publishing moves the amount into escrow at once. Refusals:
   * `WRONG_TRANSACTION_PASSWORD`, `TRANSACTION_PASSWORD_LOCKED`.
   */
  transactionPassword: Scalars['String']['input'];
};

/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type Query = {
  __typename?: 'Query';
  /** *Member.* Whether the account is frozen. */
  accountFreeze: AccountFreeze;
  /** *Member.* The member's anti-phishing code. */
  antiPhishingCode: AntiPhishingCode;
  /** *Member.* The media the operator lists (appMediaList). */
  appMedia: Array<GameListItem>;
  /** *Member.* The member's balances: one entry for each of the seven kinds of credit, zero included. */
  balances: Array<Balance>;
  /** *Member.* The member's bank accounts, oldest first. */
  bankAccounts: Array<BankAccount>;
  /**
   * *Member.* What depositing `amount` USD through the bank channel `channelId` costs in its
   * currency now. Refusals: `INVALID_AMOUNT`, `DEPOSIT_CHANNEL_NOT_FOUND`.
   */
  bankDepositQuote: BankDepositQuote;
  /** *Member.* The bonuses the member earned, per bonus type, optionally within a period. */
  bonusEarned: BonusEarned;
  /** A fresh captcha for the registration form, and for sign-in once it asks for one: every call returns a new image and id. Public. */
  captcha: Captcha;
  /** *Member.* The member's claims, newest first, each with its timeline. */
  claims: ClaimPage;
  /** The seven kinds of credit with their names. Public. */
  coins: Array<Coin>;
  /** *Member, commitment area.* The packages one may commit to, the free package offer and the member's commitments. */
  commitmentArea: CommitmentArea;
  /** *Member.* The open convert pairs with their terms. */
  convertConfigs: Array<ConvertConfig>;
  /** *Member.* The member's convert orders, newest first. */
  convertOrders: ConvertOrderPage;
  /**
   * *Member.* What converting `amount` of `fromCoin` into `toCoin` would do now. Refusals:
   * `INVALID_AMOUNT`, `CONVERT_PAIR_UNAVAILABLE`.
   */
  convertQuote: ConvertQuote;
  /** Countries to choose from at registration, names in the request's language. Public. */
  countries: Array<Country>;
  /** Whether this installation runs in demo mode. Public. */
  demoMode: DemoMode;
  /** *Member.* Where to send an on-chain USDT deposit and the amounts accepted. */
  depositChainConfig: DepositChainConfig;
  /** *Member.* The bank channels a deposit can be paid into. */
  depositChannels: Array<DepositChannel>;
  /** *Member.* The review time to expect and how to reach support; channels are opened by the operator. */
  depositGuide: DepositGuide;
  /** *Member.* The member's deposit orders, newest first. */
  deposits: DepositPage;
  /** *Member.* What the member earned on each of the last 30 GMT+8 days, by kind (profit, bonus). */
  earnings: Earnings;
  /** *Member.* The member's email address and the change waiting for its code. */
  emailAddress: EmailAddress;
  /** *Member.* The member's entrust packages, newest first. */
  entrustPackages: EntrustPackagePage;
  /** *Member.* The entrust catalogue, with how many of each the member has bought. */
  entrustPlans: Array<EntrustPlan>;
  /** *Member.* What redeeming an entrust package would give now. */
  entrustRedeemQuote: EntrustRedeemQuote;
  /** *Member.* The member's entrust totals. */
  entrustTotals: EntrustTotals;
  /** *Member.* The plans an entrust package may be upgraded to now, each with its cost; empty when none (or the package no longer earns). Refusal: `PACKAGE_NOT_FOUND`. */
  entrustUpgradeOptions: Array<PackageUpgradeOption>;
  /** *Member.* The member's game account and game wallet. */
  gameAccount: GameAccount;
  /** *Member.* The bet flow the game platform reported: today's and the total. */
  gameBetFlow: GameBetFlow;
  /** *Member.* The member's game transfers, newest first. */
  gameTransfers: GameTransferPage;
  /** *Member.* What holds each frozen and locked amount (of one credit, or of all), oldest first. */
  holds: Array<Hold>;
  /** *Member.* Whether insurance packages bought from now on start with auto add on (the member-wide switch, `setInsuranceAutoAddSetting`). */
  insuranceAutoAddEnabled: Scalars['Boolean']['output'];
  /** *Member.* A package's premiums, its current round of six orders, and whether the next premium may be paid. */
  insuranceCover: InsuranceCover;
  /** *Member.* One of the member's insurance packages. Refusal: `PACKAGE_NOT_FOUND`. */
  insurancePackage: InsurancePackage;
  /** *Member.* The member's insurance packages, newest first. */
  insurancePackages: InsurancePackagePage;
  /** *Member.* The insurance catalogue, with how many of each the member has bought. */
  insurancePlans: Array<InsurancePlan>;
  /** *Member.* What redeeming a package would give now. */
  insuranceRedeemQuote: InsuranceRedeemQuote;
  /** *Member.* The plans an insurance package may be upgraded to now, each with its cost; empty when none (or the package no longer earns). Refusal: `PACKAGE_NOT_FOUND`. */
  insuranceUpgradeOptions: Array<PackageUpgradeOption>;
  /** *Member.* The current jackpot round and the member's tickets in it. */
  jackpot: JackpotStatus;
  /** *Member.* The member's jackpot entries, newest first. */
  jackpotOrders: JackpotOrderPage;
  /** *Member.* The current round's pool and prize. */
  jackpotPool: JackpotPool;
  /** *Member.* The member's identity verification. */
  kyc: Kyc;
  /** *Member.* The games the operator lists (launchGames). */
  launchGames: Array<GameListItem>;
  /** The rank ladder, from -1 (No grade) to 7. Public. */
  levels: Array<Level>;
  /** *Member.* The logged-in member's profile. */
  me: User;
  /** *Member.* The member's live sessions, the current one first, then the most recently used. */
  memberSessions: Array<MemberSession>;
  /** *Member.* The monthly statement email: on or off, and the address it goes to. */
  monthlyStatementPreference: MonthlyStatementPreference;
  /** *Member.* The member's own organization, with the progress toward the next rank. */
  myOrganization: MyOrganization;
  /** *Member.* One row per event: which channels deliver it. */
  notificationPreferences: Array<NotificationPreference>;
  /** *Member.* The VAPID public key (base64url) to subscribe a device to Web Push with; null when push is not configured. */
  notificationPushKey?: Maybe<Scalars['String']['output']>;
  /** *Member.* How many of the member's notifications are unread. */
  notificationUnreadCount: Scalars['Int']['output'];
  /** *Member.* The member's notifications, newest first, worded in the request's language. */
  notifications: NotificationPage;
  /**
   * *Member.* The organization of one member of the viewer's downline (or the viewer).
   * Refusal: `NOT_IN_DOWNLINE` for anyone else.
   */
  organization: Organization;
  /**
   * *Member, P2P area.* What buying `amount` from the offer `id` would move now. Refusals:
   * `OTC_AMOUNT_INVALID`, `OTC_OFFER_NOT_FOUND`.
   */
  otcBuyQuote: OtcBuyQuote;
  /** *Member, P2P area.* The chat of one of the member's trades, oldest first. Refusal: `OTC_TRADE_NOT_FOUND`. */
  otcChat: OtcChatPage;
  /** *Member, P2P area.* The lobby: open offers, best price first, with each seller's record and the fee settings. */
  otcLobby: OtcLobby;
  /** *Member, P2P area.* The member's own offers, newest first. */
  otcOffers: OtcOfferPage;
  /** *Member, P2P area.* The trades the member took part in, newest first. */
  otcTrades: OtcTradePage;
  /** *Member.* The member's passkeys, oldest first. */
  passkeys: Array<Passkey>;
  /** *Member, PIN code area.* One code's chain of custody, oldest first, for a member who holds or once held it. Refusal: `PIN_CODE_NOT_FOUND`. */
  pinCodeCustody: PinCodeEventPage;
  /** *Member, PIN code area.* The package plans PIN codes can be bought for, with their prices. */
  pinCodePlans: Array<PinCodePlan>;
  /** *Member, PIN code area.* Every custody event the member took part in, newest first. */
  pinCodeRecords: PinCodeEventPage;
  /** *Member, PIN code area.* The codes the member holds or once held, newest first. */
  pinCodes: PinCodePage;
  /** *Member.* What the member has paid in premiums. */
  premiumTotals: PremiumTotals;
  /** *Member.* The member's premium payments, newest first. */
  premiums: PremiumPage;
  /** *Member.* The rank ladder with each rank's requirements. */
  ranks: Array<Rank>;
  /** *Member.* The record types, names in the request's language, for the `records` filter. */
  recordTypes: Array<RecordType>;
  /** *Member.* The member's credit history, newest first, filtered and paged. */
  records: AssetRecordPage;
  /** *Member.* The member's second factors. */
  secondFactors: SecondFactors;
  /** *Member.* What holds the member's money back now, with the times it reopens. */
  securityGuards: SecurityGuards;
  /** *Member.* The member's sign-in attempts of the last 90 days, failed ones included, newest first. */
  signInHistory: SignInEventPage;
  /**
   * *Member.* The platform's receiving bank accounts for bank deposits.
   * @deprecated Use `depositChannels`: the same accounts with the deposit limits.
   */
  systemBankAccounts: Array<SystemBankAccount>;
  /**
   * *Member.* Team members a page at a time: the tree by level (`parentId`) or a search (`keyword`).
   * Refusals: `NOT_IN_DOWNLINE` (a parent outside the downline), `SEARCH_KEYWORD_REQUIRED` (a blank keyword).
   */
  teamMembers: TeamMemberPage;
  /** *Member.* The credits that can be transferred, with their terms. */
  transferConfigs: Array<TransferConfig>;
  /**
   * *Member.* The member's sent and received transfers, newest first.
   * @deprecated Use `transfers`.
   */
  transferOrders: TransferPage;
  /**
   * *Member.* What transferring `amount` of `coinName` would do now, and with `toUser` to whom.
   * Refusals: `INVALID_AMOUNT`, `TRANSFER_COIN_UNAVAILABLE`; with `toUser`,
   * `TRANSFER_RECIPIENT_NOT_FOUND` and `TRANSFER_TO_SELF` on that field (`extensions.fields`), as
   * the transfer would refuse it, so a review can say so before asking for the transaction password.
   */
  transferQuote: TransferQuote;
  /** *Member.* The member's sent and received transfers, newest first. */
  transfers: TransferPage;
  /**
   * *Member.* What everything the member holds is worth in one unit (USDT_POINT): available,
   * frozen and locked, at the enabled convert rates, fees not deducted. Asked again when
   * `balancesChanged` reports a change.
   */
  walletTotal: WalletTotal;
  /** *Member.* The member's withdrawal addresses, oldest first, with their cooling state. */
  withdrawalAddresses: Array<WithdrawalAddress>;
  /**
   * *Member.* The terms of each kind of withdrawal.
   * @deprecated Use `withdrawalConfigs`.
   */
  withdrawalConfig: Array<WithdrawalConfig>;
  /** *Member.* The terms of each kind of withdrawal. */
  withdrawalConfigs: Array<WithdrawalConfig>;
  /** *Member.* The balance, the fee and net for `amount`, and today's quota. */
  withdrawalQuote: WithdrawalQuote;
  /** *Member.* The withdrawal whitelist. */
  withdrawalWhitelist: WithdrawalWhitelist;
  /** *Member.* The member's withdrawal orders, newest first. */
  withdrawals: WithdrawalPage;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryBankDepositQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  channelId: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryBonusEarnedArgs = {
  filter?: InputMaybe<BonusEarnedFilter>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryClaimsArgs = {
  filter?: InputMaybe<ClaimFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryCommitmentAreaArgs = {
  filter?: InputMaybe<CommitmentFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryConvertOrdersArgs = {
  filter?: InputMaybe<ConvertOrderFilter>;
  page?: InputMaybe<PageInput>;
  status?: InputMaybe<ConvertStatus>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryConvertQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  fromCoin: CoinName;
  toCoin: CoinName;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryDepositsArgs = {
  filter?: InputMaybe<DepositFilter>;
  kind?: InputMaybe<DepositKind>;
  page?: InputMaybe<PageInput>;
  status?: InputMaybe<DepositStatus>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryEntrustPackagesArgs = {
  filter?: InputMaybe<EntrustPackageFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryEntrustRedeemQuoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryEntrustUpgradeOptionsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryGameTransfersArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryHoldsArgs = {
  coinName?: InputMaybe<CoinName>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryInsuranceCoverArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryInsurancePackageArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryInsurancePackagesArgs = {
  filter?: InputMaybe<InsurancePackageFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryInsuranceRedeemQuoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryInsuranceUpgradeOptionsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryJackpotOrdersArgs = {
  filter?: InputMaybe<JackpotOrderFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryNotificationsArgs = {
  page?: InputMaybe<PageInput>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryOtcBuyQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryOtcChatArgs = {
  page?: InputMaybe<PageInput>;
  tradeId: Scalars['ID']['input'];
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryOtcLobbyArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryOtcOffersArgs = {
  filter?: InputMaybe<OtcOfferFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryOtcTradesArgs = {
  filter?: InputMaybe<OtcTradeFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryPinCodeCustodyArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryPinCodeRecordsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryPinCodesArgs = {
  filter?: InputMaybe<PinCodeFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryPremiumsArgs = {
  filter?: InputMaybe<PremiumFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryRecordsArgs = {
  filter?: InputMaybe<RecordFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QuerySignInHistoryArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryTeamMembersArgs = {
  filter?: InputMaybe<TeamMemberFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryTransferOrdersArgs = {
  filter?: InputMaybe<TransferFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryTransferQuoteArgs = {
  amount: Scalars['Decimal']['input'];
  coinName: CoinName;
  toUser?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryTransfersArgs = {
  filter?: InputMaybe<TransferFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryWithdrawalQuoteArgs = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
};


/**
 * Read operations. Fields marked *member* need the header
 * `Authorization: Bearer <token>` (the token comes from `login`); without it they
 * fail with `extensions.code` `UNAUTHENTICATED`, and with an expired or revoked
 * token with `SESSION_EXPIRED`.
 */
export type QueryWithdrawalsArgs = {
  filter?: InputMaybe<WithdrawalFilter>;
  kind?: InputMaybe<WithdrawalKind>;
  page?: InputMaybe<PageInput>;
  status?: InputMaybe<WithdrawalStatus>;
};

/** A rank of the ladder with what it takes (rank -1 needs nothing). */
export type Rank = {
  __typename?: 'Rank';
  /** Active direct referrals needed; null for rank -1. */
  directReferrals?: Maybe<Scalars['Int']['output']>;
  /** The rank, from -1 to 7. */
  level: Scalars['Int']['output'];
  /** The rank's name in the request's language (`zh-CN` → Chinese, otherwise English). */
  name: Scalars['String']['output'];
  /** Personal volume needed; null for rank -1. */
  personalVolume?: Maybe<Scalars['Decimal']['output']>;
  /** Team volume needed; null for rank -1. */
  teamVolume?: Maybe<Scalars['Decimal']['output']>;
};

/** The member's progress toward the next rank. */
export type RankProgress = {
  __typename?: 'RankProgress';
  /** The next rank. */
  level: Scalars['Int']['output'];
  /** Each requirement with have / need. */
  requirements: Array<RankRequirement>;
};

/** One requirement of the next rank with what the member has. */
export type RankRequirement = {
  __typename?: 'RankRequirement';
  /** What the member has. */
  have: Scalars['Decimal']['output'];
  /** Whether the member meets it. */
  met: Scalars['Boolean']['output'];
  /** Which requirement. */
  name: RankRequirementName;
  /** What the rank needs. */
  need: Scalars['Decimal']['output'];
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
  comment?: InputMaybe<Scalars['String']['input']>;
  /** From 1 (worst) to 5 (best). */
  score: Scalars['Int']['input'];
};

/**
 * Claim the free package. Refusals: `COMMITMENT_FREE_CLAIMED` (once per member),
 * `COMMITMENT_FREE_UNAVAILABLE` (none configured or switched off).
 */
export type ReceiveCommitmentInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** Which credit records to return. Every field is optional; together they narrow the list. */
export type RecordFilter = {
  /** Only records of this kind of credit. */
  coinName?: InputMaybe<CoinName>;
  /** Only records at or after this time (inclusive). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only records of this kind. */
  recordType?: InputMaybe<AssetRecordType>;
  /** A transaction number, receipt number or on-chain hash, or its beginning (1–100 characters, any case). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only records in this state. */
  status?: InputMaybe<AssetRecordStatus>;
  /** Only records before this time (exclusive). */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A record's remark in parts. Which fields are set depends on `kind`. */
export type RecordNote = {
  __typename?: 'RecordNote';
  /** The other member of a transfer, or the buyer a bonus was paid on (their user name). */
  counterparty?: Maybe<Scalars['String']['output']>;
  /** A calendar day (YYYY-MM-DD, GMT+8): the day of a profit or of shared profit. */
  day?: Maybe<Scalars['String']['output']>;
  /** How many levels below the member the shared profit came from (1–3). */
  depth?: Maybe<Scalars['Int']['output']>;
  /** Where a withdrawal went, the bank channel of a deposit, or the game account. */
  destination?: Maybe<Scalars['String']['output']>;
  /** The first jackpot ticket (counted from 0, as the round counts them), or the winning one. */
  firstTicket?: Maybe<Scalars['Int']['output']>;
  /** The credit converted from. */
  fromCoin?: Maybe<CoinName>;
  /** What the remark is about. */
  kind: RecordNoteKind;
  /** The last jackpot ticket (counted from 0). */
  lastTicket?: Maybe<Scalars['Int']['output']>;
  /** The order, package, P2P offer or trade, or jackpot round the record belongs to (a reference to copy, not to show as text). */
  orderId?: Maybe<Scalars['String']['output']>;
  /** The package's name. */
  packageName?: Maybe<Scalars['String']['output']>;
  /** How many PIN codes were bought. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** The premium round. */
  round?: Maybe<Scalars['Int']['output']>;
  /** The package an upgrade went to. */
  targetPackageName?: Maybe<Scalars['String']['output']>;
  /** Free text, as written. */
  text?: Maybe<Scalars['String']['output']>;
  /** The credit converted to. */
  toCoin?: Maybe<CoinName>;
  /** The insured trade order (1–6) of a claim. */
  tradeOrder?: Maybe<Scalars['Int']['output']>;
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

/** A kind of credit record, for the filter of `records`. */
export type RecordType = {
  __typename?: 'RecordType';
  /** Its name in the request's language. */
  name: Scalars['String']['output'];
  /** The kind to pass as `recordType`, e.g. `DEPOSIT`. */
  recordType: AssetRecordType;
};

/** Ten recovery codes, shown this once: each works once instead of an authenticator code. */
export type RecoveryCodes = {
  __typename?: 'RecoveryCodes';
  /** The codes, `XXXXX-XXXXX`. */
  codes: Array<Scalars['String']['output']>;
};

/**
 * Redeem an entrust package inside its 24-hour window. Refusals: `ENTRUST_NOT_EXPIRED` (before
 * the expiry), `ENTRUST_REDEEM_WINDOW_CLOSED` (more than 24 hours after), `PACKAGE_NOT_ACTIVE`.
 */
export type RedeemEntrustPackageInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/**
 * Redeem an unlocked package. Refusals: `PACKAGE_LOCKED` (before the unlock time),
 * `PACKAGE_NOT_ACTIVE` (already redeemed).
 */
export type RedeemInsurancePackageInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/**
 * Refill a package a fine has reduced, back up to its amount. Refusals: `PACKAGE_ALREADY_FULL`,
 * `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
 */
export type RefillInsurancePackageInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** The registration form. */
export type RegisterInput = {
  /** What the person read in the captcha image. Each captcha can be answered once, within 5 minutes. */
  captchaCode: Scalars['String']['input'];
  /** `captchaId` from the `captcha` query. */
  captchaId: Scalars['ID']['input'];
  /** The login password again; it must match `password`. */
  confirmPassword: Scalars['String']['input'];
  /** Country code from `countries`, e.g. `US`. */
  countryCode: Scalars['String']['input'];
  /** Optional e-mail address, used to send password reset codes. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Login password. */
  password: Scalars['String']['input'];
  /** The referral id of the member who invited this one. */
  referralId: Scalars['String']['input'];
  /** Transaction password, asked for when moving credits. */
  transactionPassword: Scalars['String']['input'];
  /** Login name: required, no spaces. */
  userName: Scalars['String']['input'];
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
  credential: Scalars['String']['input'];
  /** A name the member recognizes it by (1–64 characters). */
  name: Scalars['String']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The authenticator app's code, or a recovery code, when the app is on. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** What `register` returns: the new member, signed in. */
export type Registration = {
  __typename?: 'Registration';
  /** The new member's own referral id, to share with people they invite. */
  referralId: Scalars['String']['output'];
  /** The new member's session, the same as `login` returns: the member is signed in. */
  session: Session;
  /** The new member's id. */
  userId: Scalars['ID']['output'];
};

/**
 * Removing a passkey, with the checks of adding one. Refusals: `WRONG_TRANSACTION_PASSWORD`,
 * `FACTOR_CODE_REQUIRED` / `FACTOR_CODE_WRONG`, `PASSKEY_CONFIRMATION_REQUIRED`, `PASSKEY_NOT_FOUND`.
 */
export type RemovePasskeyInput = {
  /** The passkey's id. */
  id: Scalars['ID']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The authenticator app's code, or a recovery code, when the app is on. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** The forgotten-password form, after `sendPasswordResetCode`. */
export type ResetPasswordInput = {
  /** The new login password again; it must match `password`. */
  confirmPassword: Scalars['String']['input'];
  /** The new login password. */
  password: Scalars['String']['input'];
  /** Login name. */
  userName: Scalars['String']['input'];
  /** The 6-digit code the member received. */
  verifyCode: Scalars['String']['input'];
};

/**
 * The member's second factors, as the settings page shows them. The authenticator's secret is
 * never served after its enrolment.
 */
export type SecondFactors = {
  __typename?: 'SecondFactors';
  /** Recovery codes not yet used (0 without a factor). */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** Whether an authenticator app is on: sign-in and money operations then ask for its code. */
  totpEnabled: Scalars['Boolean']['output'];
  /** When the authenticator app was turned on. */
  totpEnabledAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * What holds the member's money back right now (docs/security.md, "Guards"). Refusals a money
 * form can meet (`SERVER_MESSAGE` with `reason`, the message naming the time it reopens, GMT+8):
 * `TRANSACTION_PASSWORD_LOCKED` and `CREDENTIAL_CHANGE_PAUSE`.
 */
export type SecurityGuards = {
  __typename?: 'SecurityGuards';
  /**
   * After five wrong transaction passwords in a row (any form), every form that asks for the
   * transaction password is refused until then, even with the right one. Null when open.
   */
  moneyLockedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** After a change of the login or transaction password or of a second factor, withdrawals and address changes wait until then. Null when open. */
  withdrawalsPausedUntil?: Maybe<Scalars['DateTime']['output']>;
};

/** A chat message to the other member of a trade. Refusal: `OTC_TRADE_NOT_FOUND`. */
export type SendOtcChatMessageInput = {
  /** The message, 1–1000 characters. */
  content: Scalars['String']['input'];
};

/** Asking for a password reset code. */
export type SendPasswordResetCodeInput = {
  /** Login name. */
  userName: Scalars['String']['input'];
};

/**
 * A logged-in session. Send the token as `Authorization: Bearer <token>` on every
 * member operation.
 */
export type Session = {
  __typename?: 'Session';
  /** When the session ends at the latest, whatever the activity. */
  expiresAt: Scalars['DateTime']['output'];
  /** The session also ends after this many seconds without a call. */
  idleTimeoutSeconds: Scalars['Int']['output'];
  /** The session token. Keep it in session storage; never log it. */
  token: Scalars['String']['output'];
};

/** Whether the member accepts the terms. */
export type SetAgreedToTermsInput = {
  /** True when the member accepts the terms. */
  agreedToTerms: Scalars['Boolean']['input'];
};

/**
 * Setting or changing the anti-phishing code. Refusals: the phrase itself (`SERVER_MESSAGE` with
 * `fields` on `input.antiPhishingCode`: `ANTI_PHISHING_CODE_LENGTH`, `ANTI_PHISHING_CODE_CHARACTERS`),
 * then `WRONG_TRANSACTION_PASSWORD`, `TRANSACTION_PASSWORD_LOCKED`, and for a member with a second
 * factor `FACTOR_CODE_REQUIRED`, `FACTOR_CODE_WRONG`.
 */
export type SetAntiPhishingCodeInput = {
  /** The phrase: spaces around it are trimmed and runs inside made one. */
  antiPhishingCode: Scalars['String']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /** The authenticator code, or a recovery code, when the member has a second factor. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** Switch an entrust package's auto add. Refusal: `PACKAGE_NOT_ACTIVE`. */
export type SetEntrustPackageAutoAddInput = {
  /** On: daily profit is added to the principal. Off: it is paid to the profit credit. */
  enabled: Scalars['Boolean']['input'];
};

/** Switch auto add on every held insurance package and for new ones. */
export type SetInsuranceAutoAddSettingInput = {
  /** On or off. */
  enabled: Scalars['Boolean']['input'];
};

/** Switch a package's auto add (compound). Refusal: `PACKAGE_NOT_ACTIVE`. */
export type SetInsurancePackageAutoAddInput = {
  /** On: daily profit is added to the principal. Off: it is paid to the profit credit. */
  enabled: Scalars['Boolean']['input'];
};

/** One sign-in attempt of the member's history. */
export type SignInEvent = {
  __typename?: 'SignInEvent';
  /** The network address of the attempt. */
  address: Scalars['String']['output'];
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The browser and its major version; null when the user agent does not say. */
  browser?: Maybe<Scalars['String']['output']>;
  /** The row's id. */
  id: Scalars['ID']['output'];
  /** desktop, mobile, tablet, tv or bot; null when the user agent does not say. */
  kind?: Maybe<Scalars['String']['output']>;
  /** The operating system; null when the user agent does not say. */
  os?: Maybe<Scalars['String']['output']>;
  /** How it ended. */
  outcome: SignInOutcome;
  /** The user agent as the browser sent it. */
  userAgent: Scalars['String']['output'];
};

/** A page of the sign-in history, newest first (90 days are kept). */
export type SignInEventPage = {
  __typename?: 'SignInEventPage';
  /** The attempts of this page. */
  items: Array<SignInEvent>;
  /** Where the page sits. */
  pageInfo: PageInfo;
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
 * What `signIn` answers: a session, or — for a member with a second factor — a ticket.
 * Exactly one of the two is set.
 */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** The ticket for `completeSignIn`, when the member has a second factor. */
  factorChallenge?: Maybe<FactorChallenge>;
  /** The session, when no second factor is asked for. */
  session?: Maybe<Session>;
};

/**
 * An identity verification. Refusals: `KYC_ID_NUMBER_INVALID` (letters and digits only, 4–32),
 * `KYC_PHOTO_REQUIRED`, `KYC_PHOTO_NOT_IMAGE`, `KYC_PHOTO_TOO_LARGE`, `KYC_ALREADY_PENDING`,
 * `KYC_ALREADY_PASSED`.
 */
export type SubmitKycInput = {
  /** The identity document's number: letters and digits only. */
  idNumber: Scalars['String']['input'];
};

/** This device's Web Push subscription, as the browser's `PushSubscription.toJSON()` gives it. */
export type SubscribePushInput = {
  /** The subscription's authentication secret (`keys.auth`, base64url). */
  auth: Scalars['String']['input'];
  /** The push service's endpoint (an https URL). */
  endpoint: Scalars['String']['input'];
  /** The subscription's public key (`keys.p256dh`, base64url). */
  p256dh: Scalars['String']['input'];
};

/**
 * Live updates, served over Server-Sent Events (GraphQL over SSE, distinct
 * connections mode: send the subscription with `Accept: text/event-stream`).
 * All subscriptions are *member* operations.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * *Member.* The member's balances: the current value at once, then a new value
   * whenever any of them changes (checked every 10 seconds by default). All the
   * member's open subscriptions share one poll of the platform. Ends with an
   * error event when the session expires.
   */
  balancesChanged: Array<Balance>;
  /**
   * *Member.* The member's unread notification count: the current value at once, then a new
   * value whenever it changes (checked every 10 seconds by default). All the member's open
   * subscriptions share one poll of the platform. Ends with an error event when the session
   * expires.
   */
  notificationUnreadCountChanged: Scalars['Int']['output'];
  /**
   * *Member.* The member's profile: the current value at once, then a new value
   * whenever it changes (checked every 10 seconds by default). Ends with an error
   * event when the session expires.
   */
  profileChanged: User;
};

/**
 * A receiving bank account of the platform: where a member pays a bank deposit. Deprecated with
 * `systemBankAccounts`: a `DepositChannel` is the same account with its deposit limits.
 */
export type SystemBankAccount = {
  __typename?: 'SystemBankAccount';
  /** The account holder's name. */
  accountName: Scalars['String']['output'];
  /** The account number to pay into. */
  accountNumber: Scalars['String']['output'];
  /** The bank's name. */
  bankName: Scalars['String']['output'];
  /** The payment channel's display name. */
  channelName: Scalars['String']['output'];
  /** The account's currency, e.g. `USD`. */
  currency: Scalars['String']['output'];
  /** Units of `currency` per USDT credited. */
  exchangeRate: Scalars['Decimal']['output'];
  /** The account's id (the `channelId` of `depositBank`). */
  id: Scalars['ID']['output'];
};

/** A member of the team: the viewer or someone in the viewer's downline. */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** When the member registered. */
  createdAt: Scalars['DateTime']['output'];
  /** How many levels below the viewer: 0 is the viewer, 1 a direct referral. */
  depth: Scalars['Int']['output'];
  /** How many members this member invited directly. */
  directCount: Scalars['Int']['output'];
  /** The member's user ID. */
  id: Scalars['ID']['output'];
  /** The member's rank, from -1 (no grade) to 7. See `levels` for names. */
  level: Scalars['Int']['output'];
  /** What the member paid into packages (purchases and upgrades), in credits. */
  personalVolume: Scalars['Decimal']['output'];
  /** The personal volume of the member's whole downline, in credits. */
  teamVolume: Scalars['Decimal']['output'];
  /** The member's login name. */
  userName: Scalars['String']['output'];
};

/** Which team members to list: the direct referrals of one member, or a search of the whole downline. */
export type TeamMemberFilter = {
  /** Search the whole downline instead: part of a user name (any case) or an exact user ID. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** List the direct referrals of this member of the viewer's downline (the viewer when absent). */
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of team members. */
export type TeamMemberPage = {
  __typename?: 'TeamMemberPage';
  /** The members of this page. */
  items: Array<TeamMember>;
  /** Where this page sits. */
  pageInfo: PageInfo;
};

/**
 * A begun authenticator enrolment, answered this once: show `otpauthUri` as a QR code and
 * `secret` for typing in by hand, then confirm with a first code (`confirmTotpEnrolment`).
 */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
  otpauthUri: Scalars['String']['output'];
  /** The shared secret, base32. */
  secret: Scalars['String']['output'];
};

/** A transfer between two members. */
export type Transfer = {
  __typename?: 'Transfer';
  /** What the recipient received. */
  actualAmount: Scalars['Decimal']['output'];
  /** The amount sent, fee included. */
  amount: Scalars['Decimal']['output'];
  /** The credit moved. */
  coinName: CoinName;
  /** The other member's user name. */
  counterpartyUserName: Scalars['String']['output'];
  /** When the transfer happened. */
  createdAt: Scalars['DateTime']['output'];
  /** Sent or received. */
  direction: TransferDirection;
  /** The fee charged to the sender. */
  fee: Scalars['Decimal']['output'];
  /** The transfer's id. */
  id: Scalars['ID']['output'];
  /** The ledger transaction number. */
  transactionNumber: Scalars['String']['output'];
};

/** A credit members can transfer, with its terms. */
export type TransferConfig = {
  __typename?: 'TransferConfig';
  /** The credit. */
  coinName: CoinName;
  /** Whether transfers of this credit are open (only open ones are listed). */
  enabled: Scalars['Boolean']['output'];
  /** The fee as a fraction of the amount; `0` for none. */
  feeRatio: Scalars['Decimal']['output'];
  /** The smallest amount accepted. */
  minAmount: Scalars['Decimal']['output'];
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
  coinName?: InputMaybe<CoinName>;
  /** Only sent (`OUT`) or received (`IN`) transfers. */
  direction?: InputMaybe<TransferDirection>;
};

/**
 * A transfer to another member. Refusals (`SERVER_MESSAGE` with `reason`):
 * `WRONG_TRANSACTION_PASSWORD` (checked first), `TRANSFER_RECIPIENT_NOT_FOUND`,
 * `TRANSFER_TO_SELF`, `TRANSFER_COIN_UNAVAILABLE`, `INVALID_AMOUNT`, `AMOUNT_BELOW_MINIMUM`,
 * `INSUFFICIENT_BALANCE`, `TRANSFER_CLOSED` (after an insurance redeem, until 00:00 GMT+8).
 */
export type TransferInput = {
  /** The amount, fee included; above 0, at most 8 places. */
  amount: Scalars['Decimal']['input'];
  /** The credit to send. */
  coinName: CoinName;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and moves nothing.
   */
  requestId: Scalars['String']['input'];
  /** The recipient: a user name (any case) or a user id. */
  toUser: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** A page of transfers, newest first. */
export type TransferPage = {
  __typename?: 'TransferPage';
  /** The transfers of this page. */
  items: Array<Transfer>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * Transfer an unused PIN code to another member. Refusals: `PIN_CODE_NOT_FOUND`,
 * `PIN_CODE_NOT_HELD`, `PIN_CODE_USED`.
 */
export type TransferPinCodeInput = {
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
  /**
   * The recipient (user name or user id). Refusals: `TRANSFER_RECIPIENT_NOT_FOUND`,
   * `TRANSFER_TO_SELF`, `PIN_CODE_RECIPIENT_AREA_DISABLED` (their PIN code area is off).
   */
  toUserName: Scalars['String']['input'];
};

/**
 * What a transfer of an amount would do now, as the platform computes it: what the review step
 * shows. Asking changes nothing.
 */
export type TransferQuote = {
  __typename?: 'TransferQuote';
  /** The amount the sender gives. */
  amount: Scalars['Decimal']['output'];
  /** Whether the amount is below the minimum (or leaves nothing to receive): a transfer would be refused. */
  belowMinimum: Scalars['Boolean']['output'];
  /** The credit. */
  coinName: CoinName;
  /** The fee for `amount`, rounded up to 8 places; the platform keeps it. */
  fee: Scalars['Decimal']['output'];
  /** The fee as a fraction of the amount. */
  feeRatio: Scalars['Decimal']['output'];
  /** The smallest amount accepted. */
  minAmount: Scalars['Decimal']['output'];
  /** What the recipient receives: amount − fee. */
  received: Scalars['Decimal']['output'];
  /** The recipient's user name as registered, when the quote was asked with `toUser`. */
  recipientUserName?: Maybe<Scalars['String']['output']>;
};

/**
 * A changed withdrawal address. Changing the address starts a new cooling period; changing
 * only the label does not.
 */
export type UpdateWithdrawalAddressInput = {
  /** The address (the same one to change only the label). */
  address: Scalars['String']['input'];
  /**
   * The address's id.
   * @deprecated Pass the id as the mutation's `id` argument.
   */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The label, at most 50 characters; omitted or null clears it. */
  label?: InputMaybe<Scalars['String']['input']>;
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
};

/** Upgrade an entrust package to a larger catalogue package; the member pays the difference. */
export type UpgradeEntrustPackageInput = {
  /**
   * The larger catalogue package. Refusals: `PACKAGE_UPGRADE_NOT_LARGER`, `PACKAGE_LIMIT_REACHED`,
   * `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
   */
  planId: Scalars['ID']['input'];
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** Upgrade a package to a larger catalogue package; the member pays the difference. */
export type UpgradeInsurancePackageInput = {
  /**
   * The larger catalogue package. Refusals: `PACKAGE_UPGRADE_NOT_LARGER`, `PACKAGE_LIMIT_REACHED`,
   * `PACKAGE_NOT_ACTIVE`, `PACKAGE_CONTRACT_ENDED`, `INSUFFICIENT_BALANCE`.
   */
  planId: Scalars['ID']['input'];
  /** The client's idempotency key (8–64 characters). */
  requestId: Scalars['String']['input'];
};

/** The logged-in member's profile (platform `userInfo`). */
export type User = {
  __typename?: 'User';
  /** Whether the member has accepted the terms (platform `agreeStatus` = 1). Change it with `setAgreedToTerms`. */
  agreedToTerms: Scalars['Boolean']['output'];
  /** Whether the commitment package area is enabled for this member (platform flag `commitmentPackageStatus` = 1). */
  commitmentPackageEnabled: Scalars['Boolean']['output'];
  /** ISO 3166-1 alpha-2 country code chosen at registration, e.g. `US`. `CN` changes some displays. */
  countryCode: Scalars['String']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address used for password reset codes, when the member gave one. */
  email?: Maybe<Scalars['String']['output']>;
  /** The member's id on the platform. */
  id: Scalars['ID']['output'];
  /** Where the member's identity verification stands. */
  kycStatus: KycStatus;
  /** Rank number, from -1 (no grade / player) to 7. See `levels` for names. */
  level: Scalars['Int']['output'];
  /**
   * The rank's display name in the request's language (`zh-CN` gets the Chinese
   * name, every other language the English one). Level -1 reads `No grade`.
   */
  levelName: Scalars['String']['output'];
  /** Whether the PIN code area is enabled for this member (platform flag `matchingCodeStatus` = 1). */
  matchingCodeEnabled: Scalars['Boolean']['output'];
  /** Whether peer-to-peer trading (OTC, coin USDT_POINT) is enabled for this member (platform flag `otcStatus` = 1). */
  otcEnabled: Scalars['Boolean']['output'];
  /** The member's own referral id: new members enter it at registration to join this member's team. */
  referralId: Scalars['String']['output'];
  /** The user name of the member who referred this one, when there is one. */
  sponsorUserName?: Maybe<Scalars['String']['output']>;
  /** The login name. Unique, no spaces. */
  userName: Scalars['String']['output'];
};

/** The member's total value in one unit at the convert rates (docs/rest-api.md, "Wallet total"). */
export type WalletTotal = {
  __typename?: 'WalletTotal';
  /** How the total changed over the last 30 days (or since the member's first day), at today's rates. */
  change: WalletTotalChange;
  /** The credits in the total, in display order. */
  counted: Array<WalletTotalPart>;
  /** Credits the member holds that have no rate to the unit: not in the total. */
  leftOut: Array<CoinName>;
  /** The sum of the counted credits' values. */
  total: Scalars['Decimal']['output'];
  /** The unit of the total (USDT_POINT). */
  unit: CoinName;
};

/**
 * How the wallet total changed: the total now less what the same credits were worth at 00:00
 * GMT+8 of `since`, both at today's convert rates (so a move of the rates is no change).
 */
export type WalletTotalChange = {
  __typename?: 'WalletTotalChange';
  /** The change in the total's unit; negative when the total fell. */
  amount: Scalars['Decimal']['output'];
  /** The GMT+8 day it counts from, `YYYY-MM-DD`: 30 days back, or the member's first day with a balance. */
  since: Scalars['String']['output'];
};

/** One credit counted in the wallet total. */
export type WalletTotalPart = {
  __typename?: 'WalletTotalPart';
  /** What the member holds of it: available, frozen and locked added. */
  amount: Scalars['Decimal']['output'];
  /** The credit. */
  coinName: CoinName;
  /** What one unit of it is worth in the total's unit (8 places, rounded down). */
  rate: Scalars['Decimal']['output'];
  /** `amount` at the rate, rounded down to 8 places. */
  value: Scalars['Decimal']['output'];
};

/** One saved withdrawal address and its place on the whitelist. */
export type WhitelistAddress = {
  __typename?: 'WhitelistAddress';
  /** The address. */
  address: Scalars['String']['output'];
  /** The saved address's id. */
  id: Scalars['ID']['output'];
  /** The member's label, or null. */
  label?: Maybe<Scalars['String']['output']>;
  /** Its chain network. */
  network: ChainNetwork;
  /** Whether withdrawals may go to it while whitelist mode is on (it has been on the list 24 hours). */
  whitelisted: Scalars['Boolean']['output'];
  /** When it joins (or joined) the list; null when it is not on it. A future time is an addition still waiting its 24 hours. */
  whitelistedFrom?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * A withdrawal to a bank account. Refusals as for `WithdrawOnChainInput`, with
 * `BANK_ACCOUNT_NOT_FOUND` for an account that is not the member's.
 */
export type WithdrawBankInput = {
  /** The amount, fee included. */
  amount: Scalars['Decimal']['input'];
  /** The member's bank account. */
  bankAccountId: Scalars['ID']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates no second order.
   */
  requestId: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** An on-chain withdrawal; refusals as for `WithdrawOnChainInput`. */
export type WithdrawChainInput = {
  /** The member's withdrawal address (past its cooling period). */
  addressId: Scalars['ID']['input'];
  /** The amount, fee included. */
  amount: Scalars['Decimal']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates no second order.
   */
  requestId: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/**
 * An on-chain withdrawal. Refusals (`SERVER_MESSAGE` with `reason`): `WRONG_TRANSACTION_PASSWORD`,
 * `WITHDRAWAL_ADDRESS_NOT_FOUND`, `WITHDRAWAL_ADDRESS_COOLING` (the message says from when),
 * `INVALID_AMOUNT`, `AMOUNT_BELOW_MINIMUM`, `AMOUNT_ABOVE_MAXIMUM`, `AMOUNT_NOT_MULTIPLE`,
 * `WITHDRAWAL_AMOUNT_NOT_ABOVE_FEE`, `WITHDRAWAL_DAILY_LIMIT`, `INSUFFICIENT_BALANCE`.
 */
export type WithdrawOnChainInput = {
  /** The member's withdrawal address (past its cooling period). */
  addressId: Scalars['ID']['input'];
  /** The amount, fee included. */
  amount: Scalars['Decimal']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates no second order.
   */
  requestId: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/** The input of the deprecated `withdrawToBank`, the same as `WithdrawBankInput`. */
export type WithdrawToBankInput = {
  /** The amount, fee included. */
  amount: Scalars['Decimal']['input'];
  /** The member's bank account. */
  bankAccountId: Scalars['ID']['input'];
  /**
   * Instead of the code, for a member with a passkey: the assertion `startAuthentication` answered
   * over the options of `beginPasskeyConfirmation`, as JSON text. Confirms one operation; required
   * when a passkey is the member's only factor (`PASSKEY_CONFIRMATION_REQUIRED` when missing,
   * `PASSKEY_REJECTED` or `PASSKEY_CHALLENGE_EXPIRED` when not this member's, or already used).
   */
  passkeyAssertion?: InputMaybe<Scalars['String']['input']>;
  /**
   * The client's idempotency key, 8–64 characters: a repeat with the same key gets the first
   * answer and creates no second order.
   */
  requestId: Scalars['String']['input'];
  /**
   * The code of the member's authenticator app, or a recovery code: required once the member has
   * a second factor (`FACTOR_CODE_REQUIRED` when missing, `FACTOR_CODE_WRONG` when wrong or used).
   */
  totpCode?: InputMaybe<Scalars['String']['input']>;
  /** The member's transaction password. */
  transactionPassword: Scalars['String']['input'];
};

/**
 * A withdrawal order. The destination is copied onto the order when it is made; fields of
 * the other kind are null.
 */
export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** The account holder's name. Bank only. */
  accountName?: Maybe<Scalars['String']['output']>;
  /** The account number. Bank only. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** What the destination receives: amount − fee. */
  actualAmount: Scalars['Decimal']['output'];
  /** The wallet address. Chain only. */
  address?: Maybe<Scalars['String']['output']>;
  /** The wallet address's id. Chain only. */
  addressId?: Maybe<Scalars['ID']['output']>;
  /**
   * The wallet address's network. Chain only.
   * @deprecated Use `network`.
   */
  addressType?: Maybe<ChainNetwork>;
  /** The amount taken from the balance, fee included. */
  amount: Scalars['Decimal']['output'];
  /** The review day (T+1, GMT+8), `YYYY-MM-DD`. */
  approvalDate: Scalars['String']['output'];
  /** The bank account's id. Bank only. */
  bankAccountId?: Maybe<Scalars['ID']['output']>;
  /** The bank's name. Bank only. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The credit withdrawn. */
  coinName: CoinName;
  /** When the order was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The fee. */
  fee: Scalars['Decimal']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** How it is paid out. */
  kind: WithdrawalKind;
  /** The wallet address's network. Chain only. */
  network?: Maybe<ChainNetwork>;
  /** The payout transaction hash, once paid on chain. */
  payoutHash?: Maybe<Scalars['String']['output']>;
  /** Why, for a rejected or failed order. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where the order stands. */
  status: WithdrawalStatus;
  /** When the order last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A wallet address of the member for on-chain withdrawals. A new or changed address cools
 * down before it can be used (24 hours by default); the member is notified of each change.
 */
export type WithdrawalAddress = {
  __typename?: 'WithdrawalAddress';
  /** The address, EVM addresses in EIP-55 checksummed form. */
  address: Scalars['String']['output'];
  /** When the address was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The address's id (pass it to `withdrawChain`). */
  id: Scalars['ID']['output'];
  /** The member's label, when set. */
  label?: Maybe<Scalars['String']['output']>;
  /** The network. */
  network: ChainNetwork;
  /**
   * The network.
   * @deprecated Use `network`.
   */
  type: ChainNetwork;
  /** Whether the cooling period is over (at the time of the answer). */
  usable: Scalars['Boolean']['output'];
  /** From when the address can be used for withdrawals. */
  usableFrom: Scalars['DateTime']['output'];
};

/** The terms of one kind of withdrawal. */
export type WithdrawalConfig = {
  __typename?: 'WithdrawalConfig';
  /** The review note (T+1, GMT+8) in the request's language. */
  approvalText: Scalars['String']['output'];
  /** The credit withdrawn (WITHDRAWAL_POINT). */
  coinName: CoinName;
  /** Withdrawals allowed per GMT+8 calendar day. */
  dailyLimit: Scalars['Int']['output'];
  /** The fee: an amount (`FIXED`) or a fraction such as `0.015` (`RATIO`). */
  fee: Scalars['Decimal']['output'];
  /** How the fee is computed. */
  feeType: WithdrawalFeeType;
  /** The kind of withdrawal. */
  kind: WithdrawalKind;
  /** The largest withdrawal. */
  maxAmount: Scalars['Decimal']['output'];
  /** The smallest withdrawal. */
  minAmount: Scalars['Decimal']['output'];
  /** Withdrawals must be whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
};

/** How the withdrawal fee is computed. */
export type WithdrawalFeeType =
  /** A fixed amount per withdrawal. */
  | 'FIXED'
  /** A fraction of the amount (rounded up to 8 places). */
  | 'RATIO';

/** Which withdrawal orders to list. Every field is optional. */
export type WithdrawalFilter = {
  /** Only orders of this kind; both when omitted. */
  kind?: InputMaybe<WithdrawalKind>;
  /** Only orders in this state. */
  status?: InputMaybe<WithdrawalStatus>;
};

/** How a withdrawal is paid out. */
export type WithdrawalKind =
  /** To one of the member's bank accounts. */
  | 'BANK'
  /** To one of the member's wallet addresses. */
  | 'CHAIN';

/** A page of withdrawal orders, newest first. */
export type WithdrawalPage = {
  __typename?: 'WithdrawalPage';
  /** The orders of this page. */
  items: Array<Withdrawal>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** What the confirm screen shows: the balance, the fee and net for an amount, and the day's quota. */
export type WithdrawalQuote = {
  __typename?: 'WithdrawalQuote';
  /** What the destination receives for `amount`; null when none was given. */
  actualAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The amount quoted; null when none was given. */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** The day a request made now is reviewed (T+1, GMT+8), `YYYY-MM-DD`. */
  approvalDate: Scalars['String']['output'];
  /** The member's available balance of it. */
  available: Scalars['Decimal']['output'];
  /** The credit withdrawn (WITHDRAWAL_POINT). */
  coinName: CoinName;
  /** Withdrawals allowed per GMT+8 calendar day. */
  dailyLimit: Scalars['Int']['output'];
  /** The fee for `amount`; null when none was given. */
  fee?: Maybe<Scalars['Decimal']['output']>;
  /** How the fee is computed. */
  feeType: WithdrawalFeeType;
  /** The fee setting: an amount (`FIXED`) or a fraction (`RATIO`). */
  feeValue: Scalars['Decimal']['output'];
  /** Whether another withdrawal is allowed today. */
  quotaFree: Scalars['Boolean']['output'];
  /** When the daily quota resets (the next 00:00 GMT+8). */
  quotaResetsAt: Scalars['DateTime']['output'];
  /** Withdrawals already made today (GMT+8), rejected and cancelled ones not counted. */
  usedToday: Scalars['Int']['output'];
};

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

/**
 * The withdrawal whitelist: while on, withdrawals go only to whitelisted addresses. Turning it on
 * and removing an address take effect at once; turning it off and adding an address after 24 hours.
 */
export type WithdrawalWhitelist = {
  __typename?: 'WithdrawalWhitelist';
  /** Every saved withdrawal address with its place on the list. */
  addresses: Array<WhitelistAddress>;
  /** When a requested turning-off takes effect; null when none waits. */
  offAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the mode binds withdrawals now. */
  on: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountFreeze: ResolverTypeWrapper<AccountFreeze>;
  ActivatePinCodeInput: ActivatePinCodeInput;
  AddCommitmentInput: AddCommitmentInput;
  AddWithdrawalAddressInput: AddWithdrawalAddressInput;
  AntiPhishingCode: ResolverTypeWrapper<AntiPhishingCode>;
  AppealOtcTradeInput: AppealOtcTradeInput;
  AssetRecord: ResolverTypeWrapper<AssetRecord>;
  AssetRecordPage: ResolverTypeWrapper<UpstreamRecordPage>;
  AssetRecordStatus: AssetRecordStatus;
  AssetRecordType: AssetRecordType;
  Balance: ResolverTypeWrapper<UpstreamBalance>;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountInput: BankAccountInput;
  BankDepositQuote: ResolverTypeWrapper<BankDepositQuote>;
  BeginEmailChangeInput: BeginEmailChangeInput;
  BindGameAddressInput: BindGameAddressInput;
  BonusEarned: ResolverTypeWrapper<UpstreamBonusEarned>;
  BonusEarnedFilter: BonusEarnedFilter;
  BonusTotal: ResolverTypeWrapper<BonusTotal>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyEntrustPackageInput: BuyEntrustPackageInput;
  BuyInsurancePackageInput: BuyInsurancePackageInput;
  BuyOtcOfferInput: BuyOtcOfferInput;
  BuyPinCodesInput: BuyPinCodesInput;
  CancelOtcOfferInput: CancelOtcOfferInput;
  Captcha: ResolverTypeWrapper<Captcha>;
  ChainNetwork: ChainNetwork;
  ChangePasswordInput: ChangePasswordInput;
  ChangeTransactionPasswordInput: ChangeTransactionPasswordInput;
  Claim: ResolverTypeWrapper<Claim>;
  ClaimEvent: ResolverTypeWrapper<ClaimEvent>;
  ClaimEventStatus: ClaimEventStatus;
  ClaimFilter: ClaimFilter;
  ClaimPage: ResolverTypeWrapper<UpstreamClaimPage>;
  ClaimScreenshot: ResolverTypeWrapper<ClaimScreenshot>;
  ClaimStatus: ClaimStatus;
  ClearAntiPhishingCodeInput: ClearAntiPhishingCodeInput;
  Coin: ResolverTypeWrapper<Coin>;
  CoinName: CoinName;
  Commitment: ResolverTypeWrapper<UpstreamCommitment>;
  CommitmentArea: ResolverTypeWrapper<UpstreamCommitmentArea>;
  CommitmentClaim: ResolverTypeWrapper<UpstreamCommitmentClaim>;
  CommitmentFilter: CommitmentFilter;
  CommitmentFreePackage: ResolverTypeWrapper<UpstreamCommitmentFree>;
  CommitmentPage: ResolverTypeWrapper<Omit<CommitmentPage, 'items'> & { items: Array<ResolversTypes['Commitment']> }>;
  CommitmentPlan: ResolverTypeWrapper<UpstreamCommitmentPlan>;
  CommitmentStatus: CommitmentStatus;
  CommitmentType: CommitmentType;
  CompleteSignInInput: CompleteSignInInput;
  CompleteSignInWithPasskeyInput: CompleteSignInWithPasskeyInput;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmTotpEnrolmentInput: ConfirmTotpEnrolmentInput;
  ConvertConfig: ResolverTypeWrapper<ConvertConfig>;
  ConvertInput: ConvertInput;
  ConvertOrder: ResolverTypeWrapper<ConvertOrder>;
  ConvertOrderFilter: ConvertOrderFilter;
  ConvertOrderPage: ResolverTypeWrapper<UpstreamConvertOrderPage>;
  ConvertQuote: ResolverTypeWrapper<ConvertQuote>;
  ConvertStatus: ConvertStatus;
  Country: ResolverTypeWrapper<Country>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DemoMode: ResolverTypeWrapper<DemoMode>;
  Deposit: ResolverTypeWrapper<UpstreamDeposit>;
  DepositBankInput: DepositBankInput;
  DepositChainConfig: ResolverTypeWrapper<DepositChainConfig>;
  DepositChainInput: DepositChainInput;
  DepositChannel: ResolverTypeWrapper<DepositChannel>;
  DepositFilter: DepositFilter;
  DepositGuide: ResolverTypeWrapper<DepositGuide>;
  DepositKind: DepositKind;
  DepositPage: ResolverTypeWrapper<UpstreamDepositPage>;
  DepositStatus: DepositStatus;
  DepositUsdtInput: DepositUsdtInput;
  Earnings: ResolverTypeWrapper<Earnings>;
  EarningsDay: ResolverTypeWrapper<EarningsDay>;
  EarningsTotals: ResolverTypeWrapper<EarningsTotals>;
  EmailAddress: ResolverTypeWrapper<EmailAddress>;
  EnterJackpotInput: EnterJackpotInput;
  EntrustPackage: ResolverTypeWrapper<UpstreamPackage>;
  EntrustPackageFilter: EntrustPackageFilter;
  EntrustPackagePage: ResolverTypeWrapper<UpstreamPackagePage>;
  EntrustPackageState: EntrustPackageState;
  EntrustPlan: ResolverTypeWrapper<UpstreamPlan>;
  EntrustRedeemQuote: ResolverTypeWrapper<UpstreamRedeemQuote>;
  EntrustRedemption: ResolverTypeWrapper<UpstreamRedemption>;
  EntrustTotals: ResolverTypeWrapper<EntrustTotals>;
  FactorChallenge: ResolverTypeWrapper<FactorChallenge>;
  FactorChangeInput: FactorChangeInput;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FileClaimInput: FileClaimInput;
  FreezeSource: FreezeSource;
  GameAccount: ResolverTypeWrapper<GameAccount>;
  GameBetFlow: ResolverTypeWrapper<GameBetFlow>;
  GameLaunch: ResolverTypeWrapper<GameLaunch>;
  GameListItem: ResolverTypeWrapper<GameListItem>;
  GameTransfer: ResolverTypeWrapper<GameTransfer>;
  GameTransferDirection: GameTransferDirection;
  GameTransferInput: GameTransferInput;
  GameTransferPage: ResolverTypeWrapper<UpstreamGameTransferPage>;
  GameTransferReceipt: ResolverTypeWrapper<GameTransferReceipt>;
  HeldState: HeldState;
  Hold: ResolverTypeWrapper<UpstreamHold>;
  HoldKind: HoldKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InsuranceAutoAddSetting: ResolverTypeWrapper<InsuranceAutoAddSetting>;
  InsuranceCover: ResolverTypeWrapper<UpstreamCover>;
  InsurancePackage: ResolverTypeWrapper<UpstreamInsurancePackage>;
  InsurancePackageFilter: InsurancePackageFilter;
  InsurancePackagePage: ResolverTypeWrapper<UpstreamInsurancePackagePage>;
  InsurancePackageState: InsurancePackageState;
  InsurancePlan: ResolverTypeWrapper<UpstreamPlan>;
  InsuranceRedeemQuote: ResolverTypeWrapper<UpstreamRedeemQuote>;
  InsuranceRedemption: ResolverTypeWrapper<UpstreamRedemption>;
  InsuredOrder: ResolverTypeWrapper<InsuredOrder>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JackpotOrder: ResolverTypeWrapper<UpstreamJackpotOrder>;
  JackpotOrderFilter: JackpotOrderFilter;
  JackpotOrderPage: ResolverTypeWrapper<UpstreamJackpotOrderPage>;
  JackpotOrderStatus: JackpotOrderStatus;
  JackpotPool: ResolverTypeWrapper<UpstreamJackpotPool>;
  JackpotRound: ResolverTypeWrapper<UpstreamJackpotRound>;
  JackpotRoundStatus: JackpotRoundStatus;
  JackpotStatus: ResolverTypeWrapper<UpstreamJackpotStatus>;
  Kyc: ResolverTypeWrapper<UpstreamKyc>;
  KycStatus: KycStatus;
  Level: ResolverTypeWrapper<UpstreamLevel>;
  LevelCount: ResolverTypeWrapper<LevelCount>;
  LoginInput: LoginInput;
  MemberSession: ResolverTypeWrapper<UpstreamMemberSession>;
  MonthlyStatementPreference: ResolverTypeWrapper<MonthlyStatementPreference>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyOrganization: ResolverTypeWrapper<UpstreamMyOrganization>;
  Notification: ResolverTypeWrapper<UpstreamNotification>;
  NotificationChannel: NotificationChannel;
  NotificationEvent: NotificationEvent;
  NotificationPage: ResolverTypeWrapper<UpstreamNotificationPage>;
  NotificationPreference: ResolverTypeWrapper<UpstreamNotificationPreference>;
  Organization: ResolverTypeWrapper<UpstreamOrganization>;
  OtcAppeal: ResolverTypeWrapper<OtcAppeal>;
  OtcAppealDecision: OtcAppealDecision;
  OtcBuyQuote: ResolverTypeWrapper<OtcBuyQuote>;
  OtcChatMessage: ResolverTypeWrapper<UpstreamOtcChatMessage>;
  OtcChatPage: ResolverTypeWrapper<UpstreamOtcChatPage>;
  OtcFeePayer: OtcFeePayer;
  OtcLobby: ResolverTypeWrapper<UpstreamOtcLobby>;
  OtcOffer: ResolverTypeWrapper<UpstreamOtcOffer>;
  OtcOfferFilter: OtcOfferFilter;
  OtcOfferPage: ResolverTypeWrapper<UpstreamOtcOfferPage>;
  OtcOfferReceipt: ResolverTypeWrapper<UpstreamOtcOfferReceipt>;
  OtcOfferStatus: OtcOfferStatus;
  OtcPurchase: ResolverTypeWrapper<UpstreamOtcPurchase>;
  OtcRating: ResolverTypeWrapper<OtcRating>;
  OtcTrackRecord: ResolverTypeWrapper<OtcTrackRecord>;
  OtcTrade: ResolverTypeWrapper<UpstreamOtcTrade>;
  OtcTradeFilter: OtcTradeFilter;
  OtcTradePage: ResolverTypeWrapper<UpstreamOtcTradePage>;
  OtcTradeRole: OtcTradeRole;
  OtcTradeStatus: OtcTradeStatus;
  PackageOrigin: PackageOrigin;
  PackageProjection: ResolverTypeWrapper<PackageProjection>;
  PackageStatus: PackageStatus;
  PackageUpgradeOption: ResolverTypeWrapper<UpstreamUpgradeOption>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  Passkey: ResolverTypeWrapper<Passkey>;
  PasskeyOptions: ResolverTypeWrapper<PasskeyOptions>;
  PayPremiumInput: PayPremiumInput;
  PendingEmailChange: ResolverTypeWrapper<PendingEmailChange>;
  PinCode: ResolverTypeWrapper<UpstreamPinCode>;
  PinCodeActivation: ResolverTypeWrapper<UpstreamPinCodeActivation>;
  PinCodeEvent: ResolverTypeWrapper<UpstreamPinCodeEvent>;
  PinCodeEventPage: ResolverTypeWrapper<UpstreamPinCodeEventPage>;
  PinCodeEventType: PinCodeEventType;
  PinCodeFilter: PinCodeFilter;
  PinCodeOrigin: PinCodeOrigin;
  PinCodePackageKind: PinCodePackageKind;
  PinCodePage: ResolverTypeWrapper<UpstreamPinCodePage>;
  PinCodePlan: ResolverTypeWrapper<UpstreamPinCodePlan>;
  PinCodePurchase: ResolverTypeWrapper<UpstreamPinCodePurchase>;
  PinCodeState: PinCodeState;
  PinCodeTransfer: ResolverTypeWrapper<UpstreamPinCodeTransfer>;
  Premium: ResolverTypeWrapper<Premium>;
  PremiumFilter: PremiumFilter;
  PremiumPage: ResolverTypeWrapper<UpstreamPremiumPage>;
  PremiumPayer: PremiumPayer;
  PremiumRefusal: PremiumRefusal;
  PremiumRound: ResolverTypeWrapper<PremiumRound>;
  PremiumStatus: PremiumStatus;
  PremiumTotals: ResolverTypeWrapper<PremiumTotals>;
  PublishOtcOfferInput: PublishOtcOfferInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rank: ResolverTypeWrapper<UpstreamRank>;
  RankProgress: ResolverTypeWrapper<Omit<RankProgress, 'requirements'> & { requirements: Array<ResolversTypes['RankRequirement']> }>;
  RankRequirement: ResolverTypeWrapper<UpstreamRankRequirement>;
  RankRequirementName: RankRequirementName;
  RateOtcTradeInput: RateOtcTradeInput;
  ReceiveCommitmentInput: ReceiveCommitmentInput;
  RecordFilter: RecordFilter;
  RecordNote: ResolverTypeWrapper<RecordNote>;
  RecordNoteKind: RecordNoteKind;
  RecordType: ResolverTypeWrapper<RecordType>;
  RecoveryCodes: ResolverTypeWrapper<RecoveryCodes>;
  RedeemEntrustPackageInput: RedeemEntrustPackageInput;
  RedeemInsurancePackageInput: RedeemInsurancePackageInput;
  RefillInsurancePackageInput: RefillInsurancePackageInput;
  RegisterInput: RegisterInput;
  RegisterPasskeyInput: RegisterPasskeyInput;
  Registration: ResolverTypeWrapper<UpstreamRegistration>;
  RemovePasskeyInput: RemovePasskeyInput;
  ResetPasswordInput: ResetPasswordInput;
  SecondFactors: ResolverTypeWrapper<SecondFactors>;
  SecurityGuards: ResolverTypeWrapper<UpstreamSecurityGuards>;
  SendOtcChatMessageInput: SendOtcChatMessageInput;
  SendPasswordResetCodeInput: SendPasswordResetCodeInput;
  Session: ResolverTypeWrapper<Session>;
  SetAgreedToTermsInput: SetAgreedToTermsInput;
  SetAntiPhishingCodeInput: SetAntiPhishingCodeInput;
  SetEntrustPackageAutoAddInput: SetEntrustPackageAutoAddInput;
  SetInsuranceAutoAddSettingInput: SetInsuranceAutoAddSettingInput;
  SetInsurancePackageAutoAddInput: SetInsurancePackageAutoAddInput;
  SignInEvent: ResolverTypeWrapper<UpstreamSignInEvent>;
  SignInEventPage: ResolverTypeWrapper<UpstreamSignInEventPage>;
  SignInFactor: SignInFactor;
  SignInOutcome: SignInOutcome;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitKycInput: SubmitKycInput;
  SubscribePushInput: SubscribePushInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemBankAccount: ResolverTypeWrapper<SystemBankAccount>;
  TeamMember: ResolverTypeWrapper<UpstreamTeamMember>;
  TeamMemberFilter: TeamMemberFilter;
  TeamMemberPage: ResolverTypeWrapper<UpstreamTeamMemberPage>;
  TotpEnrolment: ResolverTypeWrapper<TotpEnrolment>;
  Transfer: ResolverTypeWrapper<Transfer>;
  TransferConfig: ResolverTypeWrapper<TransferConfig>;
  TransferDirection: TransferDirection;
  TransferFilter: TransferFilter;
  TransferInput: TransferInput;
  TransferPage: ResolverTypeWrapper<UpstreamTransferPage>;
  TransferPinCodeInput: TransferPinCodeInput;
  TransferQuote: ResolverTypeWrapper<TransferQuote>;
  UpdateWithdrawalAddressInput: UpdateWithdrawalAddressInput;
  UpgradeEntrustPackageInput: UpgradeEntrustPackageInput;
  UpgradeInsurancePackageInput: UpgradeInsurancePackageInput;
  User: ResolverTypeWrapper<UpstreamUser>;
  WalletTotal: ResolverTypeWrapper<WalletTotal>;
  WalletTotalChange: ResolverTypeWrapper<WalletTotalChange>;
  WalletTotalPart: ResolverTypeWrapper<WalletTotalPart>;
  WhitelistAddress: ResolverTypeWrapper<UpstreamWhitelistAddress>;
  WithdrawBankInput: WithdrawBankInput;
  WithdrawChainInput: WithdrawChainInput;
  WithdrawOnChainInput: WithdrawOnChainInput;
  WithdrawToBankInput: WithdrawToBankInput;
  Withdrawal: ResolverTypeWrapper<UpstreamWithdrawal>;
  WithdrawalAddress: ResolverTypeWrapper<UpstreamWithdrawalAddress>;
  WithdrawalConfig: ResolverTypeWrapper<UpstreamWithdrawalConfig>;
  WithdrawalFeeType: WithdrawalFeeType;
  WithdrawalFilter: WithdrawalFilter;
  WithdrawalKind: WithdrawalKind;
  WithdrawalPage: ResolverTypeWrapper<UpstreamWithdrawalPage>;
  WithdrawalQuote: ResolverTypeWrapper<WithdrawalQuote>;
  WithdrawalStatus: WithdrawalStatus;
  WithdrawalWhitelist: ResolverTypeWrapper<Omit<WithdrawalWhitelist, 'addresses'> & { addresses: Array<ResolversTypes['WhitelistAddress']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountFreeze: AccountFreeze;
  ActivatePinCodeInput: ActivatePinCodeInput;
  AddCommitmentInput: AddCommitmentInput;
  AddWithdrawalAddressInput: AddWithdrawalAddressInput;
  AntiPhishingCode: AntiPhishingCode;
  AppealOtcTradeInput: AppealOtcTradeInput;
  AssetRecord: AssetRecord;
  AssetRecordPage: UpstreamRecordPage;
  Balance: UpstreamBalance;
  BankAccount: BankAccount;
  BankAccountInput: BankAccountInput;
  BankDepositQuote: BankDepositQuote;
  BeginEmailChangeInput: BeginEmailChangeInput;
  BindGameAddressInput: BindGameAddressInput;
  BonusEarned: UpstreamBonusEarned;
  BonusEarnedFilter: BonusEarnedFilter;
  BonusTotal: BonusTotal;
  Boolean: Scalars['Boolean']['output'];
  BuyEntrustPackageInput: BuyEntrustPackageInput;
  BuyInsurancePackageInput: BuyInsurancePackageInput;
  BuyOtcOfferInput: BuyOtcOfferInput;
  BuyPinCodesInput: BuyPinCodesInput;
  CancelOtcOfferInput: CancelOtcOfferInput;
  Captcha: Captcha;
  ChangePasswordInput: ChangePasswordInput;
  ChangeTransactionPasswordInput: ChangeTransactionPasswordInput;
  Claim: Claim;
  ClaimEvent: ClaimEvent;
  ClaimFilter: ClaimFilter;
  ClaimPage: UpstreamClaimPage;
  ClaimScreenshot: ClaimScreenshot;
  ClearAntiPhishingCodeInput: ClearAntiPhishingCodeInput;
  Coin: Coin;
  Commitment: UpstreamCommitment;
  CommitmentArea: UpstreamCommitmentArea;
  CommitmentClaim: UpstreamCommitmentClaim;
  CommitmentFilter: CommitmentFilter;
  CommitmentFreePackage: UpstreamCommitmentFree;
  CommitmentPage: Omit<CommitmentPage, 'items'> & { items: Array<ResolversParentTypes['Commitment']> };
  CommitmentPlan: UpstreamCommitmentPlan;
  CompleteSignInInput: CompleteSignInInput;
  CompleteSignInWithPasskeyInput: CompleteSignInWithPasskeyInput;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmTotpEnrolmentInput: ConfirmTotpEnrolmentInput;
  ConvertConfig: ConvertConfig;
  ConvertInput: ConvertInput;
  ConvertOrder: ConvertOrder;
  ConvertOrderFilter: ConvertOrderFilter;
  ConvertOrderPage: UpstreamConvertOrderPage;
  ConvertQuote: ConvertQuote;
  Country: Country;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DemoMode: DemoMode;
  Deposit: UpstreamDeposit;
  DepositBankInput: DepositBankInput;
  DepositChainConfig: DepositChainConfig;
  DepositChainInput: DepositChainInput;
  DepositChannel: DepositChannel;
  DepositFilter: DepositFilter;
  DepositGuide: DepositGuide;
  DepositPage: UpstreamDepositPage;
  DepositUsdtInput: DepositUsdtInput;
  Earnings: Earnings;
  EarningsDay: EarningsDay;
  EarningsTotals: EarningsTotals;
  EmailAddress: EmailAddress;
  EnterJackpotInput: EnterJackpotInput;
  EntrustPackage: UpstreamPackage;
  EntrustPackageFilter: EntrustPackageFilter;
  EntrustPackagePage: UpstreamPackagePage;
  EntrustPlan: UpstreamPlan;
  EntrustRedeemQuote: UpstreamRedeemQuote;
  EntrustRedemption: UpstreamRedemption;
  EntrustTotals: EntrustTotals;
  FactorChallenge: FactorChallenge;
  FactorChangeInput: FactorChangeInput;
  File: Scalars['File']['output'];
  FileClaimInput: FileClaimInput;
  GameAccount: GameAccount;
  GameBetFlow: GameBetFlow;
  GameLaunch: GameLaunch;
  GameListItem: GameListItem;
  GameTransfer: GameTransfer;
  GameTransferInput: GameTransferInput;
  GameTransferPage: UpstreamGameTransferPage;
  GameTransferReceipt: GameTransferReceipt;
  Hold: UpstreamHold;
  ID: Scalars['ID']['output'];
  InsuranceAutoAddSetting: InsuranceAutoAddSetting;
  InsuranceCover: UpstreamCover;
  InsurancePackage: UpstreamInsurancePackage;
  InsurancePackageFilter: InsurancePackageFilter;
  InsurancePackagePage: UpstreamInsurancePackagePage;
  InsurancePlan: UpstreamPlan;
  InsuranceRedeemQuote: UpstreamRedeemQuote;
  InsuranceRedemption: UpstreamRedemption;
  InsuredOrder: InsuredOrder;
  Int: Scalars['Int']['output'];
  JackpotOrder: UpstreamJackpotOrder;
  JackpotOrderFilter: JackpotOrderFilter;
  JackpotOrderPage: UpstreamJackpotOrderPage;
  JackpotPool: UpstreamJackpotPool;
  JackpotRound: UpstreamJackpotRound;
  JackpotStatus: UpstreamJackpotStatus;
  Kyc: UpstreamKyc;
  Level: UpstreamLevel;
  LevelCount: LevelCount;
  LoginInput: LoginInput;
  MemberSession: UpstreamMemberSession;
  MonthlyStatementPreference: MonthlyStatementPreference;
  Mutation: Record<PropertyKey, never>;
  MyOrganization: UpstreamMyOrganization;
  Notification: UpstreamNotification;
  NotificationPage: UpstreamNotificationPage;
  NotificationPreference: UpstreamNotificationPreference;
  Organization: UpstreamOrganization;
  OtcAppeal: OtcAppeal;
  OtcBuyQuote: OtcBuyQuote;
  OtcChatMessage: UpstreamOtcChatMessage;
  OtcChatPage: UpstreamOtcChatPage;
  OtcLobby: UpstreamOtcLobby;
  OtcOffer: UpstreamOtcOffer;
  OtcOfferFilter: OtcOfferFilter;
  OtcOfferPage: UpstreamOtcOfferPage;
  OtcOfferReceipt: UpstreamOtcOfferReceipt;
  OtcPurchase: UpstreamOtcPurchase;
  OtcRating: OtcRating;
  OtcTrackRecord: OtcTrackRecord;
  OtcTrade: UpstreamOtcTrade;
  OtcTradeFilter: OtcTradeFilter;
  OtcTradePage: UpstreamOtcTradePage;
  PackageProjection: PackageProjection;
  PackageUpgradeOption: UpstreamUpgradeOption;
  PageInfo: PageInfo;
  PageInput: PageInput;
  Passkey: Passkey;
  PasskeyOptions: PasskeyOptions;
  PayPremiumInput: PayPremiumInput;
  PendingEmailChange: PendingEmailChange;
  PinCode: UpstreamPinCode;
  PinCodeActivation: UpstreamPinCodeActivation;
  PinCodeEvent: UpstreamPinCodeEvent;
  PinCodeEventPage: UpstreamPinCodeEventPage;
  PinCodeFilter: PinCodeFilter;
  PinCodePage: UpstreamPinCodePage;
  PinCodePlan: UpstreamPinCodePlan;
  PinCodePurchase: UpstreamPinCodePurchase;
  PinCodeTransfer: UpstreamPinCodeTransfer;
  Premium: Premium;
  PremiumFilter: PremiumFilter;
  PremiumPage: UpstreamPremiumPage;
  PremiumRound: PremiumRound;
  PremiumTotals: PremiumTotals;
  PublishOtcOfferInput: PublishOtcOfferInput;
  Query: Record<PropertyKey, never>;
  Rank: UpstreamRank;
  RankProgress: Omit<RankProgress, 'requirements'> & { requirements: Array<ResolversParentTypes['RankRequirement']> };
  RankRequirement: UpstreamRankRequirement;
  RateOtcTradeInput: RateOtcTradeInput;
  ReceiveCommitmentInput: ReceiveCommitmentInput;
  RecordFilter: RecordFilter;
  RecordNote: RecordNote;
  RecordType: RecordType;
  RecoveryCodes: RecoveryCodes;
  RedeemEntrustPackageInput: RedeemEntrustPackageInput;
  RedeemInsurancePackageInput: RedeemInsurancePackageInput;
  RefillInsurancePackageInput: RefillInsurancePackageInput;
  RegisterInput: RegisterInput;
  RegisterPasskeyInput: RegisterPasskeyInput;
  Registration: UpstreamRegistration;
  RemovePasskeyInput: RemovePasskeyInput;
  ResetPasswordInput: ResetPasswordInput;
  SecondFactors: SecondFactors;
  SecurityGuards: UpstreamSecurityGuards;
  SendOtcChatMessageInput: SendOtcChatMessageInput;
  SendPasswordResetCodeInput: SendPasswordResetCodeInput;
  Session: Session;
  SetAgreedToTermsInput: SetAgreedToTermsInput;
  SetAntiPhishingCodeInput: SetAntiPhishingCodeInput;
  SetEntrustPackageAutoAddInput: SetEntrustPackageAutoAddInput;
  SetInsuranceAutoAddSettingInput: SetInsuranceAutoAddSettingInput;
  SetInsurancePackageAutoAddInput: SetInsurancePackageAutoAddInput;
  SignInEvent: UpstreamSignInEvent;
  SignInEventPage: UpstreamSignInEventPage;
  SignInResult: SignInResult;
  String: Scalars['String']['output'];
  SubmitKycInput: SubmitKycInput;
  SubscribePushInput: SubscribePushInput;
  Subscription: Record<PropertyKey, never>;
  SystemBankAccount: SystemBankAccount;
  TeamMember: UpstreamTeamMember;
  TeamMemberFilter: TeamMemberFilter;
  TeamMemberPage: UpstreamTeamMemberPage;
  TotpEnrolment: TotpEnrolment;
  Transfer: Transfer;
  TransferConfig: TransferConfig;
  TransferFilter: TransferFilter;
  TransferInput: TransferInput;
  TransferPage: UpstreamTransferPage;
  TransferPinCodeInput: TransferPinCodeInput;
  TransferQuote: TransferQuote;
  UpdateWithdrawalAddressInput: UpdateWithdrawalAddressInput;
  UpgradeEntrustPackageInput: UpgradeEntrustPackageInput;
  UpgradeInsurancePackageInput: UpgradeInsurancePackageInput;
  User: UpstreamUser;
  WalletTotal: WalletTotal;
  WalletTotalChange: WalletTotalChange;
  WalletTotalPart: WalletTotalPart;
  WhitelistAddress: UpstreamWhitelistAddress;
  WithdrawBankInput: WithdrawBankInput;
  WithdrawChainInput: WithdrawChainInput;
  WithdrawOnChainInput: WithdrawOnChainInput;
  WithdrawToBankInput: WithdrawToBankInput;
  Withdrawal: UpstreamWithdrawal;
  WithdrawalAddress: UpstreamWithdrawalAddress;
  WithdrawalConfig: UpstreamWithdrawalConfig;
  WithdrawalFilter: WithdrawalFilter;
  WithdrawalPage: UpstreamWithdrawalPage;
  WithdrawalQuote: WithdrawalQuote;
  WithdrawalWhitelist: Omit<WithdrawalWhitelist, 'addresses'> & { addresses: Array<ResolversParentTypes['WhitelistAddress']> };
};

export type AccountFreezeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountFreeze'] = ResolversParentTypes['AccountFreeze']> = {
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frozenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['FreezeSource']>, ParentType, ContextType>;
};

export type AntiPhishingCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AntiPhishingCode'] = ResolversParentTypes['AntiPhishingCode']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AssetRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssetRecord'] = ResolversParentTypes['AssetRecord']> = {
  actualAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['RecordNote']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['AssetRecordType'], ParentType, ContextType>;
  recordTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AssetRecordStatus']>, ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AssetRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssetRecordPage'] = ResolversParentTypes['AssetRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['AssetRecord']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = {
  available?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BankDepositQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankDepositQuote'] = ResolversParentTypes['BankDepositQuote']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  localAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BonusEarnedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BonusEarned'] = ResolversParentTypes['BonusEarned']> = {
  byType?: Resolver<Array<ResolversTypes['BonusTotal']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BonusTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BonusTotal'] = ResolversParentTypes['BonusTotal']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['AssetRecordType'], ParentType, ContextType>;
};

export type CaptchaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = {
  captchaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = {
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  premiumId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  premiumRound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  screenshot?: Resolver<ResolversTypes['ClaimScreenshot'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['ClaimEvent']>, ParentType, ContextType>;
  tradeOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ClaimEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimEvent'] = ResolversParentTypes['ClaimEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimEventStatus'], ParentType, ContextType>;
};

export type ClaimPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimPage'] = ResolversParentTypes['ClaimPage']> = {
  items?: Resolver<Array<ResolversTypes['Claim']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ClaimScreenshotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimScreenshot'] = ResolversParentTypes['ClaimScreenshot']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coin'] = ResolversParentTypes['Coin']> = {
  cnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  decimals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommitmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Commitment'] = ResolversParentTypes['Commitment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PinCodePackageKind'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommitmentStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommitmentType'], ParentType, ContextType>;
};

export type CommitmentAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentArea'] = ResolversParentTypes['CommitmentArea']> = {
  commitments?: Resolver<ResolversTypes['CommitmentPage'], ParentType, ContextType>;
  freePackage?: Resolver<ResolversTypes['CommitmentFreePackage'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['CommitmentPlan']>, ParentType, ContextType>;
};

export type CommitmentClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentClaim'] = ResolversParentTypes['CommitmentClaim']> = {
  commitment?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType>;
  entrustPackage?: Resolver<Maybe<ResolversTypes['EntrustPackage']>, ParentType, ContextType>;
  insurancePackage?: Resolver<Maybe<ResolversTypes['InsurancePackage']>, ParentType, ContextType>;
};

export type CommitmentFreePackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentFreePackage'] = ResolversParentTypes['CommitmentFreePackage']> = {
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  coinName?: Resolver<Maybe<ResolversTypes['CoinName']>, ParentType, ContextType>;
  contractDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['PinCodePackageKind']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CommitmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentPage'] = ResolversParentTypes['CommitmentPage']> = {
  items?: Resolver<Array<ResolversTypes['Commitment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CommitmentPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommitmentPlan'] = ResolversParentTypes['CommitmentPlan']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PinCodePackageKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConvertConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConvertConfig'] = ResolversParentTypes['ConvertConfig']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fromCoin?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reviewAbove?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  toCoin?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
};

export type ConvertOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConvertOrder'] = ResolversParentTypes['ConvertOrder']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fromCoin?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConvertStatus'], ParentType, ContextType>;
  toAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  toCoin?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ConvertOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConvertOrderPage'] = ResolversParentTypes['ConvertOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['ConvertOrder']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ConvertQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConvertQuote'] = ResolversParentTypes['ConvertQuote']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  belowMinimum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fromCoin?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  heldForReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  toAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  toCoin?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DemoModeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DemoMode'] = ResolversParentTypes['DemoMode']> = {
  daysAhead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositApprovalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepositResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Deposit'] = ResolversParentTypes['Deposit']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  channelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DepositKind'], ParentType, ContextType>;
  localAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptSha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordReceiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DepositChainConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositChainConfig'] = ResolversParentTypes['DepositChainConfig']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  network?: Resolver<ResolversTypes['ChainNetwork'], ParentType, ContextType>;
};

export type DepositChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositChannel'] = ResolversParentTypes['DepositChannel']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type DepositGuideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositGuide'] = ResolversParentTypes['DepositGuide']> = {
  approvedAutomatically?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expectedReviewSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportContact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepositPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositPage'] = ResolversParentTypes['DepositPage']> = {
  items?: Resolver<Array<ResolversTypes['Deposit']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EarningsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Earnings'] = ResolversParentTypes['Earnings']> = {
  days?: Resolver<Array<ResolversTypes['EarningsDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leftOut?: Resolver<Array<ResolversTypes['CoinName']>, ParentType, ContextType>;
  nextProfitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EarningsTotals'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
};

export type EarningsDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EarningsDay'] = ResolversParentTypes['EarningsDay']> = {
  bonus?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EarningsTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EarningsTotals'] = ResolversParentTypes['EarningsTotals']> = {
  bonus?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EmailAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailAddress'] = ResolversParentTypes['EmailAddress']> = {
  canSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['PendingEmailChange']>, ParentType, ContextType>;
};

export type EntrustPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntrustPackage'] = ResolversParentTypes['EntrustPackage']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  autoAdd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  compoundedProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contractDaysElapsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditedProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextProfitAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  nextProfitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['PackageOrigin'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  projection?: Resolver<ResolversTypes['PackageProjection'], ParentType, ContextType>;
  redeemUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  redeemedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  renewals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EntrustPackageState'], ParentType, ContextType>;
  totalProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EntrustPackagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntrustPackagePage'] = ResolversParentTypes['EntrustPackagePage']> = {
  items?: Resolver<Array<ResolversTypes['EntrustPackage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EntrustPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntrustPlan'] = ResolversParentTypes['EntrustPlan']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPurchaseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profitCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  purchasedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemFeeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  termProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EntrustRedeemQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntrustRedeemQuote'] = ResolversParentTypes['EntrustRedeemQuote']> = {
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  redeemFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  redeemFeeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  redeemable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redeemableFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EntrustPackageState'], ParentType, ContextType>;
};

export type EntrustRedemptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntrustRedemption'] = ResolversParentTypes['EntrustRedemption']> = {
  netAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['EntrustPackage'], ParentType, ContextType>;
  redeemFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type EntrustTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EntrustTotals'] = ResolversParentTypes['EntrustTotals']> = {
  activeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type FactorChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FactorChallenge'] = ResolversParentTypes['FactorChallenge']> = {
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  factors?: Resolver<Array<ResolversTypes['SignInFactor']>, ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type GameAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameAccount'] = ResolversParentTypes['GameAccount']> = {
  bindAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  boundAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gmtAvailable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minTransfer?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type GameBetFlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameBetFlow'] = ResolversParentTypes['GameBetFlow']> = {
  businessDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type GameLaunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameLaunch'] = ResolversParentTypes['GameLaunch']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  launchUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameListItem'] = ResolversParentTypes['GameListItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameTransfer'] = ResolversParentTypes['GameTransfer']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['GameTransferDirection'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameTransferPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameTransferPage'] = ResolversParentTypes['GameTransferPage']> = {
  items?: Resolver<Array<ResolversTypes['GameTransfer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GameTransferReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameTransferReceipt'] = ResolversParentTypes['GameTransferReceipt']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['GameTransferDirection'], ParentType, ContextType>;
  gmtAvailable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type HoldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hold'] = ResolversParentTypes['Hold']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HoldKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['HeldState'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type InsuranceAutoAddSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsuranceAutoAddSetting'] = ResolversParentTypes['InsuranceAutoAddSetting']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packagesUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InsuranceCoverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsuranceCover'] = ResolversParentTypes['InsuranceCover']> = {
  canPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimPayout?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  claimPayoutCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  currentRound?: Resolver<Maybe<ResolversTypes['PremiumRound']>, ParentType, ContextType>;
  insured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxRounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidRounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  premiumAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['PremiumRefusal']>, ParentType, ContextType>;
  remainingRounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InsurancePackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsurancePackage'] = ResolversParentTypes['InsurancePackage']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  autoAdd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimableOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  compoundedProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contractDaysElapsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditedProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextProfitAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  nextProfitAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['PackageOrigin'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  projection?: Resolver<ResolversTypes['PackageProjection'], ParentType, ContextType>;
  redeemedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refillAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InsurancePackageState'], ParentType, ContextType>;
  totalProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unlockAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  unlockDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InsurancePackagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsurancePackagePage'] = ResolversParentTypes['InsurancePackagePage']> = {
  items?: Resolver<Array<ResolversTypes['InsurancePackage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InsurancePlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsurancePlan'] = ResolversParentTypes['InsurancePlan']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  claimPayoutRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPurchaseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  premiumRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  premiumRounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profitCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  purchasedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemFeeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  termProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type InsuranceRedeemQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsuranceRedeemQuote'] = ResolversParentTypes['InsuranceRedeemQuote']> = {
  closesTransfers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  redeemFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  redeemFeeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  redeemable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redeemableFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InsurancePackageState'], ParentType, ContextType>;
};

export type InsuranceRedemptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsuranceRedemption'] = ResolversParentTypes['InsuranceRedemption']> = {
  netAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['InsurancePackage'], ParentType, ContextType>;
  redeemFee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  transfersReopenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type InsuredOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsuredOrder'] = ResolversParentTypes['InsuredOrder']> = {
  claimStatus?: Resolver<Maybe<ResolversTypes['ClaimStatus']>, ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  tradeOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JackpotOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotOrder'] = ResolversParentTypes['JackpotOrder']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  drawn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstTicket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastTicket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  roundId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roundStatus?: Resolver<ResolversTypes['JackpotRoundStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JackpotOrderStatus'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JackpotOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotOrderPage'] = ResolversParentTypes['JackpotOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['JackpotOrder']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type JackpotPoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotPool'] = ResolversParentTypes['JackpotPool']> = {
  coinName?: Resolver<Maybe<ResolversTypes['CoinName']>, ParentType, ContextType>;
  drawn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  poolAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  prizeAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  roundId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ticketCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JackpotRoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotRound'] = ResolversParentTypes['JackpotRound']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  drawn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  drawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  feeAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  poolAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  prizeAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  seed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seedHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JackpotRoundStatus'], ParentType, ContextType>;
  ticketCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticketPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winningFirstTicket?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  winningLastTicket?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  winningOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  winningTicket?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type JackpotStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotStatus'] = ResolversParentTypes['JackpotStatus']> = {
  myOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myTickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['JackpotRound']>, ParentType, ContextType>;
};

export type KycResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Kyc'] = ResolversParentTypes['Kyc']> = {
  canSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  idNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['KycStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Level'] = ResolversParentTypes['Level']> = {
  cn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LevelCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LevelCount'] = ResolversParentTypes['LevelCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberSession'] = ResolversParentTypes['MemberSession']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyStatementPreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthlyStatementPreference'] = ResolversParentTypes['MonthlyStatementPreference']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activatePinCode?: Resolver<ResolversTypes['PinCodeActivation'], ParentType, ContextType, RequireFields<MutationActivatePinCodeArgs, 'id' | 'input'>>;
  addBankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationAddBankAccountArgs, 'input'>>;
  addCommitmentPackage?: Resolver<ResolversTypes['Commitment'], ParentType, ContextType, RequireFields<MutationAddCommitmentPackageArgs, 'input'>>;
  addWithdrawalAddress?: Resolver<ResolversTypes['WithdrawalAddress'], ParentType, ContextType, RequireFields<MutationAddWithdrawalAddressArgs, 'input'>>;
  appealOtcTrade?: Resolver<ResolversTypes['OtcTrade'], ParentType, ContextType, RequireFields<MutationAppealOtcTradeArgs, 'input' | 'tradeId'>>;
  beginEmailChange?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType, RequireFields<MutationBeginEmailChangeArgs, 'input'>>;
  beginPasskeyConfirmation?: Resolver<ResolversTypes['PasskeyOptions'], ParentType, ContextType>;
  beginPasskeyRegistration?: Resolver<ResolversTypes['PasskeyOptions'], ParentType, ContextType>;
  beginPasskeySignIn?: Resolver<ResolversTypes['PasskeyOptions'], ParentType, ContextType>;
  beginSignInPasskeyFactor?: Resolver<ResolversTypes['PasskeyOptions'], ParentType, ContextType, RequireFields<MutationBeginSignInPasskeyFactorArgs, 'challenge'>>;
  beginTotpEnrolment?: Resolver<ResolversTypes['TotpEnrolment'], ParentType, ContextType>;
  bindGameAddress?: Resolver<ResolversTypes['GameAccount'], ParentType, ContextType, RequireFields<MutationBindGameAddressArgs, 'input'>>;
  buyEntrustPackage?: Resolver<ResolversTypes['EntrustPackage'], ParentType, ContextType, RequireFields<MutationBuyEntrustPackageArgs, 'input'>>;
  buyInsurancePackage?: Resolver<ResolversTypes['InsurancePackage'], ParentType, ContextType, RequireFields<MutationBuyInsurancePackageArgs, 'input'>>;
  buyOtcOffer?: Resolver<ResolversTypes['OtcPurchase'], ParentType, ContextType, RequireFields<MutationBuyOtcOfferArgs, 'id' | 'input'>>;
  buyPinCodes?: Resolver<ResolversTypes['PinCodePurchase'], ParentType, ContextType, RequireFields<MutationBuyPinCodesArgs, 'input'>>;
  cancelConvert?: Resolver<ResolversTypes['ConvertOrder'], ParentType, ContextType, RequireFields<MutationCancelConvertArgs, 'id'>>;
  cancelOtcOffer?: Resolver<ResolversTypes['OtcOfferReceipt'], ParentType, ContextType, RequireFields<MutationCancelOtcOfferArgs, 'id' | 'input'>>;
  cancelWithdrawal?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationCancelWithdrawalArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeTransactionPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeTransactionPasswordArgs, 'input'>>;
  clearAntiPhishingCode?: Resolver<ResolversTypes['AntiPhishingCode'], ParentType, ContextType, RequireFields<MutationClearAntiPhishingCodeArgs, 'input'>>;
  completeSignIn?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationCompleteSignInArgs, 'input'>>;
  completeSignInWithPasskey?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationCompleteSignInWithPasskeyArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  confirmTotpEnrolment?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmTotpEnrolmentArgs, 'input'>>;
  convert?: Resolver<ResolversTypes['ConvertOrder'], ParentType, ContextType, RequireFields<MutationConvertArgs, 'input'>>;
  deleteBankAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBankAccountArgs, 'id'>>;
  deleteWithdrawalAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWithdrawalAddressArgs, 'id'>>;
  depositBank?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationDepositBankArgs, 'input' | 'receipt'>>;
  depositChain?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationDepositChainArgs, 'input'>>;
  depositUsdt?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationDepositUsdtArgs, 'input'>>;
  disableTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTotpArgs, 'input'>>;
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSession?: Resolver<Array<ResolversTypes['MemberSession']>, ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  enterJackpot?: Resolver<ResolversTypes['JackpotOrder'], ParentType, ContextType, RequireFields<MutationEnterJackpotArgs, 'input'>>;
  fileClaim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationFileClaimArgs, 'input' | 'screenshot'>>;
  freezeAccount?: Resolver<ResolversTypes['AccountFreeze'], ParentType, ContextType>;
  freezeAccountByLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationFreezeAccountByLinkArgs, 'token'>>;
  gameLogin?: Resolver<ResolversTypes['GameLaunch'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'ids'>>;
  payPremium?: Resolver<ResolversTypes['Premium'], ParentType, ContextType, RequireFields<MutationPayPremiumArgs, 'id' | 'input'>>;
  publishOtcOffer?: Resolver<ResolversTypes['OtcOfferReceipt'], ParentType, ContextType, RequireFields<MutationPublishOtcOfferArgs, 'input'>>;
  rateOtcTrade?: Resolver<ResolversTypes['OtcTrade'], ParentType, ContextType, RequireFields<MutationRateOtcTradeArgs, 'input' | 'tradeId'>>;
  receiveCommitmentPackage?: Resolver<ResolversTypes['CommitmentClaim'], ParentType, ContextType, RequireFields<MutationReceiveCommitmentPackageArgs, 'input'>>;
  redeemEntrustPackage?: Resolver<ResolversTypes['EntrustRedemption'], ParentType, ContextType, RequireFields<MutationRedeemEntrustPackageArgs, 'id' | 'input'>>;
  redeemInsurancePackage?: Resolver<ResolversTypes['InsuranceRedemption'], ParentType, ContextType, RequireFields<MutationRedeemInsurancePackageArgs, 'id' | 'input'>>;
  refillInsurancePackage?: Resolver<ResolversTypes['InsurancePackage'], ParentType, ContextType, RequireFields<MutationRefillInsurancePackageArgs, 'id' | 'input'>>;
  regenerateRecoveryCodes?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'input'>>;
  register?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerGameAccount?: Resolver<ResolversTypes['GameAccount'], ParentType, ContextType>;
  registerPasskey?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationRegisterPasskeyArgs, 'input'>>;
  removePasskey?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'input'>>;
  renamePasskey?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType, RequireFields<MutationRenamePasskeyArgs, 'id' | 'name'>>;
  reportWithdrawalNotReceived?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationReportWithdrawalNotReceivedArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendOtcChatMessage?: Resolver<ResolversTypes['OtcChatMessage'], ParentType, ContextType, RequireFields<MutationSendOtcChatMessageArgs, 'input' | 'tradeId'>>;
  sendPasswordResetCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationSendPasswordResetCodeArgs>>;
  setAddressWhitelisted?: Resolver<ResolversTypes['WithdrawalWhitelist'], ParentType, ContextType, RequireFields<MutationSetAddressWhitelistedArgs, 'id' | 'listed'>>;
  setAgreeStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetAgreeStatusArgs, 'agreed'>>;
  setAgreedToTerms?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetAgreedToTermsArgs, 'input'>>;
  setAntiPhishingCode?: Resolver<ResolversTypes['AntiPhishingCode'], ParentType, ContextType, RequireFields<MutationSetAntiPhishingCodeArgs, 'input'>>;
  setEntrustPackageAutoAdd?: Resolver<ResolversTypes['EntrustPackage'], ParentType, ContextType, RequireFields<MutationSetEntrustPackageAutoAddArgs, 'id' | 'input'>>;
  setInsuranceAutoAddSetting?: Resolver<ResolversTypes['InsuranceAutoAddSetting'], ParentType, ContextType, RequireFields<MutationSetInsuranceAutoAddSettingArgs, 'input'>>;
  setInsurancePackageAutoAdd?: Resolver<ResolversTypes['InsurancePackage'], ParentType, ContextType, RequireFields<MutationSetInsurancePackageAutoAddArgs, 'id' | 'input'>>;
  setMonthlyStatement?: Resolver<ResolversTypes['MonthlyStatementPreference'], ParentType, ContextType, RequireFields<MutationSetMonthlyStatementArgs, 'enabled'>>;
  setNotificationPreference?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType, RequireFields<MutationSetNotificationPreferenceArgs, 'channel' | 'enabled' | 'event'>>;
  setWithdrawalWhitelistMode?: Resolver<ResolversTypes['WithdrawalWhitelist'], ParentType, ContextType, RequireFields<MutationSetWithdrawalWhitelistModeArgs, 'on'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithPasskey?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'credential'>>;
  submitKyc?: Resolver<ResolversTypes['Kyc'], ParentType, ContextType, RequireFields<MutationSubmitKycArgs, 'back' | 'front' | 'input'>>;
  subscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'input'>>;
  transfer?: Resolver<ResolversTypes['Transfer'], ParentType, ContextType, RequireFields<MutationTransferArgs, 'input'>>;
  transferGameWallet?: Resolver<ResolversTypes['GameTransferReceipt'], ParentType, ContextType, RequireFields<MutationTransferGameWalletArgs, 'input'>>;
  transferPinCode?: Resolver<ResolversTypes['PinCodeTransfer'], ParentType, ContextType, RequireFields<MutationTransferPinCodeArgs, 'id' | 'input'>>;
  unsubscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateBankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationUpdateBankAccountArgs, 'id' | 'input'>>;
  updateWithdrawalAddress?: Resolver<ResolversTypes['WithdrawalAddress'], ParentType, ContextType, RequireFields<MutationUpdateWithdrawalAddressArgs, 'input'>>;
  upgradeEntrustPackage?: Resolver<ResolversTypes['EntrustPackage'], ParentType, ContextType, RequireFields<MutationUpgradeEntrustPackageArgs, 'id' | 'input'>>;
  upgradeInsurancePackage?: Resolver<ResolversTypes['InsurancePackage'], ParentType, ContextType, RequireFields<MutationUpgradeInsurancePackageArgs, 'id' | 'input'>>;
  withdrawBank?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationWithdrawBankArgs, 'input'>>;
  withdrawChain?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationWithdrawChainArgs, 'input'>>;
  withdrawOnChain?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationWithdrawOnChainArgs, 'input'>>;
  withdrawToBank?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationWithdrawToBankArgs, 'input'>>;
};

export type MyOrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyOrganization'] = ResolversParentTypes['MyOrganization']> = {
  activeDirectCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelCounts?: Resolver<Array<ResolversTypes['LevelCount']>, ParentType, ContextType>;
  member?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
  nextRank?: Resolver<Maybe<ResolversTypes['RankProgress']>, ParentType, ContextType>;
  teamCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['NotificationEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['NotificationEvent'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  levelCounts?: Resolver<Array<ResolversTypes['LevelCount']>, ParentType, ContextType>;
  member?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
  teamCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OtcAppealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcAppeal'] = ResolversParentTypes['OtcAppeal']> = {
  appealedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['OtcAppealDecision']>, ParentType, ContextType>;
  decisionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OtcBuyQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcBuyQuote'] = ResolversParentTypes['OtcBuyQuote']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  buyerReceives?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellerReceives?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type OtcChatMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcChatMessage'] = ResolversParentTypes['OtcChatMessage']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  senderUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OtcChatPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcChatPage'] = ResolversParentTypes['OtcChatPage']> = {
  items?: Resolver<Array<ResolversTypes['OtcChatMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OtcLobbyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcLobby'] = ResolversParentTypes['OtcLobby']> = {
  feePayer?: Resolver<ResolversTypes['OtcFeePayer'], ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OtcOffer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  payCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
};

export type OtcOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcOffer'] = ResolversParentTypes['OtcOffer']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['OtcTrackRecord']>, ParentType, ContextType>;
  sellerUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OtcOfferStatus'], ParentType, ContextType>;
  takeMax?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  takeMin?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OtcOfferPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcOfferPage'] = ResolversParentTypes['OtcOfferPage']> = {
  items?: Resolver<Array<ResolversTypes['OtcOffer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OtcOfferReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcOfferReceipt'] = ResolversParentTypes['OtcOfferReceipt']> = {
  offer?: Resolver<ResolversTypes['OtcOffer'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returned?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type OtcPurchaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcPurchase'] = ResolversParentTypes['OtcPurchase']> = {
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trade?: Resolver<ResolversTypes['OtcTrade'], ParentType, ContextType>;
};

export type OtcRatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcRating'] = ResolversParentTypes['OtcRating']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OtcTrackRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcTrackRecord'] = ResolversParentTypes['OtcTrackRecord']> = {
  completedTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OtcTradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcTrade'] = ResolversParentTypes['OtcTrade']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  appeal?: Resolver<Maybe<ResolversTypes['OtcAppeal']>, ParentType, ContextType>;
  buyerReceives?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  buyerUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  counterpartyRating?: Resolver<Maybe<ResolversTypes['OtcRating']>, ParentType, ContextType>;
  counterpartyUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myRating?: Resolver<Maybe<ResolversTypes['OtcRating']>, ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OtcTradeRole'], ParentType, ContextType>;
  sellerReceives?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellerUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OtcTradeStatus'], ParentType, ContextType>;
};

export type OtcTradePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtcTradePage'] = ResolversParentTypes['OtcTradePage']> = {
  items?: Resolver<Array<ResolversTypes['OtcTrade']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PackageProjectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageProjection'] = ResolversParentTypes['PackageProjection']> = {
  compoundPrincipal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  compoundProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  simpleProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PackageUpgradeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageUpgradeOption'] = ResolversParentTypes['PackageUpgradeOption']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasskeyOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyOptions'] = ResolversParentTypes['PasskeyOptions']> = {
  optionsJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingEmailChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingEmailChange'] = ResolversParentTypes['PendingEmailChange']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PinCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCode'] = ResolversParentTypes['PinCode']> = {
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activatedForUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holderUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PinCodePackageKind'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['PinCodeOrigin'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PinCodeState'], ParentType, ContextType>;
};

export type PinCodeActivationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodeActivation'] = ResolversParentTypes['PinCodeActivation']> = {
  code?: Resolver<ResolversTypes['PinCode'], ParentType, ContextType>;
  entrustPackage?: Resolver<Maybe<ResolversTypes['EntrustPackage']>, ParentType, ContextType>;
  insurancePackage?: Resolver<Maybe<ResolversTypes['InsurancePackage']>, ParentType, ContextType>;
};

export type PinCodeEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodeEvent'] = ResolversParentTypes['PinCodeEvent']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  forUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PinCodeEventType'], ParentType, ContextType>;
};

export type PinCodeEventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodeEventPage'] = ResolversParentTypes['PinCodeEventPage']> = {
  items?: Resolver<Array<ResolversTypes['PinCodeEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PinCodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodePage'] = ResolversParentTypes['PinCodePage']> = {
  items?: Resolver<Array<ResolversTypes['PinCode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PinCodePlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodePlan'] = ResolversParentTypes['PinCodePlan']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PinCodePackageKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  priceCoinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
};

export type PinCodePurchaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodePurchase'] = ResolversParentTypes['PinCodePurchase']> = {
  codes?: Resolver<Array<ResolversTypes['PinCode']>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PinCodeTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodeTransfer'] = ResolversParentTypes['PinCodeTransfer']> = {
  code?: Resolver<ResolversTypes['PinCode'], ParentType, ContextType>;
  toUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PremiumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Premium'] = ResolversParentTypes['Premium']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  insured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ordersUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidBy?: Resolver<ResolversTypes['PremiumPayer'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PremiumStatus'], ParentType, ContextType>;
};

export type PremiumPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PremiumPage'] = ResolversParentTypes['PremiumPage']> = {
  items?: Resolver<Array<ResolversTypes['Premium']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PremiumRoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PremiumRound'] = ResolversParentTypes['PremiumRound']> = {
  orders?: Resolver<Array<ResolversTypes['InsuredOrder']>, ParentType, ContextType>;
  ordersUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  premiumId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PremiumTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PremiumTotals'] = ResolversParentTypes['PremiumTotals']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountFreeze?: Resolver<ResolversTypes['AccountFreeze'], ParentType, ContextType>;
  antiPhishingCode?: Resolver<ResolversTypes['AntiPhishingCode'], ParentType, ContextType>;
  appMedia?: Resolver<Array<ResolversTypes['GameListItem']>, ParentType, ContextType>;
  balances?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType>;
  bankAccounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  bankDepositQuote?: Resolver<ResolversTypes['BankDepositQuote'], ParentType, ContextType, RequireFields<QueryBankDepositQuoteArgs, 'amount' | 'channelId'>>;
  bonusEarned?: Resolver<ResolversTypes['BonusEarned'], ParentType, ContextType, Partial<QueryBonusEarnedArgs>>;
  captcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  claims?: Resolver<ResolversTypes['ClaimPage'], ParentType, ContextType, Partial<QueryClaimsArgs>>;
  coins?: Resolver<Array<ResolversTypes['Coin']>, ParentType, ContextType>;
  commitmentArea?: Resolver<ResolversTypes['CommitmentArea'], ParentType, ContextType, Partial<QueryCommitmentAreaArgs>>;
  convertConfigs?: Resolver<Array<ResolversTypes['ConvertConfig']>, ParentType, ContextType>;
  convertOrders?: Resolver<ResolversTypes['ConvertOrderPage'], ParentType, ContextType, Partial<QueryConvertOrdersArgs>>;
  convertQuote?: Resolver<ResolversTypes['ConvertQuote'], ParentType, ContextType, RequireFields<QueryConvertQuoteArgs, 'amount' | 'fromCoin' | 'toCoin'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  demoMode?: Resolver<ResolversTypes['DemoMode'], ParentType, ContextType>;
  depositChainConfig?: Resolver<ResolversTypes['DepositChainConfig'], ParentType, ContextType>;
  depositChannels?: Resolver<Array<ResolversTypes['DepositChannel']>, ParentType, ContextType>;
  depositGuide?: Resolver<ResolversTypes['DepositGuide'], ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['DepositPage'], ParentType, ContextType, Partial<QueryDepositsArgs>>;
  earnings?: Resolver<ResolversTypes['Earnings'], ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  entrustPackages?: Resolver<ResolversTypes['EntrustPackagePage'], ParentType, ContextType, Partial<QueryEntrustPackagesArgs>>;
  entrustPlans?: Resolver<Array<ResolversTypes['EntrustPlan']>, ParentType, ContextType>;
  entrustRedeemQuote?: Resolver<ResolversTypes['EntrustRedeemQuote'], ParentType, ContextType, RequireFields<QueryEntrustRedeemQuoteArgs, 'id'>>;
  entrustTotals?: Resolver<ResolversTypes['EntrustTotals'], ParentType, ContextType>;
  entrustUpgradeOptions?: Resolver<Array<ResolversTypes['PackageUpgradeOption']>, ParentType, ContextType, RequireFields<QueryEntrustUpgradeOptionsArgs, 'id'>>;
  gameAccount?: Resolver<ResolversTypes['GameAccount'], ParentType, ContextType>;
  gameBetFlow?: Resolver<ResolversTypes['GameBetFlow'], ParentType, ContextType>;
  gameTransfers?: Resolver<ResolversTypes['GameTransferPage'], ParentType, ContextType, Partial<QueryGameTransfersArgs>>;
  holds?: Resolver<Array<ResolversTypes['Hold']>, ParentType, ContextType, Partial<QueryHoldsArgs>>;
  insuranceAutoAddEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  insuranceCover?: Resolver<ResolversTypes['InsuranceCover'], ParentType, ContextType, RequireFields<QueryInsuranceCoverArgs, 'id'>>;
  insurancePackage?: Resolver<ResolversTypes['InsurancePackage'], ParentType, ContextType, RequireFields<QueryInsurancePackageArgs, 'id'>>;
  insurancePackages?: Resolver<ResolversTypes['InsurancePackagePage'], ParentType, ContextType, Partial<QueryInsurancePackagesArgs>>;
  insurancePlans?: Resolver<Array<ResolversTypes['InsurancePlan']>, ParentType, ContextType>;
  insuranceRedeemQuote?: Resolver<ResolversTypes['InsuranceRedeemQuote'], ParentType, ContextType, RequireFields<QueryInsuranceRedeemQuoteArgs, 'id'>>;
  insuranceUpgradeOptions?: Resolver<Array<ResolversTypes['PackageUpgradeOption']>, ParentType, ContextType, RequireFields<QueryInsuranceUpgradeOptionsArgs, 'id'>>;
  jackpot?: Resolver<ResolversTypes['JackpotStatus'], ParentType, ContextType>;
  jackpotOrders?: Resolver<ResolversTypes['JackpotOrderPage'], ParentType, ContextType, Partial<QueryJackpotOrdersArgs>>;
  jackpotPool?: Resolver<ResolversTypes['JackpotPool'], ParentType, ContextType>;
  kyc?: Resolver<ResolversTypes['Kyc'], ParentType, ContextType>;
  launchGames?: Resolver<Array<ResolversTypes['GameListItem']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  memberSessions?: Resolver<Array<ResolversTypes['MemberSession']>, ParentType, ContextType>;
  monthlyStatementPreference?: Resolver<ResolversTypes['MonthlyStatementPreference'], ParentType, ContextType>;
  myOrganization?: Resolver<ResolversTypes['MyOrganization'], ParentType, ContextType>;
  notificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  notificationPushKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'unreadOnly'>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  otcBuyQuote?: Resolver<ResolversTypes['OtcBuyQuote'], ParentType, ContextType, RequireFields<QueryOtcBuyQuoteArgs, 'amount' | 'id'>>;
  otcChat?: Resolver<ResolversTypes['OtcChatPage'], ParentType, ContextType, RequireFields<QueryOtcChatArgs, 'tradeId'>>;
  otcLobby?: Resolver<ResolversTypes['OtcLobby'], ParentType, ContextType, Partial<QueryOtcLobbyArgs>>;
  otcOffers?: Resolver<ResolversTypes['OtcOfferPage'], ParentType, ContextType, Partial<QueryOtcOffersArgs>>;
  otcTrades?: Resolver<ResolversTypes['OtcTradePage'], ParentType, ContextType, Partial<QueryOtcTradesArgs>>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  pinCodeCustody?: Resolver<ResolversTypes['PinCodeEventPage'], ParentType, ContextType, RequireFields<QueryPinCodeCustodyArgs, 'id'>>;
  pinCodePlans?: Resolver<Array<ResolversTypes['PinCodePlan']>, ParentType, ContextType>;
  pinCodeRecords?: Resolver<ResolversTypes['PinCodeEventPage'], ParentType, ContextType, Partial<QueryPinCodeRecordsArgs>>;
  pinCodes?: Resolver<ResolversTypes['PinCodePage'], ParentType, ContextType, Partial<QueryPinCodesArgs>>;
  premiumTotals?: Resolver<ResolversTypes['PremiumTotals'], ParentType, ContextType>;
  premiums?: Resolver<ResolversTypes['PremiumPage'], ParentType, ContextType, Partial<QueryPremiumsArgs>>;
  ranks?: Resolver<Array<ResolversTypes['Rank']>, ParentType, ContextType>;
  recordTypes?: Resolver<Array<ResolversTypes['RecordType']>, ParentType, ContextType>;
  records?: Resolver<ResolversTypes['AssetRecordPage'], ParentType, ContextType, Partial<QueryRecordsArgs>>;
  secondFactors?: Resolver<ResolversTypes['SecondFactors'], ParentType, ContextType>;
  securityGuards?: Resolver<ResolversTypes['SecurityGuards'], ParentType, ContextType>;
  signInHistory?: Resolver<ResolversTypes['SignInEventPage'], ParentType, ContextType, Partial<QuerySignInHistoryArgs>>;
  systemBankAccounts?: Resolver<Array<ResolversTypes['SystemBankAccount']>, ParentType, ContextType>;
  teamMembers?: Resolver<ResolversTypes['TeamMemberPage'], ParentType, ContextType, Partial<QueryTeamMembersArgs>>;
  transferConfigs?: Resolver<Array<ResolversTypes['TransferConfig']>, ParentType, ContextType>;
  transferOrders?: Resolver<ResolversTypes['TransferPage'], ParentType, ContextType, Partial<QueryTransferOrdersArgs>>;
  transferQuote?: Resolver<ResolversTypes['TransferQuote'], ParentType, ContextType, RequireFields<QueryTransferQuoteArgs, 'amount' | 'coinName'>>;
  transfers?: Resolver<ResolversTypes['TransferPage'], ParentType, ContextType, Partial<QueryTransfersArgs>>;
  walletTotal?: Resolver<ResolversTypes['WalletTotal'], ParentType, ContextType>;
  withdrawalAddresses?: Resolver<Array<ResolversTypes['WithdrawalAddress']>, ParentType, ContextType>;
  withdrawalConfig?: Resolver<Array<ResolversTypes['WithdrawalConfig']>, ParentType, ContextType>;
  withdrawalConfigs?: Resolver<Array<ResolversTypes['WithdrawalConfig']>, ParentType, ContextType>;
  withdrawalQuote?: Resolver<ResolversTypes['WithdrawalQuote'], ParentType, ContextType, Partial<QueryWithdrawalQuoteArgs>>;
  withdrawalWhitelist?: Resolver<ResolversTypes['WithdrawalWhitelist'], ParentType, ContextType>;
  withdrawals?: Resolver<ResolversTypes['WithdrawalPage'], ParentType, ContextType, Partial<QueryWithdrawalsArgs>>;
};

export type RankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rank'] = ResolversParentTypes['Rank']> = {
  directReferrals?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalVolume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  teamVolume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type RankProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RankProgress'] = ResolversParentTypes['RankProgress']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['RankRequirement']>, ParentType, ContextType>;
};

export type RankRequirementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RankRequirement'] = ResolversParentTypes['RankRequirement']> = {
  have?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  met?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['RankRequirementName'], ParentType, ContextType>;
  need?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type RecordNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordNote'] = ResolversParentTypes['RecordNote']> = {
  counterparty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  depth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstTicket?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromCoin?: Resolver<Maybe<ResolversTypes['CoinName']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RecordNoteKind'], ParentType, ContextType>;
  lastTicket?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  targetPackageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toCoin?: Resolver<Maybe<ResolversTypes['CoinName']>, ParentType, ContextType>;
  tradeOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RecordTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordType'] = ResolversParentTypes['RecordType']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['AssetRecordType'], ParentType, ContextType>;
};

export type RecoveryCodesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecoveryCodes'] = ResolversParentTypes['RecoveryCodes']> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  referralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SecondFactorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecondFactors'] = ResolversParentTypes['SecondFactors']> = {
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totpEnabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SecurityGuardsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityGuards'] = ResolversParentTypes['SecurityGuards']> = {
  moneyLockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  withdrawalsPausedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idleTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInEvent'] = ResolversParentTypes['SignInEvent']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['SignInOutcome'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInEventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInEventPage'] = ResolversParentTypes['SignInEventPage']> = {
  items?: Resolver<Array<ResolversTypes['SignInEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  factorChallenge?: Resolver<Maybe<ResolversTypes['FactorChallenge']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  balancesChanged?: SubscriptionResolver<Array<ResolversTypes['Balance']>, "balancesChanged", ParentType, ContextType>;
  notificationUnreadCountChanged?: SubscriptionResolver<ResolversTypes['Int'], "notificationUnreadCountChanged", ParentType, ContextType>;
  profileChanged?: SubscriptionResolver<ResolversTypes['User'], "profileChanged", ParentType, ContextType>;
};

export type SystemBankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemBankAccount'] = ResolversParentTypes['SystemBankAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  directCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  personalVolume?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  teamVolume?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamMemberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamMemberPage'] = ResolversParentTypes['TeamMemberPage']> = {
  items?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TotpEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TotpEnrolment'] = ResolversParentTypes['TotpEnrolment']> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Transfer'] = ResolversParentTypes['Transfer']> = {
  actualAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  counterpartyUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TransferDirection'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferConfig'] = ResolversParentTypes['TransferConfig']> = {
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type TransferPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferPage'] = ResolversParentTypes['TransferPage']> = {
  items?: Resolver<Array<ResolversTypes['Transfer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TransferQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferQuote'] = ResolversParentTypes['TransferQuote']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  belowMinimum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  recipientUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  agreedToTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commitmentPackageEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kycStatus?: Resolver<ResolversTypes['KycStatus'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchingCodeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otcEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  referralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsorUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletTotal'] = ResolversParentTypes['WalletTotal']> = {
  change?: Resolver<ResolversTypes['WalletTotalChange'], ParentType, ContextType>;
  counted?: Resolver<Array<ResolversTypes['WalletTotalPart']>, ParentType, ContextType>;
  leftOut?: Resolver<Array<ResolversTypes['CoinName']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
};

export type WalletTotalChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletTotalChange'] = ResolversParentTypes['WalletTotalChange']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletTotalPartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletTotalPart'] = ResolversParentTypes['WalletTotalPart']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type WhitelistAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WhitelistAddress'] = ResolversParentTypes['WhitelistAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  network?: Resolver<ResolversTypes['ChainNetwork'], ParentType, ContextType>;
  whitelisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  whitelistedFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type WithdrawalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Withdrawal'] = ResolversParentTypes['Withdrawal']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actualAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  addressType?: Resolver<Maybe<ResolversTypes['ChainNetwork']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  approvalDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['WithdrawalKind'], ParentType, ContextType>;
  network?: Resolver<Maybe<ResolversTypes['ChainNetwork']>, ParentType, ContextType>;
  payoutHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WithdrawalStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WithdrawalAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalAddress'] = ResolversParentTypes['WithdrawalAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  network?: Resolver<ResolversTypes['ChainNetwork'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChainNetwork'], ParentType, ContextType>;
  usable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usableFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WithdrawalConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalConfig'] = ResolversParentTypes['WithdrawalConfig']> = {
  approvalText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  dailyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeType?: Resolver<ResolversTypes['WithdrawalFeeType'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['WithdrawalKind'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type WithdrawalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalPage'] = ResolversParentTypes['WithdrawalPage']> = {
  items?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WithdrawalQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalQuote'] = ResolversParentTypes['WithdrawalQuote']> = {
  actualAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  approvalDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['CoinName'], ParentType, ContextType>;
  dailyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  feeType?: Resolver<ResolversTypes['WithdrawalFeeType'], ParentType, ContextType>;
  feeValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quotaFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quotaResetsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalWhitelistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalWhitelist'] = ResolversParentTypes['WithdrawalWhitelist']> = {
  addresses?: Resolver<Array<ResolversTypes['WhitelistAddress']>, ParentType, ContextType>;
  offAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  on?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountFreeze?: AccountFreezeResolvers<ContextType>;
  AntiPhishingCode?: AntiPhishingCodeResolvers<ContextType>;
  AssetRecord?: AssetRecordResolvers<ContextType>;
  AssetRecordPage?: AssetRecordPageResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankDepositQuote?: BankDepositQuoteResolvers<ContextType>;
  BonusEarned?: BonusEarnedResolvers<ContextType>;
  BonusTotal?: BonusTotalResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimEvent?: ClaimEventResolvers<ContextType>;
  ClaimPage?: ClaimPageResolvers<ContextType>;
  ClaimScreenshot?: ClaimScreenshotResolvers<ContextType>;
  Coin?: CoinResolvers<ContextType>;
  Commitment?: CommitmentResolvers<ContextType>;
  CommitmentArea?: CommitmentAreaResolvers<ContextType>;
  CommitmentClaim?: CommitmentClaimResolvers<ContextType>;
  CommitmentFreePackage?: CommitmentFreePackageResolvers<ContextType>;
  CommitmentPage?: CommitmentPageResolvers<ContextType>;
  CommitmentPlan?: CommitmentPlanResolvers<ContextType>;
  ConvertConfig?: ConvertConfigResolvers<ContextType>;
  ConvertOrder?: ConvertOrderResolvers<ContextType>;
  ConvertOrderPage?: ConvertOrderPageResolvers<ContextType>;
  ConvertQuote?: ConvertQuoteResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DemoMode?: DemoModeResolvers<ContextType>;
  Deposit?: DepositResolvers<ContextType>;
  DepositChainConfig?: DepositChainConfigResolvers<ContextType>;
  DepositChannel?: DepositChannelResolvers<ContextType>;
  DepositGuide?: DepositGuideResolvers<ContextType>;
  DepositPage?: DepositPageResolvers<ContextType>;
  Earnings?: EarningsResolvers<ContextType>;
  EarningsDay?: EarningsDayResolvers<ContextType>;
  EarningsTotals?: EarningsTotalsResolvers<ContextType>;
  EmailAddress?: EmailAddressResolvers<ContextType>;
  EntrustPackage?: EntrustPackageResolvers<ContextType>;
  EntrustPackagePage?: EntrustPackagePageResolvers<ContextType>;
  EntrustPlan?: EntrustPlanResolvers<ContextType>;
  EntrustRedeemQuote?: EntrustRedeemQuoteResolvers<ContextType>;
  EntrustRedemption?: EntrustRedemptionResolvers<ContextType>;
  EntrustTotals?: EntrustTotalsResolvers<ContextType>;
  FactorChallenge?: FactorChallengeResolvers<ContextType>;
  File?: GraphQLScalarType;
  GameAccount?: GameAccountResolvers<ContextType>;
  GameBetFlow?: GameBetFlowResolvers<ContextType>;
  GameLaunch?: GameLaunchResolvers<ContextType>;
  GameListItem?: GameListItemResolvers<ContextType>;
  GameTransfer?: GameTransferResolvers<ContextType>;
  GameTransferPage?: GameTransferPageResolvers<ContextType>;
  GameTransferReceipt?: GameTransferReceiptResolvers<ContextType>;
  Hold?: HoldResolvers<ContextType>;
  InsuranceAutoAddSetting?: InsuranceAutoAddSettingResolvers<ContextType>;
  InsuranceCover?: InsuranceCoverResolvers<ContextType>;
  InsurancePackage?: InsurancePackageResolvers<ContextType>;
  InsurancePackagePage?: InsurancePackagePageResolvers<ContextType>;
  InsurancePlan?: InsurancePlanResolvers<ContextType>;
  InsuranceRedeemQuote?: InsuranceRedeemQuoteResolvers<ContextType>;
  InsuranceRedemption?: InsuranceRedemptionResolvers<ContextType>;
  InsuredOrder?: InsuredOrderResolvers<ContextType>;
  JackpotOrder?: JackpotOrderResolvers<ContextType>;
  JackpotOrderPage?: JackpotOrderPageResolvers<ContextType>;
  JackpotPool?: JackpotPoolResolvers<ContextType>;
  JackpotRound?: JackpotRoundResolvers<ContextType>;
  JackpotStatus?: JackpotStatusResolvers<ContextType>;
  Kyc?: KycResolvers<ContextType>;
  Level?: LevelResolvers<ContextType>;
  LevelCount?: LevelCountResolvers<ContextType>;
  MemberSession?: MemberSessionResolvers<ContextType>;
  MonthlyStatementPreference?: MonthlyStatementPreferenceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyOrganization?: MyOrganizationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OtcAppeal?: OtcAppealResolvers<ContextType>;
  OtcBuyQuote?: OtcBuyQuoteResolvers<ContextType>;
  OtcChatMessage?: OtcChatMessageResolvers<ContextType>;
  OtcChatPage?: OtcChatPageResolvers<ContextType>;
  OtcLobby?: OtcLobbyResolvers<ContextType>;
  OtcOffer?: OtcOfferResolvers<ContextType>;
  OtcOfferPage?: OtcOfferPageResolvers<ContextType>;
  OtcOfferReceipt?: OtcOfferReceiptResolvers<ContextType>;
  OtcPurchase?: OtcPurchaseResolvers<ContextType>;
  OtcRating?: OtcRatingResolvers<ContextType>;
  OtcTrackRecord?: OtcTrackRecordResolvers<ContextType>;
  OtcTrade?: OtcTradeResolvers<ContextType>;
  OtcTradePage?: OtcTradePageResolvers<ContextType>;
  PackageProjection?: PackageProjectionResolvers<ContextType>;
  PackageUpgradeOption?: PackageUpgradeOptionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasskeyOptions?: PasskeyOptionsResolvers<ContextType>;
  PendingEmailChange?: PendingEmailChangeResolvers<ContextType>;
  PinCode?: PinCodeResolvers<ContextType>;
  PinCodeActivation?: PinCodeActivationResolvers<ContextType>;
  PinCodeEvent?: PinCodeEventResolvers<ContextType>;
  PinCodeEventPage?: PinCodeEventPageResolvers<ContextType>;
  PinCodePage?: PinCodePageResolvers<ContextType>;
  PinCodePlan?: PinCodePlanResolvers<ContextType>;
  PinCodePurchase?: PinCodePurchaseResolvers<ContextType>;
  PinCodeTransfer?: PinCodeTransferResolvers<ContextType>;
  Premium?: PremiumResolvers<ContextType>;
  PremiumPage?: PremiumPageResolvers<ContextType>;
  PremiumRound?: PremiumRoundResolvers<ContextType>;
  PremiumTotals?: PremiumTotalsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rank?: RankResolvers<ContextType>;
  RankProgress?: RankProgressResolvers<ContextType>;
  RankRequirement?: RankRequirementResolvers<ContextType>;
  RecordNote?: RecordNoteResolvers<ContextType>;
  RecordType?: RecordTypeResolvers<ContextType>;
  RecoveryCodes?: RecoveryCodesResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  SecondFactors?: SecondFactorsResolvers<ContextType>;
  SecurityGuards?: SecurityGuardsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignInEvent?: SignInEventResolvers<ContextType>;
  SignInEventPage?: SignInEventPageResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemBankAccount?: SystemBankAccountResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  TotpEnrolment?: TotpEnrolmentResolvers<ContextType>;
  Transfer?: TransferResolvers<ContextType>;
  TransferConfig?: TransferConfigResolvers<ContextType>;
  TransferPage?: TransferPageResolvers<ContextType>;
  TransferQuote?: TransferQuoteResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WalletTotal?: WalletTotalResolvers<ContextType>;
  WalletTotalChange?: WalletTotalChangeResolvers<ContextType>;
  WalletTotalPart?: WalletTotalPartResolvers<ContextType>;
  WhitelistAddress?: WhitelistAddressResolvers<ContextType>;
  Withdrawal?: WithdrawalResolvers<ContextType>;
  WithdrawalAddress?: WithdrawalAddressResolvers<ContextType>;
  WithdrawalConfig?: WithdrawalConfigResolvers<ContextType>;
  WithdrawalPage?: WithdrawalPageResolvers<ContextType>;
  WithdrawalQuote?: WithdrawalQuoteResolvers<ContextType>;
  WithdrawalWhitelist?: WithdrawalWhitelistResolvers<ContextType>;
};

