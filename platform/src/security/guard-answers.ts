import { Type } from '@fastify/type-provider-typebox';
import { Instant, Nullable } from '../lib/route-schemas.ts';

/** What guards the member's money right now (docs/security.md, "Guards"): null when nothing does. */
export const SecurityGuards = Type.Object({
  /** Money movement locked after too many wrong transaction passwords, until then. */
  moneyLockedUntil: Nullable(Instant),
  /** Withdrawals and address changes paused after a credential change, until then. */
  withdrawalsPausedUntil: Nullable(Instant),
});
