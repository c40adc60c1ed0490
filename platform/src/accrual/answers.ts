import { Type } from '@fastify/type-provider-typebox';
import { DecimalText, Day, Instant } from '../lib/route-schemas.ts';

/** What the operator's daily profit routes answer (docs/operations.md). */

/** One day's run: false `ran` when another run held the lock (it credits the day instead). */
export const AccrualDay = Type.Object({
  day: Day,
  ran: Type.Boolean(),
  accrued: Type.Integer({ minimum: 0 }),
  renewed: Type.Integer({ minimum: 0 }),
  totalProfit: DecimalText,
});

/** A finished run of one day, as the run log keeps it. */
export const AccrualRun = Type.Object({
  day: Day,
  accrued: Type.Integer({ minimum: 0 }),
  finishedAt: Instant,
});
