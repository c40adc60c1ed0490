import { Type } from '@fastify/type-provider-typebox';
import { CREDIT_TYPES } from '../credits/credit-types.ts';
import { Coin, DecimalText, Instant, Nullable, OneOf, PageOf, UserName } from '../lib/route-schemas.ts';
import { MemberPackage, PACKAGE_KINDS, PackageKind } from '../packages/answers.ts';

/** What the commitment routes answer (docs/commitment.md): the `data` of each success. */

export const CommitmentStatus = OneOf(['PENDING_REVIEW', 'APPROVED', 'REJECTED']);

/** COMMITMENT (applied for, reviewed by an operator) or FREE (the one-time claim). */
export const CommitmentType = OneOf(['COMMITMENT', 'FREE']);

export const Commitment = Type.Object({
  id: Type.String(),
  type: CommitmentType,
  matchingId: Type.String(),
  kind: PackageKind,
  name: Type.String(),
  amount: DecimalText,
  coinName: Coin,
  status: CommitmentStatus,
  /** The package an approval opened. */
  packageId: Nullable(Type.String()),
  reviewNote: Nullable(Type.String()),
  createdAt: Instant,
  reviewedAt: Nullable(Instant),
});

/** The operator's list names each commitment's member. */
export const OperatorCommitment = Type.Object({ ...Commitment.properties, userName: UserName });

/** A catalogue package one may commit to. */
export const CommitmentPlan = Type.Object({
  matchingId: Type.String(),
  kind: PackageKind,
  name: Type.String(),
  amount: DecimalText,
  coinName: Coin,
  contractDays: Type.Integer(),
  dailyProfitRatio: DecimalText,
});

/** The free package offer: its package (all null until an operator configures one), and the member's claim of it. */
export const FreePackageOffer = Type.Object({
  available: Type.Boolean(),
  matchingId: Nullable(Type.String()),
  kind: Nullable(OneOf(PACKAGE_KINDS)),
  name: Nullable(Type.String()),
  amount: Nullable(DecimalText),
  coinName: Nullable(OneOf(CREDIT_TYPES)),
  contractDays: Nullable(Type.Integer()),
  claimed: Type.Boolean(),
  claimedAt: Nullable(Instant),
  packageId: Nullable(Type.String()),
});

/** The member's commitment area: the plans, the free offer, and a page of the member's commitments. */
export const CommitmentArea = Type.Object({
  plans: Type.Array(CommitmentPlan),
  free: FreePackageOffer,
  ...PageOf(Commitment).properties,
});

/** The free package claimed: the commitment that records it and the package it opened. */
export const FreePackageClaim = Type.Object({ commitment: Commitment, package: MemberPackage });

/** The operator's setting of the free package. */
export const FreePackageSetting = Type.Object({ matchingId: Type.String(), enabled: Type.Boolean() });
