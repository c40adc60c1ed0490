import type { Locale } from '@portal/envelope/catalogue';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { pageArgs, pageInfoOf } from '../upstream/paging.ts';
import { loginBody, USER_ROUTES, type UpstreamSignIn } from '../user/upstream.ts';
import { SECURITY_ROUTES } from './upstream.ts';
import { secondFactorBody } from '../upstream/second-factor.ts';

const FACTOR_REQUIRED_MESSAGE: Readonly<Record<Locale, string>> = {
  'en-US': 'This account asks for an authenticator code at sign-in; update the app and sign in again',
  'zh-CN': '此账户登录需要身份验证器验证码，请更新应用后重新登录',
  'ja-JP': 'このアカウントはサインイン時に認証コードが必要です。アプリを更新して再度サインインしてください',
  'ko-KP': '이 계정은 로그인할 때 인증 코드가 필요합니다. 앱을 업데이트하고 다시 로그인하십시오',
  'id-ID': 'Akun ini meminta kode autentikator saat masuk; perbarui aplikasi dan masuk lagi',
};

/**
 * `login` answers only a session: a member with a second factor is refused with
 * SERVER_MESSAGE / FACTOR_CODE_REQUIRED, and a client that knows the second step uses `signIn`.
 */
export function factorRequiredError(locale: Locale): GraphQLError {
  return createGraphQLError(FACTOR_REQUIRED_MESSAGE[locale], { extensions: { code: 'SERVER_MESSAGE', reason: 'FACTOR_CODE_REQUIRED', http: { status: 200 } } });
}

/** The session of a `login` answer that opened one. */
export function sessionOf(answer: UpstreamSignIn) {
  if (answer.factorRequired || !answer.token || !answer.expiresAt || answer.idleTimeoutSeconds === undefined) return undefined;
  return { token: answer.token, expiresAt: answer.expiresAt, idleTimeoutSeconds: answer.idleTimeoutSeconds };
}

export const securityResolvers: Resolvers = {
  Query: {
    securityGuards: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.guards, {}),
    secondFactors: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.factors, {}),
    passkeys: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.passkeys, {}),
    memberSessions: async (_parent, _args, { upstream }) => (await upstream.member(SECURITY_ROUTES.sessions, {})).list,
    signInHistory: (_parent, { page }, { upstream, locale }) => upstream.member(SECURITY_ROUTES.signIns, pageArgs(page, locale)),
    accountFreeze: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.freezeState, {}),
    withdrawalWhitelist: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.whitelist, {}),
    antiPhishingCode: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.antiPhishing, {}),
    emailAddress: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.emailAddress, {}),
  },

  Mutation: {
    signIn: async (_parent, { input }, { upstream }) => {
      const answer = await upstream.public(USER_ROUTES.login, loginBody(input));
      const session = sessionOf(answer);
      if (session) return { session, factorChallenge: null };
      if (!answer.challenge || !answer.challengeExpiresAt) throw new Error('login answered neither a session nor a ticket');
      // A platform from before passkeys named no factors: its tickets take a code.
      return { session: null, factorChallenge: { challenge: answer.challenge, expiresAt: answer.challengeExpiresAt, factors: answer.factors ?? ['TOTP'] } };
    },
    completeSignIn: (_parent, { input }, { upstream }) => upstream.public(USER_ROUTES.loginFactor, { challenge: input.challenge, totpCode: input.totpCode }),
    beginSignInPasskeyFactor: (_parent, { challenge }, { upstream }) => upstream.public(USER_ROUTES.loginFactorPasskeyOptions, { challenge }),
    completeSignInWithPasskey: (_parent, { input }, { upstream }) =>
      upstream.public(USER_ROUTES.loginFactorPasskey, { challenge: input.challenge, credential: input.credential }),
    beginPasskeySignIn: (_parent, _args, { upstream }) => upstream.public(USER_ROUTES.loginPasskeyOptions, {}),
    signInWithPasskey: (_parent, { credential }, { upstream }) => upstream.public(USER_ROUTES.loginPasskey, { credential }),
    beginPasskeyRegistration: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.passkeyRegistrationOptions, {}),
    beginPasskeyConfirmation: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.passkeyConfirmationOptions, {}),
    registerPasskey: (_parent, { input }, { upstream }) =>
      upstream.member(SECURITY_ROUTES.registerPasskey, {
        credential: input.credential,
        name: input.name,
        transactionPassword: input.transactionPassword,
        ...secondFactorBody(input),
      }),
    renamePasskey: (_parent, { id, name }, { upstream }) => upstream.member(SECURITY_ROUTES.renamePasskey, { passkeyId: id, name }),
    removePasskey: (_parent, { input }, { upstream }) =>
      upstream.member(SECURITY_ROUTES.removePasskey, { passkeyId: input.id, transactionPassword: input.transactionPassword, ...secondFactorBody(input) }),
    beginTotpEnrolment: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.beginTotp, {}),
    confirmTotpEnrolment: async (_parent, { input }, { upstream }) => ({
      codes: (await upstream.member(SECURITY_ROUTES.confirmTotp, { totpCode: input.totpCode, transactionPassword: input.transactionPassword })).recoveryCodes,
    }),
    disableTotp: async (_parent, { input }, { upstream }) => {
      await upstream.member(SECURITY_ROUTES.disableTotp, { transactionPassword: input.transactionPassword, ...(input.totpCode ? { totpCode: input.totpCode } : {}) });
      return true;
    },
    regenerateRecoveryCodes: async (_parent, { input }, { upstream }) => ({
      codes: (
        await upstream.member(SECURITY_ROUTES.regenerateRecoveryCodes, { transactionPassword: input.transactionPassword, ...(input.totpCode ? { totpCode: input.totpCode } : {}) })
      ).recoveryCodes,
    }),
    endSession: async (_parent, { id }, { upstream }) => (await upstream.member(SECURITY_ROUTES.endSession, { sessionId: id })).list,
    endOtherSessions: async (_parent, _args, { upstream }) => (await upstream.member(SECURITY_ROUTES.endOtherSessions, {})).count,
    freezeAccount: (_parent, _args, { upstream }) => upstream.member(SECURITY_ROUTES.freeze, {}),
    setWithdrawalWhitelistMode: (_parent, { on }, { upstream }) => upstream.member(SECURITY_ROUTES.whitelistMode, { on }),
    setAddressWhitelisted: (_parent, { id, listed }, { upstream }) => upstream.member(SECURITY_ROUTES.whitelistAddress, { addressId: id, listed }),
    setAntiPhishingCode: (_parent, { input }, { upstream }) =>
      upstream.member(SECURITY_ROUTES.setAntiPhishing, {
        antiPhishingCode: input.antiPhishingCode,
        transactionPassword: input.transactionPassword,
        ...secondFactorBody(input),
      }),
    beginEmailChange: (_parent, { input }, { upstream }) =>
      upstream.member(SECURITY_ROUTES.beginEmailChange, { email: input.email, transactionPassword: input.transactionPassword, ...secondFactorBody(input) }),
    confirmEmailChange: (_parent, { input }, { upstream }) => upstream.member(SECURITY_ROUTES.confirmEmailChange, { verifyCode: input.verifyCode }),
    clearAntiPhishingCode: (_parent, { input }, { upstream }) =>
      upstream.member(SECURITY_ROUTES.clearAntiPhishing, { transactionPassword: input.transactionPassword, ...secondFactorBody(input) }),
    // Public: the link works from an email opened where the member is not signed in. Its token
    // is 32 random bytes, so guessing one is hopeless without a rate limit of its own.
    freezeAccountByLink: async (_parent, { token }, { upstream }) => (await upstream.public(SECURITY_ROUTES.freezeByLink, { token })).frozen,
  },

  WhitelistAddress: {
    network: (address) => address.type,
  },

  SignInEventPage: {
    items: (page) => page.list,
    pageInfo: (page) => pageInfoOf(page),
  },
};
