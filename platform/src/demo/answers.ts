import { Type } from '@fastify/type-provider-typebox';
import { Day } from '../lib/route-schemas.ts';
import { AccrualDay } from '../accrual/answers.ts';

/** What every screen shows of demo mode: that it is on, and what it does for the member. */
export const DemoMode = Type.Object({
  enabled: Type.Boolean(),
  /** Deposits are approved this long after they are sent (demo mode only; 0 when off). */
  depositApprovalSeconds: Type.Integer({ minimum: 0 }),
  /** The platform's date (GMT+8). */
  today: Day,
  /** Days the demo runs ahead of the real date. */
  daysAhead: Type.Integer({ minimum: 0 }),
});

export const NextDay = Type.Object({ today: Day, daysAhead: Type.Integer({ minimum: 1 }), accrual: Type.Array(AccrualDay) });
