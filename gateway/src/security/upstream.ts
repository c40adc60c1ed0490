import { z } from 'zod';
import { upstreamInstant } from '../upstream/parsers.ts';
import { upstreamRoute } from '../upstream/route.ts';

export const securityGuardsAnswer = z.object({
  moneyLockedUntil: upstreamInstant.nullable(),
  withdrawalsPausedUntil: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `SecurityGuards` type. */
export type UpstreamSecurityGuards = z.output<typeof securityGuardsAnswer>;

/** The platform paths of the security centre, each with the parser of its answer (docs/security.md). */
export const SECURITY_ROUTES = {
  guards: upstreamRoute('/api/security/guards/status', securityGuardsAnswer),
};
