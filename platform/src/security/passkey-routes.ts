import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { answer, Id, MemberText, SecondFactorFields } from '../lib/route-schemas.ts';
import { Passkey, PasskeyList, WebAuthnOptions } from './answers.ts';
import { checkPasskeyChange } from './factor-check.ts';
import { CREDENTIAL_JSON_MAX, listPasskeys, passkeyConfirmationOptions, passkeyRegistrationOptions, registerPasskey, removePasskey, renamePasskey } from './passkeys.ts';

const TransactionPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });
/** The name the member gives a passkey ("Work laptop"); not blank. */
export const PasskeyName = MemberText({ minLength: 1, maxLength: 64, pattern: '\\S' });
/** The browser's credential (what `startRegistration` / `startAuthentication` answer), as JSON text. */
export const CredentialJson = Type.String({ minLength: 2, maxLength: CREDENTIAL_JSON_MAX });

/** /api/security/passkeys: the member's passkeys (docs/security.md, "Passkeys"). */
export async function passkeyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/list', { schema: { response: answer(PasskeyList) } }, async (request) => request.ok(await listPasskeys(app.db, request.member.id)));

  app.post('/registration-options', { schema: { response: answer(WebAuthnOptions) } }, async (request) =>
    request.ok(await passkeyRegistrationOptions(app.factors, request.member.id)),
  );

  app.post(
    '/register',
    {
      schema: {
        body: Type.Object({ credential: CredentialJson, name: PasskeyName, transactionPassword: TransactionPassword, ...SecondFactorFields }),
        response: answer(Passkey),
      },
    },
    async (request) => {
      await checkPasskeyChange(app.factors, request.member.id, request.body);
      return request.ok(await registerPasskey(app.factors, request.member.id, request.body));
    },
  );

  app.post('/rename', { schema: { body: Type.Object({ passkeyId: Id, name: PasskeyName }), response: answer(PasskeyList) } }, async (request) =>
    request.ok(await renamePasskey(app.db, request.member.id, request.body)),
  );

  app.post(
    '/remove',
    { schema: { body: Type.Object({ passkeyId: Id, transactionPassword: TransactionPassword, ...SecondFactorFields }), response: answer(PasskeyList) } },
    async (request) => {
      await checkPasskeyChange(app.factors, request.member.id, request.body);
      return request.ok(await removePasskey(app.factors, request.member.id, request.body));
    },
  );

  // A step-up challenge: the member's passkey signs it to confirm one money or credential operation.
  app.post('/confirmation-options', { schema: { response: answer(WebAuthnOptions) } }, async (request) =>
    request.ok(await passkeyConfirmationOptions(app.factors, request.member.id)),
  );
}
