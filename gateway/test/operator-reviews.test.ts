/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL payloads are read as loose JSON in tests */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_PASSWORD, gql, login, operatorGql, registerMember, signedInOperator, startStack, uniqueName, type Stack } from './helpers.ts';

// The console's review queues at /admin/graphql (docs/operations.md, "The console through the
// gateway"): KYC with both photos as data URLs for a signed-in compliance operator only, its
// decisions and their refusals with the platform's codes, and the queues in the overview.

const SUBMIT_KYC = /* GraphQL */ `mutation($input: SubmitKycInput!, $front: File!, $back: File!) { submitKyc(input: $input, front: $front, back: $back) { status } }`;
const PENDING_KYC = /* GraphQL */ `{ pendingKycSubmissions { id userName status submittedAt } }`;
const KYC_DETAIL = /* GraphQL */ `query($id: ID!) { kycSubmission(id: $id) { id userName idNumber status frontPhoto backPhoto } }`;
const KYC_PHOTOS = /* GraphQL */ `query($id: ID!) { kycSubmission(id: $id) { frontPhoto } }`;
const REVIEW_KYC = /* GraphQL */ `mutation($input: ReviewKycInput!) { reviewKyc(input: $input) { id status reason } }`;
const QUEUES = /* GraphQL */ `{ operatorQueues { kind count oldestAt } }`;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ encrypt: false });
});

afterAll(async () => {
  await stack?.close();
});

/** A member who sent a KYC submission through the member endpoint (GraphQL multipart). */
async function memberWithKyc() {
  const userName = uniqueName('kyc');
  await registerMember(stack, userName);
  const token = await login(stack, userName);
  const photo = await sharp({ create: { width: 16, height: 10, channels: 3, background: '#123456' } }).jpeg().toBuffer();
  const sent = await stack.http
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('accept', 'application/graphql-response+json, application/json')
    .set('x-graphql-yoga-csrf', '1')
    .field('operations', JSON.stringify({ query: SUBMIT_KYC, variables: { input: { idNumber: 'ZX9876' }, front: null, back: null } }))
    .field('map', JSON.stringify({ 0: ['variables.front'], 1: ['variables.back'] }))
    .attach('0', photo, 'front.jpg')
    .attach('1', photo, 'back.jpg');
  expect(sent.body.errors).toBeUndefined();
  return { userName, token };
}

async function pendingKycOf(userName: string, token: string): Promise<string> {
  const listed = await operatorGql(stack, PENDING_KYC, undefined, token);
  expect(listed.errors).toBeUndefined();
  const submission = listed.data.pendingKycSubmissions.find((item: any) => item.userName === userName);
  expect(submission).toMatchObject({ status: 'PENDING', submittedAt: expect.stringMatching(/Z$/) });
  return submission.id;
}

describe('the KYC queue at /admin/graphql', () => {
  it('lets compliance see both photos and pass a submission; failing needs a reason, a decided one is refused again', async () => {
    const compliance = await signedInOperator(stack, 'compliance');
    const member = await memberWithKyc();
    const id = await pendingKycOf(member.userName, compliance.token);

    // The list never carries the photos; one submission opened does.
    const listedPhotos = await operatorGql(stack, `{ pendingKycSubmissions { id frontPhoto backPhoto } }`, undefined, compliance.token);
    expect(listedPhotos.data.pendingKycSubmissions).toContainEqual({ id, frontPhoto: null, backPhoto: null });
    const detail = await operatorGql(stack, KYC_DETAIL, { id }, compliance.token);
    expect(detail.errors).toBeUndefined();
    expect(detail.data.kycSubmission).toMatchObject({ id, userName: member.userName, idNumber: 'ZX9876', status: 'PENDING' });
    expect(detail.data.kycSubmission.frontPhoto).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    expect(detail.data.kycSubmission.backPhoto).toMatch(/^data:image\/jpeg;base64,/);

    const noReason = await operatorGql(stack, REVIEW_KYC, { input: { id, decision: 'FAILED' } }, compliance.token);
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'KYC_REASON_REQUIRED' });

    const passed = await operatorGql(stack, REVIEW_KYC, { input: { id, decision: 'PASSED' } }, compliance.token);
    expect(passed.errors).toBeUndefined();
    expect(passed.data.reviewKyc).toEqual({ id, status: 'PASSED', reason: null });
    const kyc = await stack.http.post('/graphql').set('authorization', `Bearer ${member.token}`).set('content-type', 'application/json').send({ query: `{ kyc { status } }` });
    expect(kyc.body.data.kyc.status).toBe('PASSED');

    const again = await operatorGql(stack, REVIEW_KYC, { input: { id, decision: 'FAILED', reason: 'late' } }, compliance.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'SERVER_MESSAGE', reason: 'KYC_NOT_PENDING' });
  });

  it('refuses support deciding (the platform\'s role code), and a member\'s token', async () => {
    const support = await signedInOperator(stack, 'support');
    const member = await memberWithKyc();
    const id = await pendingKycOf(member.userName, support.token);

    const refused = await operatorGql(stack, REVIEW_KYC, { input: { id, decision: 'PASSED' } }, support.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
    expect(refused.errors?.[0]?.message).not.toMatch(/^Forbidden/);

    const asMember = await operatorGql(stack, REVIEW_KYC, { input: { id, decision: 'PASSED' } }, member.token);
    expect(asMember.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(asMember.data).toBeNull();
    const listedAsMember = await operatorGql(stack, PENDING_KYC, undefined, member.token);
    expect(listedAsMember.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    const compliance = await signedInOperator(stack, 'compliance');
    expect((await operatorGql(stack, `query($id: ID!) { kycSubmission(id: $id) { status } }`, { id }, compliance.token)).data.kycSubmission.status).toBe('PENDING');
  });

  it('serves a photo to a signed-in compliance operator only: not without a session, nor to a member, nor to support', async () => {
    const member = await memberWithKyc();
    const compliance = await signedInOperator(stack, 'compliance');
    const id = await pendingKycOf(member.userName, compliance.token);

    const none = await operatorGql(stack, KYC_PHOTOS, { id });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'OPERATOR_SESSION_REQUIRED' });
    expect(JSON.stringify(none.data ?? null)).not.toContain('data:image');

    const asMember = await operatorGql(stack, KYC_PHOTOS, { id }, member.token);
    expect(asMember.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(JSON.stringify(asMember.data ?? null)).not.toContain('data:image');

    const support = await signedInOperator(stack, 'support');
    const asSupport = await operatorGql(stack, KYC_PHOTOS, { id }, support.token);
    expect(asSupport.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });
    expect(JSON.stringify(asSupport.data ?? null)).not.toContain('data:image');

    const ended = await signedInOperator(stack, 'compliance');
    await operatorGql(stack, `mutation { signOutOperator }`, undefined, ended.token);
    const afterSignOut = await operatorGql(stack, KYC_PHOTOS, { id }, ended.token);
    expect(afterSignOut.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the queue overview', () => {
  it('counts KYC, claims, commitments and appeals beside deposits and withdrawals, leaving out what the role may not read', async () => {
    const member = await memberWithKyc();
    const compliance = await signedInOperator(stack, 'compliance');
    const admin = await signedInOperator(stack, 'admin');

    const all = await operatorGql(stack, QUEUES, undefined, admin.token);
    expect(all.errors).toBeUndefined();
    expect(all.data.operatorQueues.map((queue: any) => queue.kind)).toEqual(['DEPOSITS', 'WITHDRAWALS', 'KYC', 'CLAIMS', 'COMMITMENTS', 'APPEALS']);
    const kyc = all.data.operatorQueues.find((queue: any) => queue.kind === 'KYC');
    expect(kyc.count).toBeGreaterThanOrEqual(1);
    expect(kyc.oldestAt).toMatch(/Z$/);

    // Compliance reads neither deposits, withdrawals nor commitment applications (finance's).
    const theirs = await operatorGql(stack, QUEUES, undefined, compliance.token);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.operatorQueues.map((queue: any) => queue.kind)).toEqual(['KYC', 'CLAIMS', 'APPEALS']);

    const id = await pendingKycOf(member.userName, compliance.token);
    await operatorGql(stack, REVIEW_KYC, { input: { id, decision: 'FAILED', reason: 'blurred' } }, compliance.token);
    const after = await operatorGql(stack, QUEUES, undefined, admin.token);
    expect(after.data.operatorQueues.find((queue: any) => queue.kind === 'KYC').count).toBe(kyc.count - 1);
  });

  it('lists the other queues for the roles that read them', async () => {
    const support = await signedInOperator(stack, 'support');
    const answer = await operatorGql(stack, `{ pendingClaims { id status } pendingCommitments { id status } openAppeals { tradeId appealedBy } }`, undefined, support.token);
    expect(answer.errors).toBeUndefined();
    expect(Array.isArray(answer.data.pendingClaims)).toBe(true);
    expect(Array.isArray(answer.data.pendingCommitments)).toBe(true);
    expect(Array.isArray(answer.data.openAppeals)).toBe(true);
  });
});

describe('the P2P appeals queue', () => {
  /** A member with the P2P area on and their token. */
  async function otcMember(prefix: string) {
    const userName = uniqueName(prefix);
    await registerMember(stack, userName);
    await stack.platform.admin('members/flags', { userName, otcStatus: 1 });
    return { userName, token: await login(stack, userName) };
  }
  async function memberOk(token: string, query: string, variables: Record<string, unknown>) {
    const answer = await gql<any>(stack.http, query, variables, { token });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }

  it('shows the trade, both parties and the chat; support is refused deciding; compliance reverses with a note; a decided appeal is refused again', async () => {
    const seller = await otcMember('aps');
    const buyer = await otcMember('apb');
    await stack.platform.admin('members/adjust', { userName: seller.userName, coinName: 'USDT_POINT', direction: 'in', amount: '100' });
    await stack.platform.admin('members/adjust', { userName: buyer.userName, coinName: 'CASH_POINT', direction: 'in', amount: '500' });
    const offer = (
      await memberOk(seller.token, `mutation($input: PublishOtcOfferInput!) { publishOtcOffer(input: $input) { offer { id } } }`, {
        input: { amount: '50', price: '7', minAmount: '1', maxAmount: '50', transactionPassword: TRANSACTION_PASSWORD, requestId: randomUUID() },
      })
    ).publishOtcOffer.offer;
    const trade = (await memberOk(buyer.token, `mutation($id: ID!, $input: BuyOtcOfferInput!) { buyOtcOffer(id: $id, input: $input) { trade { id } } }`, { id: offer.id, input: { amount: '10', requestId: randomUUID() } })).buyOtcOffer.trade;
    await memberOk(buyer.token, `mutation($tradeId: ID!, $input: SendOtcChatMessageInput!) { sendOtcChatMessage(tradeId: $tradeId, input: $input) { id } }`, { tradeId: trade.id, input: { content: 'Paid, see the receipt' } });
    await memberOk(seller.token, `mutation($tradeId: ID!, $input: AppealOtcTradeInput!) { appealOtcTrade(tradeId: $tradeId, input: $input) { id } }`, { tradeId: trade.id, input: { reason: 'No payment arrived', requestId: randomUUID() } });

    const support = await signedInOperator(stack, 'support');
    const listed = await operatorGql(stack, `{ openAppeals { tradeId sellerUserName buyerUserName appealedBy appealReason chat { id } } }`, undefined, support.token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.openAppeals).toContainEqual({ tradeId: trade.id, sellerUserName: seller.userName, buyerUserName: buyer.userName, appealedBy: seller.userName, appealReason: 'No payment arrived', chat: null });
    const opened = await operatorGql(stack, `query($tradeId: ID!) { appeal(tradeId: $tradeId) { tradeId amount payAmount status chat { senderUserName content } } }`, { tradeId: trade.id }, support.token);
    expect(opened.data.appeal).toEqual({ tradeId: trade.id, amount: '10', payAmount: '70', status: 'APPEALING', chat: [{ senderUserName: buyer.userName, content: 'Paid, see the receipt' }] });

    const DECIDE = `mutation($input: DecideAppealInput!) { decideAppeal(input: $input) { tradeId status decision decisionNote } }`;
    const refused = await operatorGql(stack, DECIDE, { input: { tradeId: trade.id, decision: 'REVERSE', note: 'no proof' } }, support.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });

    const compliance = await signedInOperator(stack, 'compliance');
    const decided = await operatorGql(stack, DECIDE, { input: { tradeId: trade.id, decision: 'REVERSE', note: 'no proof of payment' } }, compliance.token);
    expect(decided.errors).toBeUndefined();
    expect(decided.data.decideAppeal).toEqual({ tradeId: trade.id, status: 'REVERSED', decision: 'REVERSE', decisionNote: 'no proof of payment' });
    const again = await operatorGql(stack, DECIDE, { input: { tradeId: trade.id, decision: 'RELEASE' } }, compliance.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('SERVER_MESSAGE');
    expect(again.errors?.[0]?.extensions?.reason).toMatch(/^OTC_/);
  });
});

describe('the commitment applications queue', () => {
  it('lists an application; compliance is refused deciding; a rejection without a reason is refused; finance approves and the package opens', async () => {
    const userName = uniqueName('cmt');
    await registerMember(stack, userName);
    await stack.platform.admin('members/flags', { userName, commitmentPackageStatus: 1 });
    await stack.platform.admin('members/adjust', { userName, coinName: 'ASSETS_POINT', direction: 'in', amount: '150' });
    const token = await login(stack, userName);
    const applied = await gql<any>(stack.http, `mutation($input: AddCommitmentInput!) { addCommitmentPackage(input: $input) { id status } }`, { input: { planId: 'ENT-100', requestId: randomUUID() } }, { token });
    expect(applied.errors).toBeUndefined();
    const id = applied.data.addCommitmentPackage.id as string;

    const support = await signedInOperator(stack, 'support');
    const listed = await operatorGql(stack, `{ pendingCommitments { id userName name amount coinName status } }`, undefined, support.token);
    expect(listed.data.pendingCommitments).toContainEqual({ id, userName, name: 'Entrust 100', amount: '100', coinName: 'ASSETS_POINT', status: 'PENDING_REVIEW' });

    const compliance = await signedInOperator(stack, 'compliance');
    const refused = await operatorGql(stack, `mutation($input: DecideCommitmentInput!) { approveCommitment(input: $input) { id } }`, { input: { id } }, compliance.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OPERATOR_ROLE_NOT_ALLOWED' });

    const finance = await signedInOperator(stack, 'finance');
    const noReason = await operatorGql(stack, `mutation($input: DecideCommitmentInput!) { rejectCommitment(input: $input) { id } }`, { input: { id } }, finance.token);
    expect(noReason.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const approved = await operatorGql(stack, `mutation($input: DecideCommitmentInput!) { approveCommitment(input: $input) { id status packageId userName } }`, { input: { id, note: 'ok' } }, finance.token);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveCommitment).toMatchObject({ id, status: 'APPROVED', packageId: expect.any(String), userName: null });
    const after = await operatorGql(stack, `{ pendingCommitments { id } }`, undefined, finance.token);
    expect(after.data.pendingCommitments.map((item: any) => item.id)).not.toContain(id);
  });
});
