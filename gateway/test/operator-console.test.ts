/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_PASSWORD, TRANSACTION_PASSWORD, gql, login, operatorGql, registerMember, signedInOperator, startStack, uniqueName, type Stack } from './helpers.ts';

// The operator console's endpoint (/admin/graphql): its own schema and path, an operator's
// session only, the platform's roles and refusals (docs/operations.md, "The console through the gateway").

const SIGN_IN = /* GraphQL */ `
  mutation($input: SignInOperatorInput!) { signInOperator(input: $input) { token expiresAt operator { name role } } }
`;
const QUEUES = /* GraphQL */ `{ operatorQueues { kind count oldestAt } }`;
const PENDING_DEPOSITS = /* GraphQL */ `{ pendingDeposits { id userName kind amount hasReceipt status createdAt } }`;
const APPROVE_DEPOSIT = /* GraphQL */ `mutation($id: ID!) { approveDeposit(id: $id) { id status } }`;
const AUDIT = /* GraphQL */ `query($filter: AuditTrailFilter) { auditTrail(filter: $filter) { sequence actor action objectType objectId } }`;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ encrypt: false });
});

afterAll(async () => {
  await stack?.close();
});

async function memberWithPendingDeposit(amount: string) {
  const userName = uniqueName('mem');
  await registerMember(stack, userName);
  const token = await login(stack, userName);
  const placed = await gql(
    stack.http,
    `mutation($input: DepositChainInput!) { depositChain(input: $input) { id status } }`,
    { input: { amount, hash: randomBytes(32).toString('hex'), paymentReference: 'console', requestId: randomUUID() } },
    { token },
  );
  expect(placed.errors).toBeUndefined();
  return { userName, token, depositId: placed.data!.depositChain.id as string };
}

async function cashOf(token: string): Promise<string | undefined> {
  const answer = await gql(stack.http, `{ balances { coinName available } }`, undefined, { token });
  return answer.data!.balances.find((balance: any) => balance.coinName === 'CASH_POINT')?.available;
}

describe('the operator endpoint', () => {
  it('signs an operator in with name, password and authenticator code, and names them', async () => {
    const finance = await signedInOperator(stack, 'finance');
    expect(finance.operator).toEqual({ name: finance.name, role: 'FINANCE' });
    const me = await operatorGql(stack, `{ operatorMe { name role } }`, undefined, { token: finance.token });
    expect(me.data.operatorMe).toEqual({ name: finance.name, role: 'FINANCE' });

    const signedOut = await operatorGql(stack, `mutation { signOutOperator }`, undefined, { token: finance.token });
    expect(signedOut.data.signOutOperator).toBe(true);
    const after = await operatorGql(stack, `{ operatorMe { name } }`, undefined, { token: finance.token });
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a wrong code as the platform does, in the caller\'s language', async () => {
    const name = uniqueName('op');
    await stack.platform.admin('operators/create', { name, role: 'support', password: OPERATOR_PASSWORD });
    const refused = await operatorGql(stack, SIGN_IN, { input: { name, password: OPERATOR_PASSWORD, totpCode: '000000' } }, { locale: 'zh-CN' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'OPERATOR_SIGN_IN_WRONG' });
    expect(refused.errors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses no token and a member\'s token without reaching an operator route', async () => {
    const none = await operatorGql(stack, QUEUES);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'OPERATOR_SESSION_REQUIRED' });
    expect(none.data).toBeNull();

    const { token: memberToken } = await memberWithPendingDeposit('60');
    const asMember = await operatorGql(stack, QUEUES, undefined, { token: memberToken });
    expect(asMember.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(asMember.data).toBeNull();
    const csv = await stack.http.get('/admin/export/audit.csv').set('authorization', `Bearer ${memberToken}`);
    expect(csv.status).toBe(401);
  });

  it('refuses an operator\'s token on the member endpoint, whose schema has no operator field', async () => {
    const finance = await signedInOperator(stack, 'finance');
    const balances = await gql(stack.http, `{ balances { coinName available } }`, undefined, { token: finance.token });
    expect(balances.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const operatorField = await gql(stack.http, QUEUES, undefined, { token: finance.token });
    expect(operatorField.errors?.[0]?.message).toMatch(/operatorQueues/);
  });

  it('lets finance approve a deposit the member then sees credited; support sees the queue but is refused; the audit trail shows the approval', async () => {
    const finance = await signedInOperator(stack, 'finance');
    const support = await signedInOperator(stack, 'support');
    const compliance = await signedInOperator(stack, 'compliance');
    const member = await memberWithPendingDeposit('75');

    const queues = await operatorGql(stack, QUEUES, undefined, { token: support.token });
    const deposits = queues.data.operatorQueues.find((queue: any) => queue.kind === 'DEPOSITS');
    expect(deposits.count).toBeGreaterThanOrEqual(1);
    expect(deposits.oldestAt).toMatch(/Z$/);
    const listed = await operatorGql(stack, PENDING_DEPOSITS, undefined, { token: support.token });
    expect(listed.data.pendingDeposits).toContainEqual(expect.objectContaining({ id: member.depositId, userName: member.userName, kind: 'CHAIN', amount: '75', hasReceipt: false, status: 'PENDING_REVIEW' }));

    const refused = await operatorGql(stack, APPROVE_DEPOSIT, { id: member.depositId }, { token: support.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
    // The platform's own words for the refused role, not the transport's "Forbidden".
    expect(refused.errors?.[0]?.message).not.toMatch(/^Forbidden/);
    expect(await cashOf(member.token)).toBe('0');

    const approved = await operatorGql(stack, APPROVE_DEPOSIT, { id: member.depositId }, { token: finance.token });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveDeposit).toEqual({ id: member.depositId, status: 'APPROVED' });
    expect(await cashOf(member.token)).toBe('75');

    const trail = await operatorGql(stack, AUDIT, { filter: { operator: finance.name, action: 'deposits/approve' } }, { token: compliance.token });
    expect(trail.errors).toBeUndefined();
    expect(trail.data.auditTrail).toEqual([expect.objectContaining({ actor: finance.name, action: 'deposits/approve', objectType: 'deposits', objectId: member.depositId })]);
    // Finance does not read the audit trail.
    const financeTrail = await operatorGql(stack, AUDIT, {}, { token: finance.token });
    expect(financeTrail.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });

    const csv = await stack.http.get('/admin/export/audit.csv').query({ operator: finance.name }).set('authorization', `Bearer ${compliance.token}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(member.depositId);
  });

  it('names the refusal of an operator approving their own four-eyes request', async () => {
    const first = await signedInOperator(stack, 'finance');
    const member = await memberWithPendingDeposit('60');
    // An adjustment by a named operator waits for a second one (docs/operations.md, "Four eyes").
    const asked = await fetch(`${stack.platform.url}/admin/api/members/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}`, 'x-operator-reason': 'goodwill' },
      body: JSON.stringify({ userName: member.userName, coinName: 'CASH_POINT', direction: 'in', amount: '5' }),
    });
    const request = ((await asked.json()) as any).fourEyesRequest;
    expect(request).toMatchObject({ status: 'PENDING' });
    const listed = await operatorGql(stack, `{ fourEyesRequests(status: "PENDING") { id requestedBy } }`, undefined, { token: first.token });
    expect(listed.data.fourEyesRequests).toContainEqual({ id: request.id, requestedBy: first.name });
    const own = await operatorGql(stack, `mutation($id: ID!) { approveFourEyesRequest(id: $id) { id status } }`, { id: request.id }, { token: first.token });
    expect(own.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'FOUR_EYES_SAME_OPERATOR' });
    const withdrawn = await operatorGql(stack, `mutation($id: ID!) { withdrawFourEyesRequest(id: $id) { id status } }`, { id: request.id }, { token: first.token });
    expect(withdrawn.data.withdrawFourEyesRequest).toEqual({ id: request.id, status: 'WITHDRAWN' });
  });

  it('lists pending withdrawals, rejects one with its reason, and holds an approval above the four-eyes amount for a second operator', async () => {
    const first = await signedInOperator(stack, 'finance');
    const second = await signedInOperator(stack, 'finance');
    // One withdrawal per member and day: a member each.
    const withdraw = async (amount: string) => {
      const userName = uniqueName('wd');
      await registerMember(stack, userName);
      const token = await login(stack, userName);
      await stack.platform.admin('members/adjust', { userName, coinName: 'WITHDRAWAL_POINT', direction: 'in', amount: '2000' });
      const account = await gql(stack.http, `mutation($input: BankAccountInput!) { addBankAccount(input: $input) { id } }`, { input: { bankName: 'Test Bank', accountName: 'Wd', accountNumber: '555-000-222' } }, { token });
      const placed = await gql(
        stack.http,
        `mutation($input: WithdrawBankInput!) { withdrawBank(input: $input) { id } }`,
        { input: { bankAccountId: account.data!.addBankAccount.id, amount, transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() } },
        { token },
      );
      expect(placed.errors, JSON.stringify(placed.errors)).toBeUndefined();
      return { id: placed.data!.withdrawBank.id as string, userName };
    };
    const { id: small, userName } = await withdraw('100');
    const { id: large } = await withdraw('1500');

    const pending = await operatorGql(stack, `{ pendingWithdrawals { id userName amount status } operatorQueues { kind count } }`, undefined, { token: first.token });
    expect(pending.data.pendingWithdrawals).toContainEqual({ id: small, userName, amount: '100', status: 'PENDING_REVIEW' });
    expect(pending.data.operatorQueues.find((queue: any) => queue.kind === 'WITHDRAWALS').count).toBeGreaterThanOrEqual(2);

    const DECIDE = `mutation($input: DecideWithdrawalInput!) { approveWithdrawal(input: $input) { withdrawal { id status } fourEyesRequest { id status requestedBy } } }`;
    const rejected = await operatorGql(stack, `mutation($input: DecideWithdrawalInput!) { rejectWithdrawal(input: $input) { withdrawal { id status reason } fourEyesRequest { id } } }`, { input: { id: small, reason: 'wrong account' } }, { token: first.token });
    expect(rejected.data.rejectWithdrawal).toEqual({ withdrawal: { id: small, status: 'REJECTED', reason: 'wrong account' }, fourEyesRequest: null });

    const held = await operatorGql(stack, DECIDE, { input: { id: large } }, { token: first.token });
    expect(held.data.approveWithdrawal).toMatchObject({ withdrawal: null, fourEyesRequest: { status: 'PENDING', requestedBy: first.name } });
    const requestId = held.data.approveWithdrawal.fourEyesRequest.id;
    const approved = await operatorGql(stack, `mutation($id: ID!) { approveFourEyesRequest(id: $id) { id status decidedBy } }`, { id: requestId }, { token: second.token });
    expect(approved.data.approveFourEyesRequest).toEqual({ id: requestId, status: 'APPROVED', decidedBy: second.name });
    const after = await operatorGql(stack, `{ pendingWithdrawals { id } }`, undefined, { token: first.token });
    expect(after.data.pendingWithdrawals.map((order: any) => order.id)).not.toContain(large);
  });
});
