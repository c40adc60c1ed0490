/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuditTrail($filter: AuditTrailFilter) {\n  auditTrail(filter: $filter) {\n    sequence\n    createdAt\n    actor\n    action\n    objectType\n    objectId\n    reason\n    before\n    after\n  }\n}": typeof types.AuditTrailDocument,
    "query PendingDeposits {\n  pendingDeposits {\n    id\n    userName\n    kind\n    coinName\n    amount\n    hash\n    bankName\n    hasReceipt\n    duplicateReceiptOf\n    status\n    createdAt\n  }\n}\n\nmutation ApproveDeposit($id: ID!) {\n  approveDeposit(id: $id) {\n    id\n    status\n  }\n}\n\nmutation RejectDeposit($input: RejectDepositInput!) {\n  rejectDeposit(input: $input) {\n    id\n    status\n    reason\n  }\n}": typeof types.PendingDepositsDocument,
    "query FourEyesRequests($status: String) {\n  fourEyesRequests(status: $status) {\n    id\n    action\n    body\n    reason\n    requestedBy\n    status\n    decidedBy\n    createdAt\n  }\n}\n\nmutation ApproveFourEyesRequest($id: ID!) {\n  approveFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}\n\nmutation WithdrawFourEyesRequest($id: ID!) {\n  withdrawFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}": typeof types.FourEyesRequestsDocument,
    "mutation SignInOperator($input: SignInOperatorInput!) {\n  signInOperator(input: $input) {\n    token\n    expiresAt\n    operator {\n      name\n      role\n    }\n  }\n}\n\nmutation SignOutOperator {\n  signOutOperator\n}\n\nquery OperatorMe {\n  operatorMe {\n    name\n    role\n  }\n}\n\nquery OperatorQueues {\n  operatorQueues {\n    kind\n    count\n    oldestAt\n  }\n}": typeof types.SignInOperatorDocument,
    "query PendingWithdrawals {\n  pendingWithdrawals {\n    id\n    userName\n    coinName\n    amount\n    fee\n    actualAmount\n    address\n    bankName\n    status\n    createdAt\n  }\n}\n\nmutation ApproveWithdrawal($input: DecideWithdrawalInput!) {\n  approveWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}\n\nmutation RejectWithdrawal($input: DecideWithdrawalInput!) {\n  rejectWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}": typeof types.PendingWithdrawalsDocument,
};
const documents: Documents = {
    "query AuditTrail($filter: AuditTrailFilter) {\n  auditTrail(filter: $filter) {\n    sequence\n    createdAt\n    actor\n    action\n    objectType\n    objectId\n    reason\n    before\n    after\n  }\n}": types.AuditTrailDocument,
    "query PendingDeposits {\n  pendingDeposits {\n    id\n    userName\n    kind\n    coinName\n    amount\n    hash\n    bankName\n    hasReceipt\n    duplicateReceiptOf\n    status\n    createdAt\n  }\n}\n\nmutation ApproveDeposit($id: ID!) {\n  approveDeposit(id: $id) {\n    id\n    status\n  }\n}\n\nmutation RejectDeposit($input: RejectDepositInput!) {\n  rejectDeposit(input: $input) {\n    id\n    status\n    reason\n  }\n}": types.PendingDepositsDocument,
    "query FourEyesRequests($status: String) {\n  fourEyesRequests(status: $status) {\n    id\n    action\n    body\n    reason\n    requestedBy\n    status\n    decidedBy\n    createdAt\n  }\n}\n\nmutation ApproveFourEyesRequest($id: ID!) {\n  approveFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}\n\nmutation WithdrawFourEyesRequest($id: ID!) {\n  withdrawFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}": types.FourEyesRequestsDocument,
    "mutation SignInOperator($input: SignInOperatorInput!) {\n  signInOperator(input: $input) {\n    token\n    expiresAt\n    operator {\n      name\n      role\n    }\n  }\n}\n\nmutation SignOutOperator {\n  signOutOperator\n}\n\nquery OperatorMe {\n  operatorMe {\n    name\n    role\n  }\n}\n\nquery OperatorQueues {\n  operatorQueues {\n    kind\n    count\n    oldestAt\n  }\n}": types.SignInOperatorDocument,
    "query PendingWithdrawals {\n  pendingWithdrawals {\n    id\n    userName\n    coinName\n    amount\n    fee\n    actualAmount\n    address\n    bankName\n    status\n    createdAt\n  }\n}\n\nmutation ApproveWithdrawal($input: DecideWithdrawalInput!) {\n  approveWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}\n\nmutation RejectWithdrawal($input: DecideWithdrawalInput!) {\n  rejectWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}": types.PendingWithdrawalsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditTrail($filter: AuditTrailFilter) {\n  auditTrail(filter: $filter) {\n    sequence\n    createdAt\n    actor\n    action\n    objectType\n    objectId\n    reason\n    before\n    after\n  }\n}"): (typeof documents)["query AuditTrail($filter: AuditTrailFilter) {\n  auditTrail(filter: $filter) {\n    sequence\n    createdAt\n    actor\n    action\n    objectType\n    objectId\n    reason\n    before\n    after\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingDeposits {\n  pendingDeposits {\n    id\n    userName\n    kind\n    coinName\n    amount\n    hash\n    bankName\n    hasReceipt\n    duplicateReceiptOf\n    status\n    createdAt\n  }\n}\n\nmutation ApproveDeposit($id: ID!) {\n  approveDeposit(id: $id) {\n    id\n    status\n  }\n}\n\nmutation RejectDeposit($input: RejectDepositInput!) {\n  rejectDeposit(input: $input) {\n    id\n    status\n    reason\n  }\n}"): (typeof documents)["query PendingDeposits {\n  pendingDeposits {\n    id\n    userName\n    kind\n    coinName\n    amount\n    hash\n    bankName\n    hasReceipt\n    duplicateReceiptOf\n    status\n    createdAt\n  }\n}\n\nmutation ApproveDeposit($id: ID!) {\n  approveDeposit(id: $id) {\n    id\n    status\n  }\n}\n\nmutation RejectDeposit($input: RejectDepositInput!) {\n  rejectDeposit(input: $input) {\n    id\n    status\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FourEyesRequests($status: String) {\n  fourEyesRequests(status: $status) {\n    id\n    action\n    body\n    reason\n    requestedBy\n    status\n    decidedBy\n    createdAt\n  }\n}\n\nmutation ApproveFourEyesRequest($id: ID!) {\n  approveFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}\n\nmutation WithdrawFourEyesRequest($id: ID!) {\n  withdrawFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}"): (typeof documents)["query FourEyesRequests($status: String) {\n  fourEyesRequests(status: $status) {\n    id\n    action\n    body\n    reason\n    requestedBy\n    status\n    decidedBy\n    createdAt\n  }\n}\n\nmutation ApproveFourEyesRequest($id: ID!) {\n  approveFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}\n\nmutation WithdrawFourEyesRequest($id: ID!) {\n  withdrawFourEyesRequest(id: $id) {\n    id\n    status\n    decidedBy\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInOperator($input: SignInOperatorInput!) {\n  signInOperator(input: $input) {\n    token\n    expiresAt\n    operator {\n      name\n      role\n    }\n  }\n}\n\nmutation SignOutOperator {\n  signOutOperator\n}\n\nquery OperatorMe {\n  operatorMe {\n    name\n    role\n  }\n}\n\nquery OperatorQueues {\n  operatorQueues {\n    kind\n    count\n    oldestAt\n  }\n}"): (typeof documents)["mutation SignInOperator($input: SignInOperatorInput!) {\n  signInOperator(input: $input) {\n    token\n    expiresAt\n    operator {\n      name\n      role\n    }\n  }\n}\n\nmutation SignOutOperator {\n  signOutOperator\n}\n\nquery OperatorMe {\n  operatorMe {\n    name\n    role\n  }\n}\n\nquery OperatorQueues {\n  operatorQueues {\n    kind\n    count\n    oldestAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingWithdrawals {\n  pendingWithdrawals {\n    id\n    userName\n    coinName\n    amount\n    fee\n    actualAmount\n    address\n    bankName\n    status\n    createdAt\n  }\n}\n\nmutation ApproveWithdrawal($input: DecideWithdrawalInput!) {\n  approveWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}\n\nmutation RejectWithdrawal($input: DecideWithdrawalInput!) {\n  rejectWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}"): (typeof documents)["query PendingWithdrawals {\n  pendingWithdrawals {\n    id\n    userName\n    coinName\n    amount\n    fee\n    actualAmount\n    address\n    bankName\n    status\n    createdAt\n  }\n}\n\nmutation ApproveWithdrawal($input: DecideWithdrawalInput!) {\n  approveWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}\n\nmutation RejectWithdrawal($input: DecideWithdrawalInput!) {\n  rejectWithdrawal(input: $input) {\n    withdrawal {\n      id\n      status\n    }\n    fourEyesRequest {\n      id\n      status\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;