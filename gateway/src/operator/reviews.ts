import { z } from 'zod';
import type { OperatorQueueKind, Resolvers } from '../generated/operator-resolvers-types.ts';
import type { OperatorContext } from './context.ts';
import {
  AppealTradeAnswer,
  ClaimAnswer,
  ClaimDecisionAnswer,
  ClaimPageAnswer,
  CommitmentAnswer,
  KycDetailAnswer,
  KycSummaryAnswer,
  PictureAnswer,
} from './upstream.ts';

// The review queues beside deposits and withdrawals: KYC, claims, commitment applications, P2P
// appeals. Each field is one or a few calls of the platform's operator API, whose guard decides
// who may do what and whose refusals keep their codes (OperatorApi maps them).

/** The platform's page limits: KYC lists up to 500, claims up to 100 per state. */
const KYC_LIMIT = 500;
const CLAIM_PAGE = 100;
/** A claim not yet decided: waiting, under review, or waiting for the member's information. */
const UNDECIDED_CLAIMS = ['PENDING_REVIEW', 'UNDER_REVIEW', 'INFO_REQUESTED'] as const;

const oldestBy = <T,>(items: T[], at: (item: T) => string): T[] => [...items].sort((a, b) => at(a).localeCompare(at(b)));

/** A picture as a `data:` URL: it travels inside the operator's own authenticated call (docs/operations.md). */
const dataUrl = (picture: z.infer<typeof PictureAnswer>) => `data:${picture.contentType};base64,${picture.base64}`;

type Claim = z.infer<typeof ClaimAnswer>;

/** Marks a submission read from the queue's list, whose photos are not served. */
const LISTED = Symbol('listed');
const isListed = (submission: object) => LISTED in submission;
type Appeal = z.infer<typeof AppealTradeAnswer>;

function appeal(trade: Appeal) {
  return {
    tradeId: trade.id,
    sellerUserName: trade.sellerUserName,
    buyerUserName: trade.buyerUserName,
    coinName: trade.coinName,
    amount: trade.amount,
    price: trade.price,
    payAmount: trade.payAmount,
    payCoinName: trade.payCoinName,
    fee: trade.fee,
    status: trade.status,
    appealedBy: trade.appeal.byUserName,
    appealReason: trade.appeal.reason,
    appealedAt: trade.appeal.appealedAt,
    decision: trade.appeal.decision,
    decisionNote: trade.appeal.decisionNote,
    createdAt: trade.createdAt,
    chat: trade.chat ?? null,
  };
}

const claim = (answer: Claim) => ({ ...answer });
const commitment = (answer: z.infer<typeof CommitmentAnswer>) => ({ ...answer, userName: answer.userName ?? null });

const pendingKyc = async (context: OperatorContext) =>
  oldestBy(await context.operatorApi.post('kyc/list', { status: 'PENDING', limit: KYC_LIMIT }, z.array(KycSummaryAnswer)), (item) => item.submittedAt);

async function pendingClaims(context: OperatorContext) {
  const pages = await Promise.all(UNDECIDED_CLAIMS.map((status) => context.operatorApi.post('claims/list', { status, limit: CLAIM_PAGE }, ClaimPageAnswer)));
  return { claims: oldestBy(pages.flatMap((page) => page.list), (item) => item.createdAt), total: pages.reduce((sum, page) => sum + page.total, 0) };
}

const pendingCommitments = async (context: OperatorContext) =>
  oldestBy((await context.operatorApi.post('commitments/list', { pending: true }, z.array(CommitmentAnswer))).filter((item) => item.status === 'PENDING_REVIEW'), (item) => item.createdAt);

const openAppeals = async (context: OperatorContext) => oldestBy(await context.operatorApi.post('otc/appeals', {}, z.array(AppealTradeAnswer)), (item) => item.appeal.appealedAt);

/** A queue's size and oldest item, or nothing when the operator's role may not read it (the platform says so). */
async function queueUnlessForbidden(kind: OperatorQueueKind, read: () => Promise<{ count: number; oldestAt: string | null }>) {
  try {
    return { kind, ...(await read()) };
  } catch (error) {
    // The refusal as OperatorApi throws it (a GraphQL error carrying the catalogue code).
    if ((error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'FORBIDDEN') return null;
    throw error;
  }
}

/** Every queue the operator's role may read, with its count and oldest item; the others are left out. */
export async function queuesReadable(context: OperatorContext, deposits: () => Promise<Array<{ createdAt: string }>>, withdrawals: () => Promise<Array<{ createdAt: string }>>) {
  const counted = (items: Array<{ at: string }>) => ({ count: items.length, oldestAt: items[0]?.at ?? null });
  const queues = await Promise.all([
    queueUnlessForbidden('DEPOSITS', async () => counted((await deposits()).map((item) => ({ at: item.createdAt })))),
    queueUnlessForbidden('WITHDRAWALS', async () => counted((await withdrawals()).map((item) => ({ at: item.createdAt })))),
    queueUnlessForbidden('KYC', async () => counted((await pendingKyc(context)).map((item) => ({ at: item.submittedAt })))),
    queueUnlessForbidden('CLAIMS', async () => {
      const { claims, total } = await pendingClaims(context);
      return { count: total, oldestAt: claims[0]?.createdAt ?? null };
    }),
    queueUnlessForbidden('COMMITMENTS', async () => counted((await pendingCommitments(context)).map((item) => ({ at: item.createdAt })))),
    queueUnlessForbidden('APPEALS', async () => counted((await openAppeals(context)).map((item) => ({ at: item.appeal.appealedAt })))),
  ]);
  return queues.filter((queue) => queue !== null);
}

export const reviewResolvers: Resolvers<OperatorContext> = {
  Query: {
    pendingKycSubmissions: async (_parent, _args, context) => (await pendingKyc(context)).map((item) => ({ ...item, idNumber: null, [LISTED]: true })),
    kycSubmission: async (_parent, { id }, context) => context.operatorApi.post('kyc/get', { id }, KycDetailAnswer),
    pendingClaims: async (_parent, _args, context) => (await pendingClaims(context)).claims.map(claim),
    claimScreenshot: async (_parent, { id }, context) => dataUrl(await context.operatorApi.post('claims/screenshot', { id }, PictureAnswer)),
    pendingCommitments: async (_parent, _args, context) => (await pendingCommitments(context)).map(commitment),
    openAppeals: async (_parent, _args, context) => (await openAppeals(context)).map((trade) => ({ ...appeal(trade), chat: null })),
    appeal: async (_parent, { tradeId }, context) => appeal(await context.operatorApi.post('otc/trade', { tradeId }, AppealTradeAnswer)),
  },
  OperatorKycSubmission: {
    // Read only when asked for, one submission at a time: the list never carries the photos
    // (500 submissions' pictures in one answer would be one call per photo and megabytes each).
    frontPhoto: async (submission, _args, context) => (isListed(submission) ? null : dataUrl(await context.operatorApi.post('kyc/photo', { id: submission.id, side: 'front' }, PictureAnswer))),
    backPhoto: async (submission, _args, context) => (isListed(submission) ? null : dataUrl(await context.operatorApi.post('kyc/photo', { id: submission.id, side: 'back' }, PictureAnswer))),
  },
  Mutation: {
    reviewKyc: async (_parent, { input }, context) =>
      context.operatorApi.post('kyc/review', { id: input.id, decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) }, KycDetailAnswer),
    approveClaim: async (_parent, { input }, context) => {
      const answer = await context.operatorApi.post('claims/approve', { id: input.id, ...(input.note ? { note: input.note } : {}) }, ClaimDecisionAnswer);
      return 'fourEyesRequest' in answer ? { claim: null, fourEyesRequest: { ...answer.fourEyesRequest, body: JSON.stringify(answer.fourEyesRequest.body ?? null) } } : { claim: claim(answer), fourEyesRequest: null };
    },
    // The platform refuses a missing reason or note in its own words (BAD_REQUEST with the field).
    rejectClaim: async (_parent, { input }, context) => claim(await context.operatorApi.post('claims/reject', { id: input.id, reason: input.note ?? '' }, ClaimAnswer)),
    requestClaimInfo: async (_parent, { input }, context) => claim(await context.operatorApi.post('claims/request-info', { id: input.id, note: input.note ?? '' }, ClaimAnswer)),
    approveCommitment: async (_parent, { input }, context) =>
      commitment(await context.operatorApi.post('commitments/approve', { id: input.id, ...(input.note ? { note: input.note } : {}) }, CommitmentAnswer)),
    rejectCommitment: async (_parent, { input }, context) => commitment(await context.operatorApi.post('commitments/reject', { id: input.id, reason: input.note ?? '' }, CommitmentAnswer)),
    decideAppeal: async (_parent, { input }, context) =>
      appeal(await context.operatorApi.post('otc/appeals/decide', { tradeId: input.tradeId, decision: input.decision, ...(input.note ? { note: input.note } : {}) }, AppealTradeAnswer)),
  },
};
