import { Type } from '@fastify/type-provider-typebox';
import { Balance } from '../assets/answers.ts';
import { DecimalText, Instant, Nullable, OneOf, UserName } from '../lib/route-schemas.ts';
import { MemberProfile } from '../user/answers.ts';

/** What the general operator routes answer (docs/operations.md): each answer as it is. */

/** The root sponsor's referral id, and whether this call created it. */
export const RootSponsor = Type.Object({ referralId: Type.String(), created: Type.Boolean() });

/** A member as the operator looks them up: the profile, the ban and the balances. */
export const OperatorMember = Type.Object({
  ...MemberProfile.properties,
  bannedAt: Nullable(Instant),
  balances: Type.Array(Balance),
});

/** An operator's credit or debit: its transfer, its record and the member's available balance after it. */
export const CreditAdjustment = Type.Object({
  transactionNumber: Type.String(),
  receiptNumber: Type.String(),
  balance: DecimalText,
});

export const MemberBan = Type.Object({ userName: UserName, banned: Type.Boolean() });

/** A message the platform sent or meant to send, newest first. */
export const OutboxMessage = Type.Object({
  id: Type.String(),
  /** The member it is about; null for messages to the operator. */
  userName: Nullable(UserName),
  channel: OneOf(['email', 'operator']),
  recipient: Nullable(Type.String()),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Instant,
  sentAt: Nullable(Instant),
  error: Nullable(Type.String()),
});

/** The ledger's reconciliation (ledger/ledger.ts `checkLedger`): every list is empty on a sound ledger. */
export const LedgerCheck = Type.Object({
  unbalancedTransfers: Type.Array(Type.Object({ transferId: Type.String(), total: DecimalText })),
  driftedAccounts: Type.Array(Type.Object({ accountId: Type.String(), balance: DecimalText, entriesTotal: DecimalText })),
  negativeMemberAccounts: Type.Array(Type.Object({ accountId: Type.String(), balance: DecimalText })),
  recordsWithoutMovement: Type.Array(Type.Object({ recordId: Type.String(), transferId: Type.String() })),
});
