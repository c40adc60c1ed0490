import { Type } from '@fastify/type-provider-typebox';
import { Balance } from '../assets/answers.ts';
import { Coin, DecimalText, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';
import { Level } from '../team/answers.ts';
import { KycStatus, MemberProfile } from '../user/answers.ts';

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

/** What a member search matched: the member's own ids and names, or money they moved. */
export const MEMBER_SEARCH_MATCHES = ['USER_NAME', 'USER_ID', 'REFERRAL_ID', 'WITHDRAWAL_ADDRESS', 'DEPOSIT_HASH'] as const;
export type MemberSearchMatch = (typeof MEMBER_SEARCH_MATCHES)[number];

/** One member a search found, with what it matched. */
export const MemberSearchHit = Type.Object({
  id: Type.String(),
  userName: UserName,
  referralId: Type.String(),
  email: Nullable(Type.String()),
  countryCode: Type.String(),
  level: Level,
  banned: Type.Boolean(),
  createdAt: Instant,
  matchedBy: OneOf(MEMBER_SEARCH_MATCHES),
});

/** At most 20 members; `more` when the search names more than those (a longer search narrows it). */
export const MemberSearchResult = Type.Object({ list: Type.Array(MemberSearchHit, { maxItems: 20 }), more: Type.Boolean() });

/** What stops or watches a member's account. */
export const MemberFlags = Type.Object({
  banned: Type.Boolean(),
  bannedAt: Nullable(Instant),
  frozen: Type.Boolean(),
  frozenAt: Nullable(Instant),
  kycStatus: KycStatus,
  /** Withdrawals and address changes wait until then after a credential changed; null when open. */
  withdrawalsPausedUntil: Nullable(Instant),
});

/** The member's place in the team: who invited them and how many they invited. */
export const MemberTeam = Type.Object({
  sponsorUserName: Nullable(UserName),
  directCount: Type.Integer({ minimum: 0 }),
  teamCount: Type.Integer({ minimum: 0 }),
});

/** A member's profile as support reads it. */
export const SupportProfile = Type.Object({
  profile: MemberProfile,
  balances: Type.Array(Balance),
  flags: MemberFlags,
  team: MemberTeam,
});

/** One movement of a member's account in the ledger, with the balance before and after it. */
export const LedgerLine = Type.Object({
  id: Type.String(),
  transactionNumber: Type.String(),
  coinName: Coin,
  state: OneOf(['available', 'frozen', 'locked']),
  recordType: Type.String(),
  recordTypeName: Type.String(),
  amount: DecimalText,
  balanceBefore: DecimalText,
  balanceAfter: DecimalText,
  createdAt: Instant,
});
export const LedgerLinePage = PageOf(LedgerLine);
