import { Type } from '@fastify/type-provider-typebox';
import { Instant, Nullable, OneOf, UserName } from '../lib/route-schemas.ts';
import { KycStatus } from '../user/answers.ts';

/** What the identity verification routes answer (docs/team.md, "Identity verification"): the `data` of each success. */

/** The state of one submission: waiting for review, passed or failed. */
export const KycSubmissionStatus = OneOf(['PENDING', 'PASSED', 'FAILED']);

/** The member's identity verification as they see it: the identity number masked but for its last four characters. */
export const KycState = Type.Object({
  status: KycStatus,
  /** First, and again after a failed review. */
  canSubmit: Type.Boolean(),
  reason: Nullable(Type.String()),
  idNumber: Nullable(Type.String()),
  submittedAt: Nullable(Instant),
  reviewedAt: Nullable(Instant),
});

/** A submission just received: it waits for review. */
export const KycSubmitted = Type.Object({ id: Type.String(), status: Type.Literal('PENDING') });

/** A submission in the operator's list. */
export const KycSubmissionSummary = Type.Object({
  id: Type.String(),
  userName: UserName,
  status: KycSubmissionStatus,
  reason: Nullable(Type.String()),
  submittedAt: Instant,
  reviewedAt: Nullable(Instant),
});

/** The whole submission for the operator: the identity number and the photos' file names. */
export const KycSubmission = Type.Object({
  id: Type.String(),
  userName: UserName,
  idNumber: Type.String(),
  status: KycSubmissionStatus,
  reason: Nullable(Type.String()),
  submittedAt: Instant,
  reviewedAt: Nullable(Instant),
  photos: Type.Object({ front: Type.String(), back: Type.String() }),
});

/** One ID photo, as JSON: its file name, its content type and its bytes in base64. */
export const KycPhoto = Type.Object({
  name: Type.String(),
  contentType: Type.String({ pattern: '^image/' }),
  base64: Type.String({ pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
});
