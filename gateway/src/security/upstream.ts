import { z } from 'zod';
import { upstreamRoute } from '../upstream/route.ts';
import { passkeyOptionsAnswer } from '../user/upstream.ts';
import { nullAnswer, upstreamId, upstreamInstant, upstreamPage, WITHDRAWAL_ADDRESS_TYPES } from '../upstream/parsers.ts';

const deviceFields = {
  browser: z.string().nullable(),
  os: z.string().nullable(),
  kind: z.string().nullable(),
  userAgent: z.string(),
  address: z.string(),
};

export const memberSessionSchema = z.object({
  id: upstreamId,
  current: z.boolean(),
  ...deviceFields,
  startedAt: upstreamInstant,
  lastSeenAt: upstreamInstant,
});
/** The mapper of the GraphQL `MemberSession` type. */
export type UpstreamMemberSession = z.output<typeof memberSessionSchema>;

export const memberSessionsAnswer = z.object({ list: z.array(memberSessionSchema) });
export const endedSessionsAnswer = z.object({ count: z.number().int().nonnegative() });

/** The stable outcomes (GraphQL `SignInOutcome`); one outside them is a contract change. */
export const SIGN_IN_OUTCOMES = ['SUCCESS', 'WRONG_PASSWORD', 'TOO_MANY_ATTEMPTS', 'BANNED'] as const;

export const signInEventSchema = z.object({
  id: upstreamId,
  outcome: z.enum(SIGN_IN_OUTCOMES),
  ...deviceFields,
  at: upstreamInstant,
});
/** The mapper of the GraphQL `SignInEvent` type. */
export type UpstreamSignInEvent = z.output<typeof signInEventSchema>;

export const signInPageAnswer = upstreamPage(signInEventSchema);
/** The mapper of the GraphQL `SignInEventPage` type. */
export type UpstreamSignInEventPage = z.output<typeof signInPageAnswer>;

export const freezeStateAnswer = z.object({
  frozen: z.boolean(),
  frozenAt: upstreamInstant.nullable(),
  source: z.enum(['EMAIL_LINK', 'SETTINGS']).nullable(),
});
export const frozenByLinkAnswer = z.object({ frozen: z.literal(true) });

export const whitelistAnswer = z.object({
  on: z.boolean(),
  offAt: upstreamInstant.nullable(),
  addresses: z.array(
    z.object({
      id: upstreamId,
      type: z.enum(WITHDRAWAL_ADDRESS_TYPES),
      address: z.string(),
      label: z.string().nullable(),
      whitelisted: z.boolean(),
      whitelistedFrom: upstreamInstant.nullable(),
    }),
  ),
});
/** The mapper of the GraphQL `WhitelistAddress` type. */
export type UpstreamWhitelistAddress = z.output<typeof whitelistAnswer>['addresses'][number];

export const factorStatusAnswer = z.object({
  totpEnabled: z.boolean(),
  totpEnabledAt: upstreamInstant.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});

export const totpEnrolmentAnswer = z.object({ secret: z.string().min(16), otpauthUri: z.string() });

export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()).length(10) });

export const passkeySchema = z.object({ id: upstreamId, name: z.string(), createdAt: upstreamInstant, lastUsedAt: upstreamInstant.nullable() });
export const passkeyListAnswer = z.array(passkeySchema);

export const securityGuardsAnswer = z.object({
  moneyLockedUntil: upstreamInstant.nullable(),
  withdrawalsPausedUntil: upstreamInstant.nullable(),
});
/** The mapper of the GraphQL `SecurityGuards` type. */
export type UpstreamSecurityGuards = z.output<typeof securityGuardsAnswer>;

export const antiPhishingAnswer = z.object({ set: z.boolean(), code: z.string().nullable() });

export const emailAddressAnswer = z.object({
  email: z.string().nullable(),
  pending: z.object({ email: z.string(), expiresAt: upstreamInstant }).nullable(),
  canSend: z.boolean(),
});

/** The platform paths of this domain, each with the parser of its answer (docs/security.md). */
export const SECURITY_ROUTES = {
  factors: upstreamRoute('/api/security/factors', factorStatusAnswer),
  beginTotp: upstreamRoute('/api/security/totp/begin', totpEnrolmentAnswer),
  confirmTotp: upstreamRoute('/api/security/totp/confirm', recoveryCodesAnswer),
  disableTotp: upstreamRoute('/api/security/totp/disable', nullAnswer),
  regenerateRecoveryCodes: upstreamRoute('/api/security/recovery-codes/regenerate', recoveryCodesAnswer),
  passkeys: upstreamRoute('/api/security/passkeys/list', passkeyListAnswer),
  passkeyRegistrationOptions: upstreamRoute('/api/security/passkeys/registration-options', passkeyOptionsAnswer),
  passkeyConfirmationOptions: upstreamRoute('/api/security/passkeys/confirmation-options', passkeyOptionsAnswer),
  registerPasskey: upstreamRoute('/api/security/passkeys/register', passkeySchema),
  renamePasskey: upstreamRoute('/api/security/passkeys/rename', passkeyListAnswer),
  removePasskey: upstreamRoute('/api/security/passkeys/remove', passkeyListAnswer),
  sessions: upstreamRoute('/api/security/sessions/list', memberSessionsAnswer),
  endSession: upstreamRoute('/api/security/sessions/end', memberSessionsAnswer),
  endOtherSessions: upstreamRoute('/api/security/sessions/end-others', endedSessionsAnswer),
  signIns: upstreamRoute('/api/security/sign-ins/list', signInPageAnswer),
  freezeState: upstreamRoute('/api/security/freeze/state', freezeStateAnswer),
  freeze: upstreamRoute('/api/security/freeze/freeze', freezeStateAnswer),
  freezeByLink: upstreamRoute('/api/security/freeze/link', frozenByLinkAnswer),
  whitelist: upstreamRoute('/api/security/whitelist/state', whitelistAnswer),
  whitelistMode: upstreamRoute('/api/security/whitelist/mode', whitelistAnswer),
  whitelistAddress: upstreamRoute('/api/security/whitelist/address', whitelistAnswer),
  guards: upstreamRoute('/api/security/guards/status', securityGuardsAnswer),
  antiPhishing: upstreamRoute('/api/security/anti-phishing/state', antiPhishingAnswer),
  setAntiPhishing: upstreamRoute('/api/security/anti-phishing/set', antiPhishingAnswer),
  clearAntiPhishing: upstreamRoute('/api/security/anti-phishing/clear', antiPhishingAnswer),
  emailAddress: upstreamRoute('/api/security/email/state', emailAddressAnswer),
  beginEmailChange: upstreamRoute('/api/security/email/begin', emailAddressAnswer),
  confirmEmailChange: upstreamRoute('/api/security/email/confirm', emailAddressAnswer),
};
