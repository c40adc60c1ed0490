import type { WithdrawalStatus } from '../db/schema.ts';
import { RuleViolation } from '../errors.ts';

export type WithdrawalAction = 'approve' | 'reject' | 'cancel' | 'payable' | 'send' | 'succeed' | 'fail' | 'notReceived';
export type Actor = 'member' | 'operator';

/**
 * The one table of a withdrawal's life. Review: PENDING_REVIEW → APPROVED | REJECTED, or the
 * member cancels while it waits. Payout: APPROVED → PAYABLE (queued) → WITHDRAWING (sent)
 * → SUCCESS | FAILED. A paid withdrawal the member says never arrived is flagged NOT_RECEIVED.
 */
export const TRANSITIONS: Readonly<Record<WithdrawalStatus, Partial<Record<WithdrawalAction, WithdrawalStatus>>>> = {
  PENDING_REVIEW: { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' },
  APPROVED: { payable: 'PAYABLE', reject: 'REJECTED' },
  PAYABLE: { send: 'WITHDRAWING', fail: 'FAILED' },
  WITHDRAWING: { succeed: 'SUCCESS', fail: 'FAILED' },
  SUCCESS: { notReceived: 'NOT_RECEIVED' },
  NOT_RECEIVED: {},
  REJECTED: {},
  FAILED: {},
  CANCELLED: {},
};

/**
 * Who may take each step: only the member cancels; a paid order that never arrived is reported
 * by the member or flagged by the operator; the operator does the rest.
 */
const ACTORS: Readonly<Record<WithdrawalAction, readonly Actor[]>> = {
  approve: ['operator'],
  reject: ['operator'],
  cancel: ['member'],
  payable: ['operator'],
  send: ['operator'],
  succeed: ['operator'],
  fail: ['operator'],
  notReceived: ['member', 'operator'],
};

/** What the step does to the money frozen for the order. */
export function moneyEffect(to: WithdrawalStatus): 'release' | 'settle' | 'none' {
  if (to === 'REJECTED' || to === 'FAILED' || to === 'CANCELLED') return 'release';
  if (to === 'SUCCESS') return 'settle';
  return 'none';
}

/** The state after `action`, or a refusal naming the current state. */
export function nextStatus(from: WithdrawalStatus, action: WithdrawalAction, actor: Actor): WithdrawalStatus {
  const to = TRANSITIONS[from][action];
  if (!to || !ACTORS[action].includes(actor)) throw new RuleViolation('ORDER_STATE_INVALID', { status: from });
  return to;
}

/** The operator's "pay": from wherever the order is in the payout, every step to SUCCESS. */
export function payoutSteps(from: WithdrawalStatus): WithdrawalAction[] {
  if (from === 'APPROVED') return ['payable', 'send', 'succeed'];
  if (from === 'PAYABLE') return ['send', 'succeed'];
  if (from === 'WITHDRAWING') return ['succeed'];
  throw new RuleViolation('ORDER_STATE_INVALID', { status: from });
}
