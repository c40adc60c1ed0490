/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How an appeal is decided. */
export type AppealDecision =
  /** The trade stands, as the buyer has it: both sides unfrozen. */
  | 'RELEASE'
  /** The trade is undone, for the seller: the seller's amount and the buyer's payment go back. */
  | 'REVERSE';

/** Which audit rows to list. */
export type AuditTrailFilter = {
  /** An action, e.g. `deposits/approve`. */
  action?: string | null | undefined;
  /** Rows before this sequence (the next page). */
  before?: string | number | null | undefined;
  /** How many rows, 1 to 500. Defaults to 100. */
  limit?: number | null | undefined;
  /** An operator's name, or `automation`. */
  operator?: string | null | undefined;
};

export type ClaimNoteInput = {
  /** The claim's id. */
  id: string | number;
  /** The note or reason (required to reject and to ask for information). */
  note?: string | null | undefined;
};

export type DecideAppealInput = {
  /** RELEASE or REVERSE. */
  decision: AppealDecision;
  /** The operator's note. */
  note?: string | null | undefined;
  /** The trade's id. */
  tradeId: string | number;
};

export type DecideCommitmentInput = {
  /** The application's id. */
  id: string | number;
  /** The note on approval, the reason on rejection (required to reject). */
  note?: string | null | undefined;
};

export type DecideWithdrawalInput = {
  /** The withdrawal's id. */
  id: string | number;
  /** Why (required to reject). */
  reason?: string | null | undefined;
};

/** An operator's decision on a KYC submission. */
export type KycDecision =
  /** It is not; the member may send a new submission. */
  | 'FAILED'
  /** The identity is verified. */
  | 'PASSED';

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

export type RejectDepositInput = {
  /** The deposit's id. */
  id: string | number;
  /** Why, shown to the member. */
  reason: string;
};

export type ReviewKycInput = {
  /** Passed or failed. */
  decision: KycDecision;
  /** The submission's id. */
  id: string | number;
  /** Why it failed (required to fail), shown to the member. */
  reason?: string | null | undefined;
};

/** A change of a catalogue package: only what is given changes. */
export type SetCatalogueEntryInput = {
  /** The new price of one package. */
  amount?: string | null | undefined;
  /** The new number of contract days (1 to 3650). */
  contractDays?: number | null | undefined;
  /** The new daily profit as a fraction. */
  dailyProfitRatio?: string | null | undefined;
  /** Whether members may buy it. */
  enabled?: boolean | null | undefined;
  /** The catalogue id. */
  id: string | number;
  /** The new most one member may hold (1 to 1000). */
  maxPurchaseCount?: number | null | undefined;
  /** Why, kept in the audit trail. */
  reason: string;
  /** The new early-redemption fee as a fraction. */
  redeemFeeRatio?: string | null | undefined;
};

/** A change of a convert pair: only what is given changes. */
export type SetConvertConfigInput = {
  /** Whether members may convert this pair. */
  enabled?: boolean | null | undefined;
  /** The new fee as a fraction (0 up to, not including, 1). */
  feeRatio?: string | null | undefined;
  /** The credit converted from. */
  fromCoin: string;
  /** The new smallest amount (above 0). */
  minAmount?: string | null | undefined;
  /** True removes the review threshold (no convert waits for review). */
  noReview?: boolean | null | undefined;
  /** The new rate (above 0). */
  rate?: string | null | undefined;
  /** Why, kept in the audit trail. */
  reason: string;
  /** The new review threshold (above 0). */
  reviewAbove?: string | null | undefined;
  /** The credit converted to. */
  toCoin: string;
};

/** A change of the deposit settings: only what is given changes. */
export type SetDepositSettingsInput = {
  /** The new smallest deposit (above 0). */
  minAmount?: string | null | undefined;
  /** The new multiple (above 0). */
  multiple?: string | null | undefined;
  /** Why, kept in the audit trail. */
  reason: string;
  /** True drops every override: the environment's values apply again. */
  useEnvironment?: boolean | null | undefined;
};

/** A change of a team bonus rate: only what is given changes. */
export type SetTeamBonusRateInput = {
  /** Which bonus. */
  key: string;
  /** The new lowest rank that earns it (-1 to 7). */
  minLevel?: number | null | undefined;
  /** The new rate as a fraction (0 up to, not including, 1). */
  rate?: string | null | undefined;
  /** Why, kept in the audit trail. */
  reason: string;
};

/** A change of the withdrawal settings: only what is given changes. */
export type SetWithdrawalSettingsInput = {
  /** FIXED or RATIO, given with `feeValue`. */
  feeType?: string | null | undefined;
  /** The new fee (FIXED: an amount; RATIO: a fraction below 1), given with `feeType`. */
  feeValue?: string | null | undefined;
  /** The new largest withdrawal (above 0). */
  maxAmount?: string | null | undefined;
  /** The new smallest withdrawal (above 0, not above the largest). */
  minAmount?: string | null | undefined;
  /** The new multiple (above 0). */
  multiple?: string | null | undefined;
  /** Why, kept in the audit trail. */
  reason: string;
  /** True drops every override: the environment's values apply again. */
  useEnvironment?: boolean | null | undefined;
};

export type SignInOperatorInput = {
  /** The operator's sign-in name. */
  name: string;
  /** The operator's password. */
  password: string;
  /** The authenticator app's current code. */
  totpCode: string;
};

export type AuditTrailQueryVariables = Exact<{
  filter?: AuditTrailFilter | null | undefined;
}>;


export type AuditTrailQuery = { auditTrail: Array<{ __typename: 'AuditEntry', sequence: string, createdAt: string, actor: string | null, action: string, objectType: string, objectId: string | null, reason: string | null, before: string | null, after: string }> };

export type PackageCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PackageCatalogueQuery = { packageCatalogue: Array<{ __typename: 'CatalogueEntry', id: string, kind: string, name: string, amount: string, coinName: string, profitCoinName: string, contractDays: number, dailyProfitRatio: string, maxPurchaseCount: number, redeemFeeRatio: string, enabled: boolean, sortOrder: number }> };

export type SetCatalogueEntryMutationVariables = Exact<{
  input: SetCatalogueEntryInput;
}>;


export type SetCatalogueEntryMutation = { setCatalogueEntry: { __typename: 'CatalogueEntry', id: string, amount: string, contractDays: number, dailyProfitRatio: string, maxPurchaseCount: number, redeemFeeRatio: string, enabled: boolean } };

export type ConvertConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConvertConfigsQuery = { convertConfigs: Array<{ __typename: 'ConvertConfig', fromCoin: string, toCoin: string, rate: string, feeRatio: string, minAmount: string, reviewAbove: string | null, enabled: boolean }> };

export type SetConvertConfigMutationVariables = Exact<{
  input: SetConvertConfigInput;
}>;


export type SetConvertConfigMutation = { setConvertConfig: { __typename: 'ConvertConfig', fromCoin: string, toCoin: string, rate: string, feeRatio: string, minAmount: string, reviewAbove: string | null, enabled: boolean } };

export type TeamBonusRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamBonusRatesQuery = { teamBonusRates: Array<{ __typename: 'TeamBonusRate', key: string, rate: string, minLevel: number }> };

export type SetTeamBonusRateMutationVariables = Exact<{
  input: SetTeamBonusRateInput;
}>;


export type SetTeamBonusRateMutation = { setTeamBonusRate: { __typename: 'TeamBonusRate', key: string, rate: string, minLevel: number } };

export type MoneySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneySettingsQuery = { withdrawalSettings: { __typename: 'WithdrawalSettings', feeType: string, feeValue: string, minAmount: string, maxAmount: string, multiple: string | null, environment: { __typename: 'WithdrawalTerms', feeType: string, feeValue: string, minAmount: string, maxAmount: string, multiple: string | null } }, depositSettings: { __typename: 'DepositSettings', minAmount: string, multiple: string | null, environment: { __typename: 'DepositTerms', minAmount: string, multiple: string | null } } };

export type SetWithdrawalSettingsMutationVariables = Exact<{
  input: SetWithdrawalSettingsInput;
}>;


export type SetWithdrawalSettingsMutation = { setWithdrawalSettings: { __typename: 'WithdrawalSettings', feeType: string, feeValue: string, minAmount: string, maxAmount: string, multiple: string | null } };

export type SetDepositSettingsMutationVariables = Exact<{
  input: SetDepositSettingsInput;
}>;


export type SetDepositSettingsMutation = { setDepositSettings: { __typename: 'DepositSettings', minAmount: string, multiple: string | null } };

export type PendingDepositsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingDepositsQuery = { pendingDeposits: Array<{ __typename: 'OperatorDeposit', id: string, userName: string, kind: string, coinName: string, amount: string, hash: string | null, bankName: string | null, hasReceipt: boolean, duplicateReceiptOf: string | null, status: string, createdAt: string }> };

export type ApproveDepositMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveDepositMutation = { approveDeposit: { __typename: 'OperatorDeposit', id: string, status: string } };

export type RejectDepositMutationVariables = Exact<{
  input: RejectDepositInput;
}>;


export type RejectDepositMutation = { rejectDeposit: { __typename: 'OperatorDeposit', id: string, status: string, reason: string | null } };

export type FourEyesRequestsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type FourEyesRequestsQuery = { fourEyesRequests: Array<{ __typename: 'FourEyesRequest', id: string, action: string, body: string, reason: string | null, requestedBy: string, status: string, decidedBy: string | null, createdAt: string }> };

export type ApproveFourEyesRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveFourEyesRequestMutation = { approveFourEyesRequest: { __typename: 'FourEyesRequest', id: string, status: string, decidedBy: string | null } };

export type WithdrawFourEyesRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawFourEyesRequestMutation = { withdrawFourEyesRequest: { __typename: 'FourEyesRequest', id: string, status: string, decidedBy: string | null } };

export type MemberSearchQueryVariables = Exact<{
  query: string;
}>;


export type MemberSearchQuery = { memberSearch: { __typename: 'MemberSearchResult', more: boolean, members: Array<{ __typename: 'MemberSearchHit', id: string, userName: string, referralId: string, email: string | null, countryCode: string, level: number, banned: boolean, createdAt: string, matchedBy: MemberSearchMatch }> } };

export type MemberProfileQueryVariables = Exact<{
  userName: string;
}>;


export type MemberProfileQuery = { memberProfile: { __typename: 'MemberSupportProfile', id: string, userName: string, referralId: string, email: string | null, countryCode: string, level: number, createdAt: string, balances: Array<{ __typename: 'MemberBalance', coinName: string, available: string, frozen: string, locked: string }>, flags: { __typename: 'MemberFlags', banned: boolean, bannedAt: string | null, frozen: boolean, frozenAt: string | null, kycStatus: string, withdrawalsPausedUntil: string | null }, team: { __typename: 'MemberTeam', sponsorUserName: string | null, directCount: number, teamCount: number } } };

export type MemberBalanceHistoryQueryVariables = Exact<{
  userName: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberBalanceHistoryQuery = { memberBalanceHistory: { __typename: 'LedgerLinePage', total: number, page: number, pageSize: number, lines: Array<{ __typename: 'LedgerLine', id: string, transactionNumber: string, coinName: string, state: string, recordTypeName: string, amount: string, balanceAfter: string, createdAt: string }> } };

export type MemberRecordsQueryVariables = Exact<{
  userName: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MemberRecordsQuery = { memberRecords: { __typename: 'MemberRecordPage', total: number, page: number, pageSize: number, records: Array<{ __typename: 'MemberRecord', id: string, receiptNumber: string, coinName: string, recordTypeName: string, amount: string, fee: string, status: string, createdAt: string }> } };

export type MemberSessionsQueryVariables = Exact<{
  userName: string;
}>;


export type MemberSessionsQuery = { memberSessions: Array<{ __typename: 'MemberSession', id: string, browser: string | null, os: string | null, kind: string | null, address: string, startedAt: string, lastSeenAt: string }> };

export type EndMemberSessionMutationVariables = Exact<{
  userName: string;
  sessionId: string | number;
  reason?: string | null | undefined;
}>;


export type EndMemberSessionMutation = { endMemberSession: Array<{ __typename: 'MemberSession', id: string, browser: string | null, os: string | null, kind: string | null, address: string, startedAt: string, lastSeenAt: string }> };

export type BanMemberMutationVariables = Exact<{
  userName: string;
  banned: boolean;
  reason?: string | null | undefined;
}>;


export type BanMemberMutation = { banMember: { __typename: 'MemberBan', userName: string, banned: boolean } };

export type SignInOperatorMutationVariables = Exact<{
  input: SignInOperatorInput;
}>;


export type SignInOperatorMutation = { signInOperator: { __typename: 'OperatorSession', token: string, expiresAt: string, operator: { __typename: 'Operator', name: string, role: OperatorRole } } };

export type SignOutOperatorMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOperatorMutation = { signOutOperator: boolean };

export type OperatorMeQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorMeQuery = { operatorMe: { __typename: 'Operator', name: string, role: OperatorRole } };

export type OperatorQueuesQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorQueuesQuery = { operatorQueues: Array<{ __typename: 'OperatorQueue', kind: OperatorQueueKind, count: number, oldestAt: string | null }> };

export type PendingKycSubmissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingKycSubmissionsQuery = { pendingKycSubmissions: Array<{ __typename: 'OperatorKycSubmission', id: string, userName: string, status: string, submittedAt: string }> };

export type KycSubmissionQueryVariables = Exact<{
  id: string | number;
}>;


export type KycSubmissionQuery = { kycSubmission: { __typename: 'OperatorKycSubmission', id: string, userName: string, status: string, reason: string | null, idNumber: string | null, submittedAt: string, frontPhoto: string | null, backPhoto: string | null } };

export type ReviewKycMutationVariables = Exact<{
  input: ReviewKycInput;
}>;


export type ReviewKycMutation = { reviewKyc: { __typename: 'OperatorKycSubmission', id: string, status: string, reason: string | null } };

export type PendingClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingClaimsQuery = { pendingClaims: Array<{ __typename: 'OperatorClaim', id: string, userName: string, packageName: string, premiumRound: number, tradeOrder: number, status: string, payout: string | null, coinName: string, createdAt: string, timeline: Array<{ __typename: 'OperatorClaimEvent', status: string, note: string | null, at: string }> }> };

export type ClaimScreenshotQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimScreenshotQuery = { claimScreenshot: string };

export type ApproveClaimMutationVariables = Exact<{
  input: ClaimNoteInput;
}>;


export type ApproveClaimMutation = { approveClaim: { __typename: 'ClaimDecision', claim: { __typename: 'OperatorClaim', id: string, status: string, payout: string | null, coinName: string } | null, fourEyesRequest: { __typename: 'FourEyesRequest', id: string, status: string } | null } };

export type RejectClaimMutationVariables = Exact<{
  input: ClaimNoteInput;
}>;


export type RejectClaimMutation = { rejectClaim: { __typename: 'OperatorClaim', id: string, status: string, reason: string | null } };

export type RequestClaimInfoMutationVariables = Exact<{
  input: ClaimNoteInput;
}>;


export type RequestClaimInfoMutation = { requestClaimInfo: { __typename: 'OperatorClaim', id: string, status: string } };

export type PendingCommitmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingCommitmentsQuery = { pendingCommitments: Array<{ __typename: 'OperatorCommitment', id: string, userName: string | null, type: string, name: string, amount: string, coinName: string, status: string, createdAt: string }> };

export type ApproveCommitmentMutationVariables = Exact<{
  input: DecideCommitmentInput;
}>;


export type ApproveCommitmentMutation = { approveCommitment: { __typename: 'OperatorCommitment', id: string, status: string, packageId: string | null } };

export type RejectCommitmentMutationVariables = Exact<{
  input: DecideCommitmentInput;
}>;


export type RejectCommitmentMutation = { rejectCommitment: { __typename: 'OperatorCommitment', id: string, status: string, reviewNote: string | null } };

export type OpenAppealsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenAppealsQuery = { openAppeals: Array<{ __typename: 'OperatorAppeal', tradeId: string, sellerUserName: string, buyerUserName: string, coinName: string, amount: string, payAmount: string, payCoinName: string, appealedBy: string, appealReason: string, appealedAt: string }> };

export type AppealQueryVariables = Exact<{
  tradeId: string | number;
}>;


export type AppealQuery = { appeal: { __typename: 'OperatorAppeal', tradeId: string, sellerUserName: string, buyerUserName: string, coinName: string, amount: string, price: string, payAmount: string, payCoinName: string, fee: string, status: string, appealedBy: string, appealReason: string, appealedAt: string, createdAt: string, chat: Array<{ __typename: 'OperatorTradeMessage', id: string, senderUserName: string, content: string, createdAt: string }> | null } };

export type DecideAppealMutationVariables = Exact<{
  input: DecideAppealInput;
}>;


export type DecideAppealMutation = { decideAppeal: { __typename: 'OperatorAppeal', tradeId: string, status: string, decision: string | null, decisionNote: string | null } };

export type PendingWithdrawalsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingWithdrawalsQuery = { pendingWithdrawals: Array<{ __typename: 'OperatorWithdrawal', id: string, userName: string, coinName: string, amount: string, fee: string, actualAmount: string, address: string | null, bankName: string | null, status: string, createdAt: string }> };

export type ApproveWithdrawalMutationVariables = Exact<{
  input: DecideWithdrawalInput;
}>;


export type ApproveWithdrawalMutation = { approveWithdrawal: { __typename: 'WithdrawalDecision', withdrawal: { __typename: 'OperatorWithdrawal', id: string, status: string } | null, fourEyesRequest: { __typename: 'FourEyesRequest', id: string, status: string } | null } };

export type RejectWithdrawalMutationVariables = Exact<{
  input: DecideWithdrawalInput;
}>;


export type RejectWithdrawalMutation = { rejectWithdrawal: { __typename: 'WithdrawalDecision', withdrawal: { __typename: 'OperatorWithdrawal', id: string, status: string } | null, fourEyesRequest: { __typename: 'FourEyesRequest', id: string, status: string } | null } };


export const AuditTrailDocument = {"__meta__":{"hash":"e8960401ff6b2c99b9d7115eb843da181c00019fd84a3adbcedad260d240026d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditTrailFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const PackageCatalogueDocument = {"__meta__":{"hash":"61e1b557e335310f187baf79bd2688f6a537e95708ee7b4af08c97a9b4330660"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"profitCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}},{"kind":"Field","name":{"kind":"Name","value":"dailyProfitRatio"}},{"kind":"Field","name":{"kind":"Name","value":"maxPurchaseCount"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFeeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<PackageCatalogueQuery, PackageCatalogueQueryVariables>;
export const SetCatalogueEntryDocument = {"__meta__":{"hash":"76209043a86475236d3f29251d3cad404e50fb1a179064a78d94a6df307cd2e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCatalogueEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCatalogueEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCatalogueEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"contractDays"}},{"kind":"Field","name":{"kind":"Name","value":"dailyProfitRatio"}},{"kind":"Field","name":{"kind":"Name","value":"maxPurchaseCount"}},{"kind":"Field","name":{"kind":"Name","value":"redeemFeeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetCatalogueEntryMutation, SetCatalogueEntryMutationVariables>;
export const ConvertConfigsDocument = {"__meta__":{"hash":"3291d5d1d0851f14e0820f1406e578f336069d4eb6e498a0947626cc81905db6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConvertConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAbove"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ConvertConfigsQuery, ConvertConfigsQueryVariables>;
export const SetConvertConfigDocument = {"__meta__":{"hash":"b98ceacc134e72f4e59b89ad0b6cb9dbda7027c48ee49955d3de1b116580135b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetConvertConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetConvertConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConvertConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fromCoin"}},{"kind":"Field","name":{"kind":"Name","value":"toCoin"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"feeRatio"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAbove"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetConvertConfigMutation, SetConvertConfigMutationVariables>;
export const TeamBonusRatesDocument = {"__meta__":{"hash":"7e667d7e6b3ee1a5045f08cd6032cba04f7c9d06a35193d6304c45026d34a0a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamBonusRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamBonusRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}}]}}]}}]} as unknown as DocumentNode<TeamBonusRatesQuery, TeamBonusRatesQueryVariables>;
export const SetTeamBonusRateDocument = {"__meta__":{"hash":"7568f8f33a02745ae03975a745b436d583281f006e648242861e5c060c092744"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTeamBonusRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTeamBonusRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamBonusRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"minLevel"}}]}}]}}]} as unknown as DocumentNode<SetTeamBonusRateMutation, SetTeamBonusRateMutationVariables>;
export const MoneySettingsDocument = {"__meta__":{"hash":"795f565e3657568f2a80ae6d92269e6d429d669fe5fa47c45890b5d23ce52028"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"feeValue"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"feeValue"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"environment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}}]}}]} as unknown as DocumentNode<MoneySettingsQuery, MoneySettingsQueryVariables>;
export const SetWithdrawalSettingsDocument = {"__meta__":{"hash":"c1a61cff5c77e910822cd61cfd360a595a9354bd7e64aaf9ccfb238792c235f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWithdrawalSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetWithdrawalSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWithdrawalSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}},{"kind":"Field","name":{"kind":"Name","value":"feeValue"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}}]} as unknown as DocumentNode<SetWithdrawalSettingsMutation, SetWithdrawalSettingsMutationVariables>;
export const SetDepositSettingsDocument = {"__meta__":{"hash":"0aca918729308d85e69845a32e6a2f014c28513c2bf5990b6e0175d784f72e03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepositSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDepositSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepositSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}}]} as unknown as DocumentNode<SetDepositSettingsMutation, SetDepositSettingsMutationVariables>;
export const PendingDepositsDocument = {"__meta__":{"hash":"95cede51acf10f608e461b89a078d41048bdcc37fda4e36bc120c1fe0f60b355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"hasReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateReceiptOf"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingDepositsQuery, PendingDepositsQueryVariables>;
export const ApproveDepositDocument = {"__meta__":{"hash":"de4255901545d731136f3643db71c5965954f87bfdd8dcb62de500b1209cbcff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApproveDepositMutation, ApproveDepositMutationVariables>;
export const RejectDepositDocument = {"__meta__":{"hash":"06cd37776339ba05d96317144fd4f8659f3c7d7125754353fa93890b0f3340f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RejectDepositMutation, RejectDepositMutationVariables>;
export const FourEyesRequestsDocument = {"__meta__":{"hash":"f7f11bda6293fda2bc1c6998e104bf6916cbd277b49654125e07d50d5f9ea9d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FourEyesRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FourEyesRequestsQuery, FourEyesRequestsQueryVariables>;
export const ApproveFourEyesRequestDocument = {"__meta__":{"hash":"93c8057d56d01d6289f82a806c7ac3d4e0c4b240cd453ac30d6feaaf29765bfc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveFourEyesRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveFourEyesRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<ApproveFourEyesRequestMutation, ApproveFourEyesRequestMutationVariables>;
export const WithdrawFourEyesRequestDocument = {"__meta__":{"hash":"16611985af217955a7c05097d4d0d884c2dae82894d690827d43905ef339c6e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawFourEyesRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawFourEyesRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<WithdrawFourEyesRequestMutation, WithdrawFourEyesRequestMutationVariables>;
export const MemberSearchDocument = {"__meta__":{"hash":"02f78a1482d2b4cde53f69b5f5dd1081a3bc054e9c4fae8e279e715cbacbc4cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"referralId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"more"}}]}}]}}]} as unknown as DocumentNode<MemberSearchQuery, MemberSearchQueryVariables>;
export const MemberProfileDocument = {"__meta__":{"hash":"1f0c6159c3f9a2ca97a5d8482b908d96bf8610ce8d08b14a26d92efcb1b93390"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"referralId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"frozenAt"}},{"kind":"Field","name":{"kind":"Name","value":"kycStatus"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsPausedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorUserName"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"teamCount"}}]}}]}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const MemberBalanceHistoryDocument = {"__meta__":{"hash":"03dfd31084269728bdd41c126eaf18aed09e7f8c87e2940d12e201fe5889d022"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberBalanceHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberBalanceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"recordTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<MemberBalanceHistoryQuery, MemberBalanceHistoryQueryVariables>;
export const MemberRecordsDocument = {"__meta__":{"hash":"2e733bf7093e2fc82df8a5dc45ed13e0bd9c0594d0df12dfaa0555b9232afb8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"recordTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<MemberRecordsQuery, MemberRecordsQueryVariables>;
export const MemberSessionsDocument = {"__meta__":{"hash":"8c9f6943a3b26a2da06b6e90c73f56a6b578a42eff3155390c292fa167624bec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<MemberSessionsQuery, MemberSessionsQueryVariables>;
export const EndMemberSessionDocument = {"__meta__":{"hash":"27e40c937a55f427be15ad7f31b5eb66ec42eec57ad493a5bc83bd797397b259"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndMemberSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endMemberSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<EndMemberSessionMutation, EndMemberSessionMutationVariables>;
export const BanMemberDocument = {"__meta__":{"hash":"c235b91c6a1b07e72240f4f038f3dd21a79c677a63685c3cde6814783961a08e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BanMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banned"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"banned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banned"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}}]}}]}}]} as unknown as DocumentNode<BanMemberMutation, BanMemberMutationVariables>;
export const SignInOperatorDocument = {"__meta__":{"hash":"a6ff65a72b239262e78bb5eb232a90b339d1ddcf690983325f7d5bad941b8b23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOperatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"operator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SignInOperatorMutation, SignInOperatorMutationVariables>;
export const SignOutOperatorDocument = {"__meta__":{"hash":"c9484d7abf2a01a7fcc9981eeb02f1505cce394c6ab7472361b3ed63cf91a5d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOperator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOperator"}}]}}]} as unknown as DocumentNode<SignOutOperatorMutation, SignOutOperatorMutationVariables>;
export const OperatorMeDocument = {"__meta__":{"hash":"517e2dd2b39f42616283b12c29c66e10c2f2ac7fb0e29129ac9a20002c450e81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<OperatorMeQuery, OperatorMeQueryVariables>;
export const OperatorQueuesDocument = {"__meta__":{"hash":"291a7cec9115f557b37f5e14cfcf2bd68084409ea0ea027ba1f3e45081fccf1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorQueues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorQueues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"oldestAt"}}]}}]}}]} as unknown as DocumentNode<OperatorQueuesQuery, OperatorQueuesQueryVariables>;
export const PendingKycSubmissionsDocument = {"__meta__":{"hash":"37cb64dcada2c672f4a656d5f865ce8a741e481b30806f4bb606765c667db1c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingKycSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingKycSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]} as unknown as DocumentNode<PendingKycSubmissionsQuery, PendingKycSubmissionsQueryVariables>;
export const KycSubmissionDocument = {"__meta__":{"hash":"3082025fefcdc2e1994255357dd791a35026c338b7060426e024ca63020e58e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KycSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kycSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"frontPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"backPhoto"}}]}}]}}]} as unknown as DocumentNode<KycSubmissionQuery, KycSubmissionQueryVariables>;
export const ReviewKycDocument = {"__meta__":{"hash":"949715e90eaffb050e2f062baa18a962e71ec8d9560830f1a9df58112cc7fa48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewKycInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ReviewKycMutation, ReviewKycMutationVariables>;
export const PendingClaimsDocument = {"__meta__":{"hash":"7a4c6a9a7d9e2e2a054b9598fd2495405237ca65340438d8c237d53a13264beb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumRound"}},{"kind":"Field","name":{"kind":"Name","value":"tradeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingClaimsQuery, PendingClaimsQueryVariables>;
export const ClaimScreenshotDocument = {"__meta__":{"hash":"5279efe0261e83f5f9ea2d50d0f814789ac67ed1972327ed3a11aa28d58d54ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimScreenshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimScreenshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ClaimScreenshotQuery, ClaimScreenshotQueryVariables>;
export const ApproveClaimDocument = {"__meta__":{"hash":"4a267efb9a2829098f0f04bd503b50e904f45828640a310dda098e5442e84ae8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveClaimMutation, ApproveClaimMutationVariables>;
export const RejectClaimDocument = {"__meta__":{"hash":"dbaa3a6ff59c661d20bf2a94f8593e28ecf6e71d41423acd108898e7d8f2f79e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RejectClaimMutation, RejectClaimMutationVariables>;
export const RequestClaimInfoDocument = {"__meta__":{"hash":"f4d3517cc7dedfc97c380b2c945dcbd48c72fabf5fd459d7353de39db0733f1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestClaimInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestClaimInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestClaimInfoMutation, RequestClaimInfoMutationVariables>;
export const PendingCommitmentsDocument = {"__meta__":{"hash":"a194d4873a518d3943d14646226e1ea97c5416d825093ed8434f9e025a9c4079"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingCommitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCommitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingCommitmentsQuery, PendingCommitmentsQueryVariables>;
export const ApproveCommitmentDocument = {"__meta__":{"hash":"d624f97242d958d88e1e31e58b73f410e4d24198ebb31686c8ab152e2770462c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveCommitment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideCommitmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveCommitment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}}]}}]}}]} as unknown as DocumentNode<ApproveCommitmentMutation, ApproveCommitmentMutationVariables>;
export const RejectCommitmentDocument = {"__meta__":{"hash":"e80434d6ce1ad51de81a188f6ddb6cf12ba48f274bb3b0b1bcb4856758301e49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectCommitment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideCommitmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectCommitment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewNote"}}]}}]}}]} as unknown as DocumentNode<RejectCommitmentMutation, RejectCommitmentMutationVariables>;
export const OpenAppealsDocument = {"__meta__":{"hash":"763658cb8295a58b136cc4d795b29183ea6e085db985f6acd72ea1ad28f7636f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenAppeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openAppeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"appealedBy"}},{"kind":"Field","name":{"kind":"Name","value":"appealReason"}},{"kind":"Field","name":{"kind":"Name","value":"appealedAt"}}]}}]}}]} as unknown as DocumentNode<OpenAppealsQuery, OpenAppealsQueryVariables>;
export const AppealDocument = {"__meta__":{"hash":"53cc17772ad8e56afce028f2f8da569e95800eb11a4bf772ea9eb618774f85f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Appeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tradeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tradeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"sellerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerUserName"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payCoinName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appealedBy"}},{"kind":"Field","name":{"kind":"Name","value":"appealReason"}},{"kind":"Field","name":{"kind":"Name","value":"appealedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"chat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"senderUserName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AppealQuery, AppealQueryVariables>;
export const DecideAppealDocument = {"__meta__":{"hash":"778d1aee9a377243f3a62c871fb65dffdcc89aeda70d7e1dd6451641fd7a41ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideAppeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideAppealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideAppeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}}]}}]} as unknown as DocumentNode<DecideAppealMutation, DecideAppealMutationVariables>;
export const PendingWithdrawalsDocument = {"__meta__":{"hash":"f11a18ed696f4be96f423899cdb15a1a1eca97e85e0f4dbca01644c32b3d7649"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingWithdrawalsQuery, PendingWithdrawalsQueryVariables>;
export const ApproveWithdrawalDocument = {"__meta__":{"hash":"92652a2e34f85cfaf7196e24cc88af6eeddde761bfa8e36e8b0c4db3cb59ef49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>;
export const RejectWithdrawalDocument = {"__meta__":{"hash":"a33692670691e94fe9147c698a4f4e4cdf9ca193057e0969004a565f65b5e280"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>;