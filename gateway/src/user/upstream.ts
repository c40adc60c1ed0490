import { z } from 'zod';
import { upstreamFlag, upstreamId, upstreamInstant } from '../upstream/parsers.ts';

/** The platform paths of this domain (docs/rest-api.md). */
export const USER_PATHS = {
  countries: '/api/country/list',
  captcha: '/api/captcha/image',
  register: '/api/app/user/userRegister',
  login: '/api/app/user/login',
  logout: '/api/app/user/logout',
  sendResetCode: '/api/app/user/noLoginSend',
  resetPassword: '/api/app/user/forgotPassword',
  userInfo: '/api/app/user/userInfo',
  changePassword: '/api/app/user/updatePassWord',
  changeTransactionPassword: '/api/app/user/updateTransactionPassword',
  agreeStatus: '/api/app/user/updateAgreeStatus',
  levels: '/api/app/user/levelList',
} as const;

// What the platform answers, checked on the way in: a drifting contract fails loudly as
// BAD_GATEWAY (reason UPSTREAM_CONTRACT) instead of leaking odd values to the web app.
export const userInfoAnswer = z.object({
  id: upstreamId,
  userName: z.string(),
  countryCode: z.string(),
  email: z.string().nullish(),
  referralId: z.string(),
  sponsorUserName: z.string().nullish(),
  level: z.number().int(),
  commitmentPackageStatus: upstreamFlag,
  otcStatus: upstreamFlag,
  matchingCodeStatus: upstreamFlag,
  agreeStatus: upstreamFlag,
  kycStatus: z.enum(['NONE', 'PENDING', 'PASSED', 'FAILED']).default('NONE'),
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

/** A registration signs the member in: the new member's ids and the session `login` would open. */
export const registerAnswer = loginAnswer.extend({ userId: upstreamId, referralId: z.string() });
/** The mapper of the GraphQL `Registration` type. */
export type UpstreamRegistration = z.output<typeof registerAnswer>;

export const levelsAnswer = z.array(z.object({ level: z.number().int(), cn: z.string(), en: z.string() }));
/** The mapper of the GraphQL `Level` type. */
export type UpstreamLevel = z.output<typeof levelsAnswer>[number];

/** Paths that answer `null`: any data is accepted and ignored. */
export const emptyAnswer = z.unknown();
