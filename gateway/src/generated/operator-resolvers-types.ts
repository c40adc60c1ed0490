import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OperatorContext } from '../operator/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A point in time as an ISO-8601 string in UTC. */
  DateTime: { input: string; output: string; }
  /** A decimal number carried as a string, for example `"1250.50"`; never a float. */
  Decimal: { input: string; output: string; }
};

/** How an appeal is decided. */
export type AppealDecision =
  /** The trade stands, as the buyer has it: both sides unfrozen. */
  | 'RELEASE'
  /** The trade is undone, for the seller: the seller's amount and the buyer's payment go back. */
  | 'REVERSE';

/** One row of the audit trail. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** The action, e.g. `deposits/approve`. */
  action: Scalars['String']['output'];
  /** The operator's name, or `automation`. */
  actor?: Maybe<Scalars['String']['output']>;
  /** What the platform answered, as JSON: the object's state after the change. */
  after: Scalars['String']['output'];
  /** The object's state just before the change, as JSON; null where it has none of its own (a configuration set the console does not edit: see the previous row of the same action). */
  before?: Maybe<Scalars['String']['output']>;
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The row's hash (SHA-256 of the previous hash and the row). */
  hash: Scalars['String']['output'];
  /** The object's id or name. */
  objectId?: Maybe<Scalars['String']['output']>;
  /** What kind of object it is about, e.g. `deposits`. */
  objectType: Scalars['String']['output'];
  /** The reason given. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The row's place in the chain. */
  sequence: Scalars['ID']['output'];
};

/** Which audit rows to list. */
export type AuditTrailFilter = {
  /** An action, e.g. `deposits/approve`. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Rows before this sequence (the next page). */
  before?: InputMaybe<Scalars['ID']['input']>;
  /** How many rows, 1 to 500. Defaults to 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** An operator's name, or `automation`. */
  operator?: InputMaybe<Scalars['String']['input']>;
};

/** A package of the catalogue (insurance or entrust) as members are offered it. */
export type CatalogueEntry = {
  __typename?: 'CatalogueEntry';
  /** The price of one package. */
  amount: Scalars['Decimal']['output'];
  /** The credit the package is bought with. */
  coinName: Scalars['String']['output'];
  /** How many days the contract runs. */
  contractDays: Scalars['Int']['output'];
  /** The profit per day as a fraction of the principal, for example `0.005`. */
  dailyProfitRatio: Scalars['Decimal']['output'];
  /** Whether members may buy it. */
  enabled: Scalars['Boolean']['output'];
  /** The catalogue id, for example `INS_BASIC`. */
  id: Scalars['ID']['output'];
  /** INSURANCE or ENTRUST. */
  kind: Scalars['String']['output'];
  /** How many of it one member may hold. */
  maxPurchaseCount: Scalars['Int']['output'];
  /** The package's name in en-US. */
  name: Scalars['String']['output'];
  /** The credit its profit is paid in. */
  profitCoinName: Scalars['String']['output'];
  /** The fee of an early redemption as a fraction, for example `0.05`. */
  redeemFeeRatio: Scalars['Decimal']['output'];
  /** Its place in the catalogue, lowest first. */
  sortOrder: Scalars['Int']['output'];
};

/** A claim decision: carried out at once, or waiting for a second operator. */
export type ClaimDecision = {
  __typename?: 'ClaimDecision';
  /** The claim after the decision; null when it waits for a second operator. */
  claim?: Maybe<OperatorClaim>;
  /** The four-eyes request holding the payout, when its amount needs a second operator. */
  fourEyesRequest?: Maybe<FourEyesRequest>;
};

export type ClaimNoteInput = {
  /** The claim's id. */
  id: Scalars['ID']['input'];
  /** The note or reason (required to reject and to ask for information). */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** A convert pair: what one credit converts to, at what rate and fee. */
export type ConvertConfig = {
  __typename?: 'ConvertConfig';
  /** Whether members may convert this pair. */
  enabled: Scalars['Boolean']['output'];
  /** The fee as a fraction of the amount, from 0 up to (not including) 1. */
  feeRatio: Scalars['Decimal']['output'];
  /** The credit converted from. */
  fromCoin: Scalars['String']['output'];
  /** The smallest amount a member may convert. */
  minAmount: Scalars['Decimal']['output'];
  /** How much of `toCoin` one `fromCoin` gives. */
  rate: Scalars['Decimal']['output'];
  /** Converts above this amount wait for an operator's review; null when none does. */
  reviewAbove?: Maybe<Scalars['Decimal']['output']>;
  /** The credit converted to. */
  toCoin: Scalars['String']['output'];
};

export type DecideAppealInput = {
  /** RELEASE or REVERSE. */
  decision: AppealDecision;
  /** The operator's note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The trade's id. */
  tradeId: Scalars['ID']['input'];
};

export type DecideCommitmentInput = {
  /** The application's id. */
  id: Scalars['ID']['input'];
  /** The note on approval, the reason on rejection (required to reject). */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type DecideWithdrawalInput = {
  /** The withdrawal's id. */
  id: Scalars['ID']['input'];
  /** Why (required to reject). */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Deposit settings: the environment's values, or an admin's overrides of them. */
export type DepositSettings = {
  __typename?: 'DepositSettings';
  /** The environment's values, in force where no override is. */
  environment: DepositTerms;
  /** The smallest deposit. */
  minAmount: Scalars['Decimal']['output'];
  /** Deposits are whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
};

/** Deposit terms without an admin's overrides (the platform's environment). */
export type DepositTerms = {
  __typename?: 'DepositTerms';
  /** The smallest deposit. */
  minAmount: Scalars['Decimal']['output'];
  /** Deposits are whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
};

/** A four-eyes request: an action one operator asked for and another must approve. */
export type FourEyesRequest = {
  __typename?: 'FourEyesRequest';
  /** The operator route it carries out, e.g. `withdrawals/transition`. */
  action: Scalars['String']['output'];
  /** What the action is given, as JSON. */
  body: Scalars['String']['output'];
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was decided. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who approved or withdrew it. */
  decidedBy?: Maybe<Scalars['String']['output']>;
  /** The request's id. */
  id: Scalars['ID']['output'];
  /** What the action answered once carried out, as JSON. */
  outcome?: Maybe<Scalars['String']['output']>;
  /** The requester's reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The requesting operator's name. */
  requestedBy: Scalars['String']['output'];
  /** PENDING, APPROVED, FAILED or WITHDRAWN. */
  status: Scalars['String']['output'];
};

/** An operator's decision on a KYC submission. */
export type KycDecision =
  /** It is not; the member may send a new submission. */
  | 'FAILED'
  /** The identity is verified. */
  | 'PASSED';

/** One movement of a member's balance in the ledger. */
export type LedgerLine = {
  __typename?: 'LedgerLine';
  /** The change, negative when out. */
  amount: Scalars['Decimal']['output'];
  /** The balance after it. */
  balanceAfter: Scalars['Decimal']['output'];
  /** The balance before it. */
  balanceBefore: Scalars['Decimal']['output'];
  /** The credit. */
  coinName: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The kind of movement, e.g. DEPOSIT. */
  recordType: Scalars['String']['output'];
  /** The kind of movement in the operator's language. */
  recordTypeName: Scalars['String']['output'];
  /** Which part of the balance: available, frozen or locked. */
  state: Scalars['String']['output'];
  /** The transfer it belongs to. */
  transactionNumber: Scalars['String']['output'];
};

/** A page of a member's balance history, newest first. */
export type LedgerLinePage = {
  __typename?: 'LedgerLinePage';
  /** The lines of this page. */
  lines: Array<LedgerLine>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Lines per page. */
  pageSize: Scalars['Int']['output'];
  /** How many lines in all. */
  total: Scalars['Int']['output'];
};

/** A member's balance of one credit. */
export type MemberBalance = {
  __typename?: 'MemberBalance';
  /** What the member can use. */
  available: Scalars['Decimal']['output'];
  /** The credit. */
  coinName: Scalars['String']['output'];
  /** What is held (a withdrawal in review, an order). */
  frozen: Scalars['Decimal']['output'];
  /** What is locked (in a package). */
  locked: Scalars['Decimal']['output'];
};

/** A member's ban after a change. */
export type MemberBan = {
  __typename?: 'MemberBan';
  /** Whether the member is banned now. */
  banned: Scalars['Boolean']['output'];
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** What stops or watches a member's account. */
export type MemberFlags = {
  __typename?: 'MemberFlags';
  /** Whether the member is banned (cannot sign in). */
  banned: Scalars['Boolean']['output'];
  /** Since when. */
  bannedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the account is frozen (no money moves). */
  frozen: Scalars['Boolean']['output'];
  /** Since when. */
  frozenAt?: Maybe<Scalars['DateTime']['output']>;
  /** NONE, PENDING, PASSED or FAILED: the latest identity verification. */
  kycStatus: Scalars['String']['output'];
  /** Withdrawals wait until then after a credential changed; null when open. */
  withdrawalsPausedUntil?: Maybe<Scalars['DateTime']['output']>;
};

/** One of a member's records, as the member sees it in their history. */
export type MemberRecord = {
  __typename?: 'MemberRecord';
  /** The amount. */
  amount: Scalars['Decimal']['output'];
  /** The credit. */
  coinName: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The fee. */
  fee: Scalars['Decimal']['output'];
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** The receipt number the member reads out. */
  receiptNumber: Scalars['String']['output'];
  /** The kind of record, e.g. DEPOSIT. */
  recordType: Scalars['String']['output'];
  /** The kind of record in the operator's language. */
  recordTypeName: Scalars['String']['output'];
  /** The state of the record. */
  status: Scalars['String']['output'];
  /** The transfer it belongs to. */
  transactionNumber?: Maybe<Scalars['String']['output']>;
};

/** A page of a member's records, newest first. */
export type MemberRecordPage = {
  __typename?: 'MemberRecordPage';
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Records per page. */
  pageSize: Scalars['Int']['output'];
  /** The records of this page. */
  records: Array<MemberRecord>;
  /** How many records in all. */
  total: Scalars['Int']['output'];
};

/** A member a search found. */
export type MemberSearchHit = {
  __typename?: 'MemberSearchHit';
  /** Whether the member is banned. */
  banned: Scalars['Boolean']['output'];
  /** The member's country (ISO 3166 alpha-2). */
  countryCode: Scalars['String']['output'];
  /** When the member registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The member's email address, when given. */
  email?: Maybe<Scalars['String']['output']>;
  /** The member's user id. */
  id: Scalars['ID']['output'];
  /** The member's rank, -1 to 7. */
  level: Scalars['Int']['output'];
  /** What the search matched. */
  matchedBy: MemberSearchMatch;
  /** The member's referral id. */
  referralId: Scalars['String']['output'];
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** What a member search matched. */
export type MemberSearchMatch =
  /** The transaction hash of one of the member's deposits. */
  | 'DEPOSIT_HASH'
  /** The member's referral id. */
  | 'REFERRAL_ID'
  /** The member's user id. */
  | 'USER_ID'
  /** The user name starts with the search (any case). */
  | 'USER_NAME'
  /** An address the member saved for withdrawals or withdrew to. */
  | 'WITHDRAWAL_ADDRESS';

/** The members a search names: at most 20. */
export type MemberSearchResult = {
  __typename?: 'MemberSearchResult';
  /** The members found, exact matches first, then names in order. */
  members: Array<MemberSearchHit>;
  /** Whether more members match than are listed (a longer search narrows it). */
  more: Scalars['Boolean']['output'];
};

/** One of a member's live sessions. */
export type MemberSession = {
  __typename?: 'MemberSession';
  /** The address it was opened from. */
  address: Scalars['String']['output'];
  /** The browser, when the user agent says. */
  browser?: Maybe<Scalars['String']['output']>;
  /** The session's id. */
  id: Scalars['ID']['output'];
  /** desktop, mobile, tablet, tv or bot, when the user agent says. */
  kind?: Maybe<Scalars['String']['output']>;
  /** When it was last used. */
  lastSeenAt: Scalars['DateTime']['output'];
  /** The operating system, when the user agent says. */
  os?: Maybe<Scalars['String']['output']>;
  /** When it was opened. */
  startedAt: Scalars['DateTime']['output'];
};

/** A member as support reads them. */
export type MemberSupportProfile = {
  __typename?: 'MemberSupportProfile';
  /** The member's balances, one per credit. */
  balances: Array<MemberBalance>;
  /** The member's country (ISO 3166 alpha-2). */
  countryCode: Scalars['String']['output'];
  /** When the member registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The member's email address, when given. */
  email?: Maybe<Scalars['String']['output']>;
  /** What stops or watches the account. */
  flags: MemberFlags;
  /** The member's user id. */
  id: Scalars['ID']['output'];
  /** The member's rank, -1 to 7. */
  level: Scalars['Int']['output'];
  /** The member's referral id. */
  referralId: Scalars['String']['output'];
  /** The member's place in the team. */
  team: MemberTeam;
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** A member's place in the team. */
export type MemberTeam = {
  __typename?: 'MemberTeam';
  /** How many members the member invited. */
  directCount: Scalars['Int']['output'];
  /** Who invited the member; null for the root sponsor. */
  sponsorUserName?: Maybe<Scalars['String']['output']>;
  /** How many members the member's whole downline has. */
  teamCount: Scalars['Int']['output'];
};

/** What the operator console changes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Approves a claim: the platform computes and pays the payout (above the four-eyes amount it waits for a second operator). */
  approveClaim: ClaimDecision;
  /** Approves a commitment application: the package opens. */
  approveCommitment: OperatorCommitment;
  /** Approves a deposit: the member's balance is credited. */
  approveDeposit: OperatorDeposit;
  /** Approves another operator's four-eyes request, which carries out its action. */
  approveFourEyesRequest: FourEyesRequest;
  /** Approves a withdrawal (above the four-eyes amount it waits for a second operator). */
  approveWithdrawal: WithdrawalDecision;
  /** Bans a member (every session ends) or lifts the ban (compliance and admin). */
  banMember: MemberBan;
  /** Decides a P2P appeal: release (the trade stands) or reverse (it is undone). */
  decideAppeal: OperatorAppeal;
  /** Ends one of a member's sessions (compliance and admin); answers the sessions left. */
  endMemberSession: Array<MemberSession>;
  /** Rejects a claim with a reason. */
  rejectClaim: OperatorClaim;
  /** Rejects a commitment application with a reason. */
  rejectCommitment: OperatorCommitment;
  /** Rejects a deposit with a reason. */
  rejectDeposit: OperatorDeposit;
  /** Rejects a withdrawal with a reason; the held amount returns to the member. */
  rejectWithdrawal: WithdrawalDecision;
  /** Asks the member for more information on a claim. */
  requestClaimInfo: OperatorClaim;
  /** Passes or fails a KYC submission (failing needs a reason). */
  reviewKyc: OperatorKycSubmission;
  /** Changes a catalogue package (admin only, with a reason). */
  setCatalogueEntry: CatalogueEntry;
  /** Changes a convert pair (admin only, with a reason). */
  setConvertConfig: ConvertConfig;
  /** Changes the deposit settings (admin only, with a reason). */
  setDepositSettings: DepositSettings;
  /** Changes a team bonus rate (admin only, with a reason). */
  setTeamBonusRate: TeamBonusRate;
  /** Changes the withdrawal settings (admin only, with a reason). */
  setWithdrawalSettings: WithdrawalSettings;
  /** Signs an operator in with name, password and authenticator code. */
  signInOperator: OperatorSession;
  /** Ends the operator's session. */
  signOutOperator: Scalars['Boolean']['output'];
  /** Withdraws one's own pending four-eyes request. */
  withdrawFourEyesRequest: FourEyesRequest;
};


/** What the operator console changes. */
export type MutationApproveClaimArgs = {
  input: ClaimNoteInput;
};


/** What the operator console changes. */
export type MutationApproveCommitmentArgs = {
  input: DecideCommitmentInput;
};


/** What the operator console changes. */
export type MutationApproveDepositArgs = {
  id: Scalars['ID']['input'];
};


/** What the operator console changes. */
export type MutationApproveFourEyesRequestArgs = {
  id: Scalars['ID']['input'];
};


/** What the operator console changes. */
export type MutationApproveWithdrawalArgs = {
  input: DecideWithdrawalInput;
};


/** What the operator console changes. */
export type MutationBanMemberArgs = {
  banned: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};


/** What the operator console changes. */
export type MutationDecideAppealArgs = {
  input: DecideAppealInput;
};


/** What the operator console changes. */
export type MutationEndMemberSessionArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  sessionId: Scalars['ID']['input'];
  userName: Scalars['String']['input'];
};


/** What the operator console changes. */
export type MutationRejectClaimArgs = {
  input: ClaimNoteInput;
};


/** What the operator console changes. */
export type MutationRejectCommitmentArgs = {
  input: DecideCommitmentInput;
};


/** What the operator console changes. */
export type MutationRejectDepositArgs = {
  input: RejectDepositInput;
};


/** What the operator console changes. */
export type MutationRejectWithdrawalArgs = {
  input: DecideWithdrawalInput;
};


/** What the operator console changes. */
export type MutationRequestClaimInfoArgs = {
  input: ClaimNoteInput;
};


/** What the operator console changes. */
export type MutationReviewKycArgs = {
  input: ReviewKycInput;
};


/** What the operator console changes. */
export type MutationSetCatalogueEntryArgs = {
  input: SetCatalogueEntryInput;
};


/** What the operator console changes. */
export type MutationSetConvertConfigArgs = {
  input: SetConvertConfigInput;
};


/** What the operator console changes. */
export type MutationSetDepositSettingsArgs = {
  input: SetDepositSettingsInput;
};


/** What the operator console changes. */
export type MutationSetTeamBonusRateArgs = {
  input: SetTeamBonusRateInput;
};


/** What the operator console changes. */
export type MutationSetWithdrawalSettingsArgs = {
  input: SetWithdrawalSettingsInput;
};


/** What the operator console changes. */
export type MutationSignInOperatorArgs = {
  input: SignInOperatorInput;
};


/** What the operator console changes. */
export type MutationWithdrawFourEyesRequestArgs = {
  id: Scalars['ID']['input'];
};

/** The signed-in operator. */
export type Operator = {
  __typename?: 'Operator';
  /** The operator's sign-in name. */
  name: Scalars['String']['output'];
  /** The operator's role. */
  role: OperatorRole;
};

/** A P2P trade under appeal, as an operator decides it. */
export type OperatorAppeal = {
  __typename?: 'OperatorAppeal';
  /** The amount sold. */
  amount: Scalars['Decimal']['output'];
  /** The appeal's reason. */
  appealReason: Scalars['String']['output'];
  /** When the appeal was made. */
  appealedAt: Scalars['DateTime']['output'];
  /** Who appealed. */
  appealedBy: Scalars['String']['output'];
  /** The buyer's user name. */
  buyerUserName: Scalars['String']['output'];
  /** The trade's chat, oldest first (read one appeal at a time). */
  chat?: Maybe<Array<OperatorTradeMessage>>;
  /** The coin sold. */
  coinName: Scalars['String']['output'];
  /** When the trade was made. */
  createdAt: Scalars['DateTime']['output'];
  /** RELEASE or REVERSE, once decided. */
  decision?: Maybe<Scalars['String']['output']>;
  /** The deciding operator's note. */
  decisionNote?: Maybe<Scalars['String']['output']>;
  /** The trade's fee. */
  fee: Scalars['Decimal']['output'];
  /** What the buyer paid. */
  payAmount: Scalars['Decimal']['output'];
  /** The paying coin. */
  payCoinName: Scalars['String']['output'];
  /** The price. */
  price: Scalars['Decimal']['output'];
  /** The seller's user name. */
  sellerUserName: Scalars['String']['output'];
  /** COMPLETED, APPEALING or REVERSED. */
  status: Scalars['String']['output'];
  /** The trade's id. */
  tradeId: Scalars['ID']['output'];
};

/** An insurance claim as an operator reviews it. */
export type OperatorClaim = {
  __typename?: 'OperatorClaim';
  /** The coin paid out. */
  coinName: Scalars['String']['output'];
  /** When the member filed it. */
  createdAt: Scalars['DateTime']['output'];
  /** The claim's id. */
  id: Scalars['ID']['output'];
  /** The insured package's name. */
  packageName: Scalars['String']['output'];
  /** The payout, once approved (the platform computes it on approval). */
  payout?: Maybe<Scalars['Decimal']['output']>;
  /** The premium round the claim is on. */
  premiumRound: Scalars['Int']['output'];
  /** Why it was rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** PENDING_REVIEW, UNDER_REVIEW, INFO_REQUESTED, APPROVED or REJECTED. */
  status: Scalars['String']['output'];
  /** The claim's steps, oldest first. */
  timeline: Array<OperatorClaimEvent>;
  /** The trade order claimed for. */
  tradeOrder: Scalars['Int']['output'];
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** One step of a claim's timeline. */
export type OperatorClaimEvent = {
  __typename?: 'OperatorClaimEvent';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The operator's note. */
  note?: Maybe<Scalars['String']['output']>;
  /** SUBMITTED, UNDER_REVIEW, INFO_REQUESTED, APPROVED, PAID or REJECTED. */
  status: Scalars['String']['output'];
};

/** A member's application for a commitment package. */
export type OperatorCommitment = {
  __typename?: 'OperatorCommitment';
  /** The package's amount. */
  amount: Scalars['Decimal']['output'];
  /** Its coin. */
  coinName: Scalars['String']['output'];
  /** When the member applied. */
  createdAt: Scalars['DateTime']['output'];
  /** The application's id. */
  id: Scalars['ID']['output'];
  /** The catalogue package applied for. */
  name: Scalars['String']['output'];
  /** The package an approval opened. */
  packageId?: Maybe<Scalars['String']['output']>;
  /** The operator's note or reason. */
  reviewNote?: Maybe<Scalars['String']['output']>;
  /** PENDING_REVIEW, APPROVED or REJECTED. */
  status: Scalars['String']['output'];
  /** COMMITMENT or FREE. */
  type: Scalars['String']['output'];
  /** The member's user name (null in a decision's answer, which the platform gives without it). */
  userName?: Maybe<Scalars['String']['output']>;
};

/** A member's deposit as an operator reviews it. */
export type OperatorDeposit = {
  __typename?: 'OperatorDeposit';
  /** The amount to credit. */
  amount: Scalars['Decimal']['output'];
  /** The bank's name (BANK). */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The coin credited. */
  coinName: Scalars['String']['output'];
  /** When the member made it. */
  createdAt: Scalars['DateTime']['output'];
  /** The id of an earlier deposit that sent the same receipt picture. */
  duplicateReceiptOf?: Maybe<Scalars['String']['output']>;
  /** Whether the member sent a receipt picture. */
  hasReceipt: Scalars['Boolean']['output'];
  /** The chain transaction hash (CHAIN). */
  hash?: Maybe<Scalars['String']['output']>;
  /** The deposit's id. */
  id: Scalars['ID']['output'];
  /** CHAIN or BANK. */
  kind: Scalars['String']['output'];
  /** Why it was rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** PENDING_REVIEW, APPROVED or REJECTED. */
  status: Scalars['String']['output'];
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** An identity verification (KYC) submission as an operator reviews it. */
export type OperatorKycSubmission = {
  __typename?: 'OperatorKycSubmission';
  /** The back photo as a `data:` URL (compliance and admin; with `kycSubmission` only, null in the list). */
  backPhoto?: Maybe<Scalars['String']['output']>;
  /** The front photo as a `data:` URL (compliance and admin; with `kycSubmission` only, null in the list). */
  frontPhoto?: Maybe<Scalars['String']['output']>;
  /** The submission's id. */
  id: Scalars['ID']['output'];
  /** The identity number in full (read with the detail only; null in the list). */
  idNumber?: Maybe<Scalars['String']['output']>;
  /** Why it failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When an operator decided it. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** PENDING, PASSED or FAILED. */
  status: Scalars['String']['output'];
  /** When the member sent it. */
  submittedAt: Scalars['DateTime']['output'];
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** A review queue's size and the age of its oldest item. */
export type OperatorQueue = {
  __typename?: 'OperatorQueue';
  /** How many items wait (counted up to 500). */
  count: Scalars['Int']['output'];
  /** Which queue. */
  kind: OperatorQueueKind;
  /** When the oldest waiting item was made; null when the queue is empty. */
  oldestAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Which review queue. */
export type OperatorQueueKind =
  /** P2P trades under appeal. */
  | 'APPEALS'
  /** Claims not yet decided (the count is the platform's total; the oldest among the newest 100 of each state). */
  | 'CLAIMS'
  /** Commitment applications waiting for review. */
  | 'COMMITMENTS'
  /** Deposits waiting for review. */
  | 'DEPOSITS'
  /** KYC submissions waiting for review. */
  | 'KYC'
  /** Withdrawals waiting for review. */
  | 'WITHDRAWALS';

/** What an operator may do (docs/operations.md, "Operators, roles and the automation token"). */
export type OperatorRole =
  /** Everything, including operators and configuration. */
  | 'ADMIN'
  /** KYC, claims, P2P appeals; reads the audit trail. */
  | 'COMPLIANCE'
  /** Deposits, withdrawals, adjustments and fines. */
  | 'FINANCE'
  /** Reads members, records and queues; changes nothing. */
  | 'SUPPORT';

/** An operator's session: its bearer token and when it ends at the latest. */
export type OperatorSession = {
  __typename?: 'OperatorSession';
  /** When the session ends in any case (it also ends after 30 idle minutes). */
  expiresAt: Scalars['DateTime']['output'];
  /** Who signed in. */
  operator: Operator;
  /** Sent as `authorization: Bearer <token>` to /admin/graphql. */
  token: Scalars['String']['output'];
};

/** A chat message of a P2P trade, read-only for operators. */
export type OperatorTradeMessage = {
  __typename?: 'OperatorTradeMessage';
  /** What it says. */
  content: Scalars['String']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** Who sent it. */
  senderUserName: Scalars['String']['output'];
};

/** A member's withdrawal as an operator reviews it. */
export type OperatorWithdrawal = {
  __typename?: 'OperatorWithdrawal';
  /** What the member receives. */
  actualAmount: Scalars['Decimal']['output'];
  /** Where it goes (a chain address), when on chain. */
  address?: Maybe<Scalars['String']['output']>;
  /** The amount asked for. */
  amount: Scalars['Decimal']['output'];
  /** The bank's name, when by bank. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The coin paid out. */
  coinName: Scalars['String']['output'];
  /** When the member asked. */
  createdAt: Scalars['DateTime']['output'];
  /** The fee. */
  fee: Scalars['Decimal']['output'];
  /** The withdrawal's id. */
  id: Scalars['ID']['output'];
  /** Why it was rejected or failed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The withdrawal's state on the platform. */
  status: Scalars['String']['output'];
  /** The member's user name. */
  userName: Scalars['String']['output'];
};

/** What the operator console reads. */
export type Query = {
  __typename?: 'Query';
  /** One P2P trade under appeal with its chat. */
  appeal: OperatorAppeal;
  /** The audit trail, newest first (compliance and admin). */
  auditTrail: Array<AuditEntry>;
  /** A claim's screenshot as a `data:` URL (compliance and admin). */
  claimScreenshot: Scalars['String']['output'];
  /** Every convert pair, enabled or not (support, finance and admin). */
  convertConfigs: Array<ConvertConfig>;
  /** The deposit settings in force and the environment's (support, finance and admin). */
  depositSettings: DepositSettings;
  /** Four-eyes requests, newest first; all of them when no status is given. */
  fourEyesRequests: Array<FourEyesRequest>;
  /** One KYC submission with its identity number and photos. */
  kycSubmission: OperatorKycSubmission;
  /** A member's balance history (ledger lines), newest first; of one credit when given. */
  memberBalanceHistory: LedgerLinePage;
  /** A member's profile with balances, flags and team. */
  memberProfile: MemberSupportProfile;
  /** A member's records, newest first. */
  memberRecords: MemberRecordPage;
  /** Members by the start of a user name, a user id, a referral id, an address or a deposit hash (at most 20). */
  memberSearch: MemberSearchResult;
  /** A member's live sessions, the most recently used first. */
  memberSessions: Array<MemberSession>;
  /** P2P trades under appeal, oldest appeal first. */
  openAppeals: Array<OperatorAppeal>;
  /** The signed-in operator. */
  operatorMe: Operator;
  /** The review queues the operator's role may read, with their sizes and oldest items. */
  operatorQueues: Array<OperatorQueue>;
  /** The package catalogue, both kinds, in catalogue order (support and admin). */
  packageCatalogue: Array<CatalogueEntry>;
  /** Claims not yet decided (waiting, under review, information requested), oldest first. */
  pendingClaims: Array<OperatorClaim>;
  /** Commitment applications waiting for review, oldest first. */
  pendingCommitments: Array<OperatorCommitment>;
  /** Deposits waiting for review, oldest first. */
  pendingDeposits: Array<OperatorDeposit>;
  /** KYC submissions waiting for review, oldest first. */
  pendingKycSubmissions: Array<OperatorKycSubmission>;
  /** Withdrawals waiting for review (PENDING_REVIEW), oldest first; approved ones waiting for their payout are not listed. */
  pendingWithdrawals: Array<OperatorWithdrawal>;
  /** The team's bonus rates (support and admin). */
  teamBonusRates: Array<TeamBonusRate>;
  /** The withdrawal settings in force and the environment's (support, finance and admin). */
  withdrawalSettings: WithdrawalSettings;
};


/** What the operator console reads. */
export type QueryAppealArgs = {
  tradeId: Scalars['ID']['input'];
};


/** What the operator console reads. */
export type QueryAuditTrailArgs = {
  filter?: InputMaybe<AuditTrailFilter>;
};


/** What the operator console reads. */
export type QueryClaimScreenshotArgs = {
  id: Scalars['ID']['input'];
};


/** What the operator console reads. */
export type QueryFourEyesRequestsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


/** What the operator console reads. */
export type QueryKycSubmissionArgs = {
  id: Scalars['ID']['input'];
};


/** What the operator console reads. */
export type QueryMemberBalanceHistoryArgs = {
  coinName?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  userName: Scalars['String']['input'];
};


/** What the operator console reads. */
export type QueryMemberProfileArgs = {
  userName: Scalars['String']['input'];
};


/** What the operator console reads. */
export type QueryMemberRecordsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  userName: Scalars['String']['input'];
};


/** What the operator console reads. */
export type QueryMemberSearchArgs = {
  query: Scalars['String']['input'];
};


/** What the operator console reads. */
export type QueryMemberSessionsArgs = {
  userName: Scalars['String']['input'];
};

export type RejectDepositInput = {
  /** The deposit's id. */
  id: Scalars['ID']['input'];
  /** Why, shown to the member. */
  reason: Scalars['String']['input'];
};

export type ReviewKycInput = {
  /** Passed or failed. */
  decision: KycDecision;
  /** The submission's id. */
  id: Scalars['ID']['input'];
  /** Why it failed (required to fail), shown to the member. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** A change of a catalogue package: only what is given changes. */
export type SetCatalogueEntryInput = {
  /** The new price of one package. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The new number of contract days (1 to 3650). */
  contractDays?: InputMaybe<Scalars['Int']['input']>;
  /** The new daily profit as a fraction. */
  dailyProfitRatio?: InputMaybe<Scalars['Decimal']['input']>;
  /** Whether members may buy it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The catalogue id. */
  id: Scalars['ID']['input'];
  /** The new most one member may hold (1 to 1000). */
  maxPurchaseCount?: InputMaybe<Scalars['Int']['input']>;
  /** Why, kept in the audit trail. */
  reason: Scalars['String']['input'];
  /** The new early-redemption fee as a fraction. */
  redeemFeeRatio?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A change of a convert pair: only what is given changes. */
export type SetConvertConfigInput = {
  /** Whether members may convert this pair. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new fee as a fraction (0 up to, not including, 1). */
  feeRatio?: InputMaybe<Scalars['Decimal']['input']>;
  /** The credit converted from. */
  fromCoin: Scalars['String']['input'];
  /** The new smallest amount (above 0). */
  minAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** True removes the review threshold (no convert waits for review). */
  noReview?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new rate (above 0). */
  rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Why, kept in the audit trail. */
  reason: Scalars['String']['input'];
  /** The new review threshold (above 0). */
  reviewAbove?: InputMaybe<Scalars['Decimal']['input']>;
  /** The credit converted to. */
  toCoin: Scalars['String']['input'];
};

/** A change of the deposit settings: only what is given changes. */
export type SetDepositSettingsInput = {
  /** The new smallest deposit (above 0). */
  minAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The new multiple (above 0). */
  multiple?: InputMaybe<Scalars['Decimal']['input']>;
  /** Why, kept in the audit trail. */
  reason: Scalars['String']['input'];
  /** True drops every override: the environment's values apply again. */
  useEnvironment?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A change of a team bonus rate: only what is given changes. */
export type SetTeamBonusRateInput = {
  /** Which bonus. */
  key: Scalars['String']['input'];
  /** The new lowest rank that earns it (-1 to 7). */
  minLevel?: InputMaybe<Scalars['Int']['input']>;
  /** The new rate as a fraction (0 up to, not including, 1). */
  rate?: InputMaybe<Scalars['Decimal']['input']>;
  /** Why, kept in the audit trail. */
  reason: Scalars['String']['input'];
};

/** A change of the withdrawal settings: only what is given changes. */
export type SetWithdrawalSettingsInput = {
  /** FIXED or RATIO, given with `feeValue`. */
  feeType?: InputMaybe<Scalars['String']['input']>;
  /** The new fee (FIXED: an amount; RATIO: a fraction below 1), given with `feeType`. */
  feeValue?: InputMaybe<Scalars['Decimal']['input']>;
  /** The new largest withdrawal (above 0). */
  maxAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The new smallest withdrawal (above 0, not above the largest). */
  minAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The new multiple (above 0). */
  multiple?: InputMaybe<Scalars['Decimal']['input']>;
  /** Why, kept in the audit trail. */
  reason: Scalars['String']['input'];
  /** True drops every override: the environment's values apply again. */
  useEnvironment?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SignInOperatorInput = {
  /** The operator's sign-in name. */
  name: Scalars['String']['input'];
  /** The operator's password. */
  password: Scalars['String']['input'];
  /** The authenticator app's current code. */
  totpCode: Scalars['String']['input'];
};

/** One of the team's bonus rates (docs/team.md). */
export type TeamBonusRate = {
  __typename?: 'TeamBonusRate';
  /** Which bonus, for example `SPONSOR` or `PROFIT_SHARING_1`. */
  key: Scalars['String']['output'];
  /** The lowest rank that earns it (-1 to 7). */
  minLevel: Scalars['Int']['output'];
  /** The rate as a fraction, from 0 up to (not including) 1. */
  rate: Scalars['Decimal']['output'];
};

/** A withdrawal decision: carried out at once, or waiting for a second operator. */
export type WithdrawalDecision = {
  __typename?: 'WithdrawalDecision';
  /** The four-eyes request holding the decision, when the amount needs a second operator. */
  fourEyesRequest?: Maybe<FourEyesRequest>;
  /** The withdrawal after the decision; null when it waits for a second operator. */
  withdrawal?: Maybe<OperatorWithdrawal>;
};

/** Withdrawal settings: the environment's values, or an admin's overrides of them. */
export type WithdrawalSettings = {
  __typename?: 'WithdrawalSettings';
  /** The environment's values, in force where no override is. */
  environment: WithdrawalTerms;
  /** FIXED (a fee per withdrawal) or RATIO (a fraction of the amount). */
  feeType: Scalars['String']['output'];
  /** The fee per withdrawal (FIXED) or the fraction of the amount (RATIO). */
  feeValue: Scalars['Decimal']['output'];
  /** The largest withdrawal. */
  maxAmount: Scalars['Decimal']['output'];
  /** The smallest withdrawal. */
  minAmount: Scalars['Decimal']['output'];
  /** Withdrawals are whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
};

/** Withdrawal terms without an admin's overrides (the platform's environment). */
export type WithdrawalTerms = {
  __typename?: 'WithdrawalTerms';
  /** FIXED or RATIO. */
  feeType: Scalars['String']['output'];
  /** The fee per withdrawal (FIXED) or the fraction of the amount (RATIO). */
  feeValue: Scalars['Decimal']['output'];
  /** The largest withdrawal. */
  maxAmount: Scalars['Decimal']['output'];
  /** The smallest withdrawal. */
  minAmount: Scalars['Decimal']['output'];
  /** Withdrawals are whole multiples of this, when set. */
  multiple?: Maybe<Scalars['Decimal']['output']>;
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
  AppealDecision: AppealDecision;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditTrailFilter: AuditTrailFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CatalogueEntry: ResolverTypeWrapper<CatalogueEntry>;
  ClaimDecision: ResolverTypeWrapper<ClaimDecision>;
  ClaimNoteInput: ClaimNoteInput;
  ConvertConfig: ResolverTypeWrapper<ConvertConfig>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideAppealInput: DecideAppealInput;
  DecideCommitmentInput: DecideCommitmentInput;
  DecideWithdrawalInput: DecideWithdrawalInput;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DepositSettings: ResolverTypeWrapper<DepositSettings>;
  DepositTerms: ResolverTypeWrapper<DepositTerms>;
  FourEyesRequest: ResolverTypeWrapper<FourEyesRequest>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KycDecision: KycDecision;
  LedgerLine: ResolverTypeWrapper<LedgerLine>;
  LedgerLinePage: ResolverTypeWrapper<LedgerLinePage>;
  MemberBalance: ResolverTypeWrapper<MemberBalance>;
  MemberBan: ResolverTypeWrapper<MemberBan>;
  MemberFlags: ResolverTypeWrapper<MemberFlags>;
  MemberRecord: ResolverTypeWrapper<MemberRecord>;
  MemberRecordPage: ResolverTypeWrapper<MemberRecordPage>;
  MemberSearchHit: ResolverTypeWrapper<MemberSearchHit>;
  MemberSearchMatch: MemberSearchMatch;
  MemberSearchResult: ResolverTypeWrapper<MemberSearchResult>;
  MemberSession: ResolverTypeWrapper<MemberSession>;
  MemberSupportProfile: ResolverTypeWrapper<MemberSupportProfile>;
  MemberTeam: ResolverTypeWrapper<MemberTeam>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Operator: ResolverTypeWrapper<Operator>;
  OperatorAppeal: ResolverTypeWrapper<OperatorAppeal>;
  OperatorClaim: ResolverTypeWrapper<OperatorClaim>;
  OperatorClaimEvent: ResolverTypeWrapper<OperatorClaimEvent>;
  OperatorCommitment: ResolverTypeWrapper<OperatorCommitment>;
  OperatorDeposit: ResolverTypeWrapper<OperatorDeposit>;
  OperatorKycSubmission: ResolverTypeWrapper<OperatorKycSubmission>;
  OperatorQueue: ResolverTypeWrapper<OperatorQueue>;
  OperatorQueueKind: OperatorQueueKind;
  OperatorRole: OperatorRole;
  OperatorSession: ResolverTypeWrapper<OperatorSession>;
  OperatorTradeMessage: ResolverTypeWrapper<OperatorTradeMessage>;
  OperatorWithdrawal: ResolverTypeWrapper<OperatorWithdrawal>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RejectDepositInput: RejectDepositInput;
  ReviewKycInput: ReviewKycInput;
  SetCatalogueEntryInput: SetCatalogueEntryInput;
  SetConvertConfigInput: SetConvertConfigInput;
  SetDepositSettingsInput: SetDepositSettingsInput;
  SetTeamBonusRateInput: SetTeamBonusRateInput;
  SetWithdrawalSettingsInput: SetWithdrawalSettingsInput;
  SignInOperatorInput: SignInOperatorInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamBonusRate: ResolverTypeWrapper<TeamBonusRate>;
  WithdrawalDecision: ResolverTypeWrapper<WithdrawalDecision>;
  WithdrawalSettings: ResolverTypeWrapper<WithdrawalSettings>;
  WithdrawalTerms: ResolverTypeWrapper<WithdrawalTerms>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditEntry;
  AuditTrailFilter: AuditTrailFilter;
  Boolean: Scalars['Boolean']['output'];
  CatalogueEntry: CatalogueEntry;
  ClaimDecision: ClaimDecision;
  ClaimNoteInput: ClaimNoteInput;
  ConvertConfig: ConvertConfig;
  DateTime: Scalars['DateTime']['output'];
  DecideAppealInput: DecideAppealInput;
  DecideCommitmentInput: DecideCommitmentInput;
  DecideWithdrawalInput: DecideWithdrawalInput;
  Decimal: Scalars['Decimal']['output'];
  DepositSettings: DepositSettings;
  DepositTerms: DepositTerms;
  FourEyesRequest: FourEyesRequest;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LedgerLine: LedgerLine;
  LedgerLinePage: LedgerLinePage;
  MemberBalance: MemberBalance;
  MemberBan: MemberBan;
  MemberFlags: MemberFlags;
  MemberRecord: MemberRecord;
  MemberRecordPage: MemberRecordPage;
  MemberSearchHit: MemberSearchHit;
  MemberSearchResult: MemberSearchResult;
  MemberSession: MemberSession;
  MemberSupportProfile: MemberSupportProfile;
  MemberTeam: MemberTeam;
  Mutation: Record<PropertyKey, never>;
  Operator: Operator;
  OperatorAppeal: OperatorAppeal;
  OperatorClaim: OperatorClaim;
  OperatorClaimEvent: OperatorClaimEvent;
  OperatorCommitment: OperatorCommitment;
  OperatorDeposit: OperatorDeposit;
  OperatorKycSubmission: OperatorKycSubmission;
  OperatorQueue: OperatorQueue;
  OperatorSession: OperatorSession;
  OperatorTradeMessage: OperatorTradeMessage;
  OperatorWithdrawal: OperatorWithdrawal;
  Query: Record<PropertyKey, never>;
  RejectDepositInput: RejectDepositInput;
  ReviewKycInput: ReviewKycInput;
  SetCatalogueEntryInput: SetCatalogueEntryInput;
  SetConvertConfigInput: SetConvertConfigInput;
  SetDepositSettingsInput: SetDepositSettingsInput;
  SetTeamBonusRateInput: SetTeamBonusRateInput;
  SetWithdrawalSettingsInput: SetWithdrawalSettingsInput;
  SignInOperatorInput: SignInOperatorInput;
  String: Scalars['String']['output'];
  TeamBonusRate: TeamBonusRate;
  WithdrawalDecision: WithdrawalDecision;
  WithdrawalSettings: WithdrawalSettings;
  WithdrawalTerms: WithdrawalTerms;
};

export type AuditEntryResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CatalogueEntryResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['CatalogueEntry'] = ResolversParentTypes['CatalogueEntry']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyProfitRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPurchaseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profitCoinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redeemFeeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClaimDecisionResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['ClaimDecision'] = ResolversParentTypes['ClaimDecision']> = {
  claim?: Resolver<Maybe<ResolversTypes['OperatorClaim']>, ParentType, ContextType>;
  fourEyesRequest?: Resolver<Maybe<ResolversTypes['FourEyesRequest']>, ParentType, ContextType>;
};

export type ConvertConfigResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['ConvertConfig'] = ResolversParentTypes['ConvertConfig']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeRatio?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fromCoin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reviewAbove?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  toCoin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DepositSettingsResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['DepositSettings'] = ResolversParentTypes['DepositSettings']> = {
  environment?: Resolver<ResolversTypes['DepositTerms'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type DepositTermsResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['DepositTerms'] = ResolversParentTypes['DepositTerms']> = {
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type FourEyesRequestResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['FourEyesRequest'] = ResolversParentTypes['FourEyesRequest']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerLineResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['LedgerLine'] = ResolversParentTypes['LedgerLine']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balanceBefore?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerLinePageResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['LedgerLinePage'] = ResolversParentTypes['LedgerLinePage']> = {
  lines?: Resolver<Array<ResolversTypes['LedgerLine']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberBalanceResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberBalance'] = ResolversParentTypes['MemberBalance']> = {
  available?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type MemberBanResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberBan'] = ResolversParentTypes['MemberBan']> = {
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberFlagsResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberFlags'] = ResolversParentTypes['MemberFlags']> = {
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bannedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frozenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kycStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawalsPausedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type MemberRecordResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberRecord'] = ResolversParentTypes['MemberRecord']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberRecordPageResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberRecordPage'] = ResolversParentTypes['MemberRecordPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['MemberRecord']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberSearchHitResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberSearchHit'] = ResolversParentTypes['MemberSearchHit']> = {
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matchedBy?: Resolver<ResolversTypes['MemberSearchMatch'], ParentType, ContextType>;
  referralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberSearchResultResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberSearchResult'] = ResolversParentTypes['MemberSearchResult']> = {
  members?: Resolver<Array<ResolversTypes['MemberSearchHit']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MemberSessionResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberSession'] = ResolversParentTypes['MemberSession']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MemberSupportProfileResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberSupportProfile'] = ResolversParentTypes['MemberSupportProfile']> = {
  balances?: Resolver<Array<ResolversTypes['MemberBalance']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['MemberFlags'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referralId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['MemberTeam'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberTeamResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['MemberTeam'] = ResolversParentTypes['MemberTeam']> = {
  directCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sponsorUserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  approveClaim?: Resolver<ResolversTypes['ClaimDecision'], ParentType, ContextType, RequireFields<MutationApproveClaimArgs, 'input'>>;
  approveCommitment?: Resolver<ResolversTypes['OperatorCommitment'], ParentType, ContextType, RequireFields<MutationApproveCommitmentArgs, 'input'>>;
  approveDeposit?: Resolver<ResolversTypes['OperatorDeposit'], ParentType, ContextType, RequireFields<MutationApproveDepositArgs, 'id'>>;
  approveFourEyesRequest?: Resolver<ResolversTypes['FourEyesRequest'], ParentType, ContextType, RequireFields<MutationApproveFourEyesRequestArgs, 'id'>>;
  approveWithdrawal?: Resolver<ResolversTypes['WithdrawalDecision'], ParentType, ContextType, RequireFields<MutationApproveWithdrawalArgs, 'input'>>;
  banMember?: Resolver<ResolversTypes['MemberBan'], ParentType, ContextType, RequireFields<MutationBanMemberArgs, 'banned' | 'userName'>>;
  decideAppeal?: Resolver<ResolversTypes['OperatorAppeal'], ParentType, ContextType, RequireFields<MutationDecideAppealArgs, 'input'>>;
  endMemberSession?: Resolver<Array<ResolversTypes['MemberSession']>, ParentType, ContextType, RequireFields<MutationEndMemberSessionArgs, 'sessionId' | 'userName'>>;
  rejectClaim?: Resolver<ResolversTypes['OperatorClaim'], ParentType, ContextType, RequireFields<MutationRejectClaimArgs, 'input'>>;
  rejectCommitment?: Resolver<ResolversTypes['OperatorCommitment'], ParentType, ContextType, RequireFields<MutationRejectCommitmentArgs, 'input'>>;
  rejectDeposit?: Resolver<ResolversTypes['OperatorDeposit'], ParentType, ContextType, RequireFields<MutationRejectDepositArgs, 'input'>>;
  rejectWithdrawal?: Resolver<ResolversTypes['WithdrawalDecision'], ParentType, ContextType, RequireFields<MutationRejectWithdrawalArgs, 'input'>>;
  requestClaimInfo?: Resolver<ResolversTypes['OperatorClaim'], ParentType, ContextType, RequireFields<MutationRequestClaimInfoArgs, 'input'>>;
  reviewKyc?: Resolver<ResolversTypes['OperatorKycSubmission'], ParentType, ContextType, RequireFields<MutationReviewKycArgs, 'input'>>;
  setCatalogueEntry?: Resolver<ResolversTypes['CatalogueEntry'], ParentType, ContextType, RequireFields<MutationSetCatalogueEntryArgs, 'input'>>;
  setConvertConfig?: Resolver<ResolversTypes['ConvertConfig'], ParentType, ContextType, RequireFields<MutationSetConvertConfigArgs, 'input'>>;
  setDepositSettings?: Resolver<ResolversTypes['DepositSettings'], ParentType, ContextType, RequireFields<MutationSetDepositSettingsArgs, 'input'>>;
  setTeamBonusRate?: Resolver<ResolversTypes['TeamBonusRate'], ParentType, ContextType, RequireFields<MutationSetTeamBonusRateArgs, 'input'>>;
  setWithdrawalSettings?: Resolver<ResolversTypes['WithdrawalSettings'], ParentType, ContextType, RequireFields<MutationSetWithdrawalSettingsArgs, 'input'>>;
  signInOperator?: Resolver<ResolversTypes['OperatorSession'], ParentType, ContextType, RequireFields<MutationSignInOperatorArgs, 'input'>>;
  signOutOperator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawFourEyesRequest?: Resolver<ResolversTypes['FourEyesRequest'], ParentType, ContextType, RequireFields<MutationWithdrawFourEyesRequestArgs, 'id'>>;
};

export type OperatorResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['Operator'] = ResolversParentTypes['Operator']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OperatorRole'], ParentType, ContextType>;
};

export type OperatorAppealResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorAppeal'] = ResolversParentTypes['OperatorAppeal']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  appealReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appealedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  appealedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chat?: Resolver<Maybe<Array<ResolversTypes['OperatorTradeMessage']>>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decisionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payCoinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellerUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OperatorClaimResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorClaim'] = ResolversParentTypes['OperatorClaim']> = {
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  premiumRound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['OperatorClaimEvent']>, ParentType, ContextType>;
  tradeOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorClaimEventResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorClaimEvent'] = ResolversParentTypes['OperatorClaimEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorCommitmentResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorCommitment'] = ResolversParentTypes['OperatorCommitment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OperatorDepositResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorDeposit'] = ResolversParentTypes['OperatorDeposit']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duplicateReceiptOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasReceipt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorKycSubmissionResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorKycSubmission'] = ResolversParentTypes['OperatorKycSubmission']> = {
  backPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorQueueResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorQueue'] = ResolversParentTypes['OperatorQueue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OperatorQueueKind'], ParentType, ContextType>;
  oldestAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type OperatorSessionResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorSession'] = ResolversParentTypes['OperatorSession']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['Operator'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorTradeMessageResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorTradeMessage'] = ResolversParentTypes['OperatorTradeMessage']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  senderUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorWithdrawalResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['OperatorWithdrawal'] = ResolversParentTypes['OperatorWithdrawal']> = {
  actualAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appeal?: Resolver<ResolversTypes['OperatorAppeal'], ParentType, ContextType, RequireFields<QueryAppealArgs, 'tradeId'>>;
  auditTrail?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, Partial<QueryAuditTrailArgs>>;
  claimScreenshot?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryClaimScreenshotArgs, 'id'>>;
  convertConfigs?: Resolver<Array<ResolversTypes['ConvertConfig']>, ParentType, ContextType>;
  depositSettings?: Resolver<ResolversTypes['DepositSettings'], ParentType, ContextType>;
  fourEyesRequests?: Resolver<Array<ResolversTypes['FourEyesRequest']>, ParentType, ContextType, Partial<QueryFourEyesRequestsArgs>>;
  kycSubmission?: Resolver<ResolversTypes['OperatorKycSubmission'], ParentType, ContextType, RequireFields<QueryKycSubmissionArgs, 'id'>>;
  memberBalanceHistory?: Resolver<ResolversTypes['LedgerLinePage'], ParentType, ContextType, RequireFields<QueryMemberBalanceHistoryArgs, 'page' | 'pageSize' | 'userName'>>;
  memberProfile?: Resolver<ResolversTypes['MemberSupportProfile'], ParentType, ContextType, RequireFields<QueryMemberProfileArgs, 'userName'>>;
  memberRecords?: Resolver<ResolversTypes['MemberRecordPage'], ParentType, ContextType, RequireFields<QueryMemberRecordsArgs, 'page' | 'pageSize' | 'userName'>>;
  memberSearch?: Resolver<ResolversTypes['MemberSearchResult'], ParentType, ContextType, RequireFields<QueryMemberSearchArgs, 'query'>>;
  memberSessions?: Resolver<Array<ResolversTypes['MemberSession']>, ParentType, ContextType, RequireFields<QueryMemberSessionsArgs, 'userName'>>;
  openAppeals?: Resolver<Array<ResolversTypes['OperatorAppeal']>, ParentType, ContextType>;
  operatorMe?: Resolver<ResolversTypes['Operator'], ParentType, ContextType>;
  operatorQueues?: Resolver<Array<ResolversTypes['OperatorQueue']>, ParentType, ContextType>;
  packageCatalogue?: Resolver<Array<ResolversTypes['CatalogueEntry']>, ParentType, ContextType>;
  pendingClaims?: Resolver<Array<ResolversTypes['OperatorClaim']>, ParentType, ContextType>;
  pendingCommitments?: Resolver<Array<ResolversTypes['OperatorCommitment']>, ParentType, ContextType>;
  pendingDeposits?: Resolver<Array<ResolversTypes['OperatorDeposit']>, ParentType, ContextType>;
  pendingKycSubmissions?: Resolver<Array<ResolversTypes['OperatorKycSubmission']>, ParentType, ContextType>;
  pendingWithdrawals?: Resolver<Array<ResolversTypes['OperatorWithdrawal']>, ParentType, ContextType>;
  teamBonusRates?: Resolver<Array<ResolversTypes['TeamBonusRate']>, ParentType, ContextType>;
  withdrawalSettings?: Resolver<ResolversTypes['WithdrawalSettings'], ParentType, ContextType>;
};

export type TeamBonusRateResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['TeamBonusRate'] = ResolversParentTypes['TeamBonusRate']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type WithdrawalDecisionResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['WithdrawalDecision'] = ResolversParentTypes['WithdrawalDecision']> = {
  fourEyesRequest?: Resolver<Maybe<ResolversTypes['FourEyesRequest']>, ParentType, ContextType>;
  withdrawal?: Resolver<Maybe<ResolversTypes['OperatorWithdrawal']>, ParentType, ContextType>;
};

export type WithdrawalSettingsResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['WithdrawalSettings'] = ResolversParentTypes['WithdrawalSettings']> = {
  environment?: Resolver<ResolversTypes['WithdrawalTerms'], ParentType, ContextType>;
  feeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type WithdrawalTermsResolvers<ContextType = OperatorContext, ParentType extends ResolversParentTypes['WithdrawalTerms'] = ResolversParentTypes['WithdrawalTerms']> = {
  feeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = OperatorContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  CatalogueEntry?: CatalogueEntryResolvers<ContextType>;
  ClaimDecision?: ClaimDecisionResolvers<ContextType>;
  ConvertConfig?: ConvertConfigResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DepositSettings?: DepositSettingsResolvers<ContextType>;
  DepositTerms?: DepositTermsResolvers<ContextType>;
  FourEyesRequest?: FourEyesRequestResolvers<ContextType>;
  LedgerLine?: LedgerLineResolvers<ContextType>;
  LedgerLinePage?: LedgerLinePageResolvers<ContextType>;
  MemberBalance?: MemberBalanceResolvers<ContextType>;
  MemberBan?: MemberBanResolvers<ContextType>;
  MemberFlags?: MemberFlagsResolvers<ContextType>;
  MemberRecord?: MemberRecordResolvers<ContextType>;
  MemberRecordPage?: MemberRecordPageResolvers<ContextType>;
  MemberSearchHit?: MemberSearchHitResolvers<ContextType>;
  MemberSearchResult?: MemberSearchResultResolvers<ContextType>;
  MemberSession?: MemberSessionResolvers<ContextType>;
  MemberSupportProfile?: MemberSupportProfileResolvers<ContextType>;
  MemberTeam?: MemberTeamResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Operator?: OperatorResolvers<ContextType>;
  OperatorAppeal?: OperatorAppealResolvers<ContextType>;
  OperatorClaim?: OperatorClaimResolvers<ContextType>;
  OperatorClaimEvent?: OperatorClaimEventResolvers<ContextType>;
  OperatorCommitment?: OperatorCommitmentResolvers<ContextType>;
  OperatorDeposit?: OperatorDepositResolvers<ContextType>;
  OperatorKycSubmission?: OperatorKycSubmissionResolvers<ContextType>;
  OperatorQueue?: OperatorQueueResolvers<ContextType>;
  OperatorSession?: OperatorSessionResolvers<ContextType>;
  OperatorTradeMessage?: OperatorTradeMessageResolvers<ContextType>;
  OperatorWithdrawal?: OperatorWithdrawalResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  TeamBonusRate?: TeamBonusRateResolvers<ContextType>;
  WithdrawalDecision?: WithdrawalDecisionResolvers<ContextType>;
  WithdrawalSettings?: WithdrawalSettingsResolvers<ContextType>;
  WithdrawalTerms?: WithdrawalTermsResolvers<ContextType>;
};

