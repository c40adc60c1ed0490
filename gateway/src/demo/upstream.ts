import { z } from 'zod';
import { upstreamRoute } from '../upstream/route.ts';

export const demoModeAnswer = z.object({
  enabled: z.boolean(),
  depositApprovalSeconds: z.number().int().min(0),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  daysAhead: z.number().int().min(0),
});

export const DEMO_ROUTES = {
  mode: upstreamRoute('/api/demo/mode', demoModeAnswer),
} as const;
