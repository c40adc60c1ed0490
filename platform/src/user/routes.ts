import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COINS, CREDIT_TYPES } from '../credits/credit-types.ts';
import { answer, Email, FactorCode, NoData, SecondFactorFields, Switch, UserName } from '../lib/route-schemas.ts';
import { LevelName } from '../team/answers.ts';
import { LEVELS } from '../team/levels.ts';
import { CoinDescription, LoginAnswer, MemberProfile, Registration, Session } from './answers.ts';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import {
  changePassword,
  changeTransactionPassword,
  completeLogin,
  completeLoginWithPasskey,
  login,
  passkeyLogin,
  memberProfile,
  register,
  resetPassword,
  sendResetCode,
  type ClientInfo,
  type UserConfig,
  type UserDeps,
} from './service.ts';
import { revokeSession } from './sessions.ts';
import { CredentialJson } from '../security/passkey-routes.ts';
import { WebAuthnOptions } from '../security/answers.ts';
import { passwordlessSignInOptions, signInFactorPasskeyOptions } from '../security/passkeys.ts';

const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });

const CaptchaId = Type.String({ minLength: 1, maxLength: 64 });
const CaptchaCode = Type.String({ minLength: 1, maxLength: 16 });

/** The captcha is optional until the platform asks for it (CAPTCHA_REQUIRED, docs/security.md). */
const LoginBody = Type.Object({ userName: UserName, password: Password, captchaId: Type.Optional(CaptchaId), captchaCode: Type.Optional(CaptchaCode) });

const RegisterBody = Type.Object({
  userName: UserName,
  password: Password,
  confirmPassword: Password,
  transactionPassword: Password,
  countryCode: Type.String({ minLength: 2, maxLength: 2 }),
  referralId: Type.String({ minLength: 1, maxLength: 32 }),
  captchaId: CaptchaId,
  captchaCode: CaptchaCode,
  email: Type.Optional(Email),
});

export async function userRoutes(parent: FastifyInstance, options: { config: UserConfig }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const deps: UserDeps = { db: app.db, clock: app.clock, config: options.config, sendMessage: (m) => app.mailer.send(m), factors: app.factors };

  const client = (request: FastifyRequest): ClientInfo => ({ locale: request.locale, address: request.clientAddress, userAgent: request.headers['user-agent'] ?? '' });

  app.post('/userRegister', { schema: { body: RegisterBody, response: answer(Registration) } }, async (request) => request.ok(await register(deps, request.body, client(request))));

  app.post(
    '/login',
    { schema: { body: LoginBody, response: answer(LoginAnswer) } },
    async (request) => request.ok(await login(deps, { ...request.body, address: request.clientAddress }, client(request))),
  );

  app.post(
    '/loginFactor',
    { schema: { body: Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 64 }), totpCode: FactorCode }), response: answer(Session) } },
    async (request) => request.ok(await completeLogin(deps, request.body, client(request))),
  );

  const Ticket = Type.String({ minLength: 1, maxLength: 64 });

  app.post('/loginFactorPasskeyOptions', { schema: { body: Type.Object({ challenge: Ticket }), response: answer(WebAuthnOptions) } }, async (request) =>
    request.ok(await signInFactorPasskeyOptions(app.factors, request.body.challenge)),
  );

  app.post('/loginFactorPasskey', { schema: { body: Type.Object({ challenge: Ticket, credential: CredentialJson }), response: answer(Session) } }, async (request) =>
    request.ok(await completeLoginWithPasskey(deps, request.body, client(request))),
  );

  // Passwordless: no user name; the passkey names the member.
  app.post('/loginPasskeyOptions', { schema: { response: answer(WebAuthnOptions) } }, async (request) => request.ok(await passwordlessSignInOptions(app.factors)));

  app.post('/loginPasskey', { schema: { body: Type.Object({ credential: CredentialJson }), response: answer(Session) } }, async (request) =>
    request.ok(await passkeyLogin(deps, request.body, client(request))),
  );

  app.post('/noLoginSend', { schema: { body: Type.Object({ userName: UserName }), response: answer(NoData) } }, async (request) => {
    await sendResetCode(deps, { userName: request.body.userName, locale: request.locale });
    return request.ok(null);
  });

  app.post(
    '/forgotPassword',
    {
      schema: {
        body: Type.Object({ userName: UserName, verifyCode: Type.String({ minLength: 1, maxLength: 16 }), password: Password, confirmPassword: Password }),
        response: answer(NoData),
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return request.ok(null);
    },
  );

  app.post('/levelList', { schema: { response: answer(Type.Array(LevelName)) } }, async (request) => request.ok(LEVELS));
  app.post('/coinList', { schema: { response: answer(Type.Array(CoinDescription)) } }, async (request) => request.ok(CREDIT_TYPES.map((coinName) => ({ coinName, ...COINS[coinName] }))));

  await app.register(async function memberOnly(member) {
    const routes = member.withTypeProvider<TypeBoxTypeProvider>();
    routes.addHook('onRequest', app.requireMember);

    routes.post('/userInfo', { schema: { response: answer(MemberProfile) } }, async (request) => request.ok(await memberProfile(app.db, request.member.id)));

    routes.post('/logout', { schema: { response: answer(NoData) } }, async (request) => {
      await revokeSession(app.db, app.clock, request.member.tokenHash);
      return request.ok(null);
    });

    routes.post(
      '/updatePassWord',
      { schema: { body: Type.Object({ oldPassword: Password, password: Password, confirmPassword: Password, ...SecondFactorFields }), response: answer(NoData) } },
      async (request) => {
        await changePassword(deps, request.member, request.body);
        return request.ok(null);
      },
    );

    routes.post(
      '/updateTransactionPassword',
      {
        schema: {
          body: Type.Object({ oldTransactionPassword: Password, transactionPassword: Password, confirmTransactionPassword: Password, ...SecondFactorFields }),
          response: answer(NoData),
        },
      },
      async (request) => {
        await changeTransactionPassword(deps, request.member.id, request.body);
        return request.ok(null);
      },
    );

    routes.post(
      '/updateAgreeStatus',
      { schema: { body: Type.Object({ agreeStatus: Switch }), response: answer(NoData) } },
      async (request) => {
        await app.db.updateTable('members').set({ agree_status: request.body.agreeStatus, updated_at: app.clock.now() }).where('id', '=', request.member.id).execute();
        return request.ok(null);
      },
    );
  });
}
