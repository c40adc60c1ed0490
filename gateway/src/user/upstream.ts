import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { nullAnswer, upstreamFlag, upstreamId, upstreamInstant } from '../upstream/parsers.ts';

// What the platform answers, checked on the way in: a drifting contract fails loudly as
// BAD_GATEWAY (reason UPSTREAM_CONTRACT) instead of leaking odd values to the web app.
export const userInfoAnswer = z.object({
  id: upstreamId,
  userName: z.string(),
  countryCode: z.string(),
  email: z.string().nullable(),
  referralId: z.string(),
  sponsorUserName: z.string().nullable(),
  level: z.number().int(),
  commitmentPackageStatus: upstreamFlag,
  otcStatus: upstreamFlag,
  matchingCodeStatus: upstreamFlag,
  agreeStatus: upstreamFlag,
  kycStatus: z.enum(['NONE', 'PENDING', 'PASSED', 'FAILED']),
  createdAt: upstreamInstant,
});
/** The mapper of the GraphQL `User` type. */
export type UpstreamUser = z.output<typeof userInfoAnswer>;

export const countriesAnswer = z.array(z.object({ code: z.string(), name: z.string() }));

export const captchaAnswer = z.object({ captchaId: upstreamId, image: z.string() });

export const loginAnswer = z.object({
  token: z.string().min(1),
  expiresAt: upstreamInstant,
  idleTimeoutSeconds: z.number().int(),
});

/**
 * What `login` answers: the session (`factorRequired: false`), or for a member with a second
 * factor a ticket for `loginFactor` (docs/security.md).
 */
export const signInAnswer = z.object({
  factorRequired: z.boolean(),
  token: z.string().min(1).optional(),
  expiresAt: upstreamInstant.optional(),
  idleTimeoutSeconds: z.number().int().optional(),
  challenge: z.string().min(1).optional(),
  challengeExpiresAt: upstreamInstant.optional(),
  factors: z.array(z.enum(['TOTP', 'PASSKEY'])).optional(),
});
export type UpstreamSignIn = z.output<typeof signInAnswer>;

/** A WebAuthn ceremony's options, JSON text for the browser. */
export const passkeyOptionsAnswer = z.object({ optionsJson: z.string().min(2) });

/** A registration signs the member in: the new member's ids and the session `login` would open. */
export const registerAnswer = loginAnswer.extend({ userId: upstreamId, referralId: z.string() });
/** The mapper of the GraphQL `Registration` type. */
export type UpstreamRegistration = z.output<typeof registerAnswer>;

export const levelsAnswer = z.array(z.object({ level: z.number().int(), cn: z.string(), en: z.string() }));
/** The mapper of the GraphQL `Level` type. */
export type UpstreamLevel = z.output<typeof levelsAnswer>[number];

/**
 * The platform's login body from the GraphQL `LoginInput` (both `login` and `signIn`): the
 * captcha only when one was given, as the platform asks for it only after failures.
 */
export function loginBody(input: { userName: string; password: string; captchaId?: string | null | undefined; captchaCode?: string | null | undefined }) {
  return {
    userName: input.userName,
    password: input.password,
    ...(input.captchaId && input.captchaCode ? { captchaId: input.captchaId, captchaCode: input.captchaCode } : {}),
  };
}

/** The platform paths of this domain, each with the parser of its answer (docs/rest-api.md). */
export const USER_ROUTES = {
  countries: upstreamRoute('/api/country/list', countriesAnswer),
  captcha: upstreamRoute('/api/captcha/image', captchaAnswer),
  register: upstreamRoute('/api/app/user/userRegister', registerAnswer),
  login: upstreamRoute('/api/app/user/login', signInAnswer),
  loginFactor: upstreamRoute('/api/app/user/loginFactor', loginAnswer),
  loginFactorPasskeyOptions: upstreamRoute('/api/app/user/loginFactorPasskeyOptions', passkeyOptionsAnswer),
  loginFactorPasskey: upstreamRoute('/api/app/user/loginFactorPasskey', loginAnswer),
  loginPasskeyOptions: upstreamRoute('/api/app/user/loginPasskeyOptions', passkeyOptionsAnswer),
  loginPasskey: upstreamRoute('/api/app/user/loginPasskey', loginAnswer),
  logout: upstreamRoute('/api/app/user/logout', nullAnswer),
  sendResetCode: upstreamRoute('/api/app/user/noLoginSend', nullAnswer),
  resetPassword: upstreamRoute('/api/app/user/forgotPassword', nullAnswer),
  userInfo: upstreamRoute('/api/app/user/userInfo', userInfoAnswer),
  changePassword: upstreamRoute('/api/app/user/updatePassWord', nullAnswer),
  changeTransactionPassword: upstreamRoute('/api/app/user/updateTransactionPassword', nullAnswer),
  agreeStatus: upstreamRoute('/api/app/user/updateAgreeStatus', nullAnswer),
  levels: upstreamRoute('/api/app/user/levelList', levelsAnswer),
};
