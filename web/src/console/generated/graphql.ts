/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type DecideWithdrawalInput = {
  /** The withdrawal's id. */
  id: string | number;
  /** Why (required to reject). */
  reason?: string | null | undefined;
};

/** Which review queue. */
export type OperatorQueueKind =
  /** Deposits waiting for review. */
  | 'DEPOSITS'
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
export const PendingDepositsDocument = {"__meta__":{"hash":"95cede51acf10f608e461b89a078d41048bdcc37fda4e36bc120c1fe0f60b355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"hasReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateReceiptOf"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingDepositsQuery, PendingDepositsQueryVariables>;
export const ApproveDepositDocument = {"__meta__":{"hash":"de4255901545d731136f3643db71c5965954f87bfdd8dcb62de500b1209cbcff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApproveDepositMutation, ApproveDepositMutationVariables>;
export const RejectDepositDocument = {"__meta__":{"hash":"06cd37776339ba05d96317144fd4f8659f3c7d7125754353fa93890b0f3340f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RejectDepositMutation, RejectDepositMutationVariables>;
export const FourEyesRequestsDocument = {"__meta__":{"hash":"f7f11bda6293fda2bc1c6998e104bf6916cbd277b49654125e07d50d5f9ea9d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FourEyesRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FourEyesRequestsQuery, FourEyesRequestsQueryVariables>;
export const ApproveFourEyesRequestDocument = {"__meta__":{"hash":"93c8057d56d01d6289f82a806c7ac3d4e0c4b240cd453ac30d6feaaf29765bfc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveFourEyesRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveFourEyesRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<ApproveFourEyesRequestMutation, ApproveFourEyesRequestMutationVariables>;
export const WithdrawFourEyesRequestDocument = {"__meta__":{"hash":"16611985af217955a7c05097d4d0d884c2dae82894d690827d43905ef339c6e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawFourEyesRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawFourEyesRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<WithdrawFourEyesRequestMutation, WithdrawFourEyesRequestMutationVariables>;
export const SignInOperatorDocument = {"__meta__":{"hash":"a6ff65a72b239262e78bb5eb232a90b339d1ddcf690983325f7d5bad941b8b23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOperatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"operator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SignInOperatorMutation, SignInOperatorMutationVariables>;
export const SignOutOperatorDocument = {"__meta__":{"hash":"c9484d7abf2a01a7fcc9981eeb02f1505cce394c6ab7472361b3ed63cf91a5d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOperator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOperator"}}]}}]} as unknown as DocumentNode<SignOutOperatorMutation, SignOutOperatorMutationVariables>;
export const OperatorMeDocument = {"__meta__":{"hash":"517e2dd2b39f42616283b12c29c66e10c2f2ac7fb0e29129ac9a20002c450e81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<OperatorMeQuery, OperatorMeQueryVariables>;
export const OperatorQueuesDocument = {"__meta__":{"hash":"291a7cec9115f557b37f5e14cfcf2bd68084409ea0ea027ba1f3e45081fccf1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorQueues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorQueues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"oldestAt"}}]}}]}}]} as unknown as DocumentNode<OperatorQueuesQuery, OperatorQueuesQueryVariables>;
export const PendingWithdrawalsDocument = {"__meta__":{"hash":"f11a18ed696f4be96f423899cdb15a1a1eca97e85e0f4dbca01644c32b3d7649"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"coinName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"actualAmount"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingWithdrawalsQuery, PendingWithdrawalsQueryVariables>;
export const ApproveWithdrawalDocument = {"__meta__":{"hash":"92652a2e34f85cfaf7196e24cc88af6eeddde761bfa8e36e8b0c4db3cb59ef49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveWithdrawalMutation, ApproveWithdrawalMutationVariables>;
export const RejectWithdrawalDocument = {"__meta__":{"hash":"a33692670691e94fe9147c698a4f4e4cdf9ca193057e0969004a565f65b5e280"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RejectWithdrawalMutation, RejectWithdrawalMutationVariables>;