import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { nullAnswer, upstreamInstant } from '../upstream/parsers.ts';

export const factorStatusAnswer = z.object({
  totpEnabled: z.boolean(),
  totpEnabledAt: upstreamInstant.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});

export const totpEnrolmentAnswer = z.object({ secret: z.string().min(16), otpauthUri: z.string() });

export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()).length(10) });

/** The platform paths of this domain, each with the parser of its answer (docs/security.md). */
export const SECURITY_ROUTES = {
  factors: upstreamRoute('/api/security/factors', factorStatusAnswer),
  beginTotp: upstreamRoute('/api/security/totp/begin', totpEnrolmentAnswer),
  confirmTotp: upstreamRoute('/api/security/totp/confirm', recoveryCodesAnswer),
  disableTotp: upstreamRoute('/api/security/totp/disable', nullAnswer),
  regenerateRecoveryCodes: upstreamRoute('/api/security/recovery-codes/regenerate', recoveryCodesAnswer),
};
