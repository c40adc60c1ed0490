import { eitherField } from '../errors/field-errors.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { unwrapEmission, type Emission, type Feed } from '../subscriptions/live-feeds.ts';
import type { RequestUpstream } from '../upstream/request-upstream.ts';
import { factorRequiredError, sessionOf } from '../security/resolvers.ts';
import { localizedLevelName } from './level-directory.ts';
import { loginBody, USER_ROUTES, type UpstreamUser } from './upstream.ts';
import { secondFactorBody } from '../upstream/second-factor.ts';

/** The member a request's session belongs to (live subscriptions key their pollers by it). */
export async function identifyMember(upstream: RequestUpstream): Promise<string> {
  const me = await upstream.member(USER_ROUTES.userInfo, {});
  return me.id;
}

/** The live feed behind `profileChanged`. */
export const profileFeed: Feed<UpstreamUser> = {
  name: 'profile',
  fetch: (client, caller) => client.call(USER_ROUTES.userInfo, {}, caller),
};

/** `setAgreedToTerms`, and the deprecated `setAgreeStatus`. */
async function setAgreedToTerms(agreed: boolean, { upstream }: GatewayContext) {
  await upstream.member(USER_ROUTES.agreeStatus, { agreeStatus: agreed ? 1 : 0 });
  return upstream.member(USER_ROUTES.userInfo, {});
}

export const userResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { upstream }) => upstream.member(USER_ROUTES.userInfo, {}),
    countries: (_parent, _args, { upstream }) => upstream.public(USER_ROUTES.countries, {}),
    levels: (_parent, _args, { upstream, levels }) => levels.list(upstream),
    captcha: (_parent, _args, { upstream }) => upstream.public(USER_ROUTES.captcha, {}),
  },

  Mutation: {
    register: (_parent, { input }, { upstream }) =>
      upstream.public(
        USER_ROUTES.register,
        {
          userName: input.userName,
          password: input.password,
          confirmPassword: input.confirmPassword,
          transactionPassword: input.transactionPassword,
          countryCode: input.countryCode,
          referralId: input.referralId,
          captchaId: input.captchaId,
          captchaCode: input.captchaCode,
          ...(input.email ? { email: input.email } : {}),
        },
      ),
    login: async (_parent, { input }, { upstream, locale }) => {
      const session = sessionOf(await upstream.public(USER_ROUTES.login, loginBody(input)));
      if (!session) throw factorRequiredError(locale);
      return session;
    },
    logout: async (_parent, _args, { upstream }) => {
      await upstream.member(USER_ROUTES.logout, {});
      return true;
    },
    sendPasswordResetCode: async (_parent, args, { upstream, locale }) => {
      const userName = eitherField(args.input?.userName, args.userName, 'input.userName', locale);
      await upstream.public(USER_ROUTES.sendResetCode, { userName });
      return true;
    },
    resetPassword: async (_parent, { input }, { upstream }) => {
      await upstream.public(
        USER_ROUTES.resetPassword,
        { userName: input.userName, verifyCode: input.verifyCode, password: input.password, confirmPassword: input.confirmPassword },
      );
      return true;
    },
    changePassword: async (_parent, { input }, { upstream }) => {
      await upstream.member(
        USER_ROUTES.changePassword,
        { oldPassword: input.oldPassword, password: input.password, confirmPassword: input.confirmPassword, ...secondFactorBody(input) },
      );
      return true;
    },
    changeTransactionPassword: async (_parent, { input }, { upstream }) => {
      await upstream.member(
        USER_ROUTES.changeTransactionPassword,
        {
          oldTransactionPassword: input.oldTransactionPassword,
          transactionPassword: input.transactionPassword,
          confirmTransactionPassword: input.confirmTransactionPassword,
          ...secondFactorBody(input),
        },
      );
      return true;
    },
    setAgreedToTerms: (_parent, { input }, context) => setAgreedToTerms(input.agreedToTerms, context),
    setAgreeStatus: (_parent, { agreed }, context) => setAgreedToTerms(agreed, context),
  },

  Subscription: {
    profileChanged: {
      subscribe: (_parent, _args, { upstream, live }) => live.subscribe(profileFeed, upstream),
      resolve: (emission: Emission<UpstreamUser>) => unwrapEmission(emission),
    },
  },

  User: {
    email: (user) => user.email ?? null,
    sponsorUserName: (user) => user.sponsorUserName ?? null,
    levelName: (user, _args, { upstream, levels }) => levels.nameOf(user.level, upstream),
    commitmentPackageEnabled: (user) => user.commitmentPackageStatus === 1,
    otcEnabled: (user) => user.otcStatus === 1,
    matchingCodeEnabled: (user) => user.matchingCodeStatus === 1,
    agreedToTerms: (user) => user.agreeStatus === 1,
  },

  Registration: {
    session: (registration) => ({ token: registration.token, expiresAt: registration.expiresAt, idleTimeoutSeconds: registration.idleTimeoutSeconds }),
  },

  Level: {
    name: (level, _args, { locale }) => localizedLevelName(level, locale),
  },
};
