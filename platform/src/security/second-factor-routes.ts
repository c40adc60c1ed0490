import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { answer, FactorCode, NoData } from '../lib/route-schemas.ts';
import { FactorStatus, RecoveryCodes, TotpEnrolment } from './answers.ts';
import { beginTotpEnrolment, confirmTotpEnrolment, disableTotp, factorStatus, regenerateRecoveryCodes } from './second-factor.ts';

const TransactionPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });
/** Changing a factor asks for the transaction password and a code of the factor. */
const FactorChange = Type.Object({ transactionPassword: TransactionPassword, totpCode: Type.Optional(FactorCode) });

/** /api/security: the member's second factors (docs/security.md). */
export async function secondFactorRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/factors', { schema: { response: answer(FactorStatus) } }, async (request) => request.ok(await factorStatus(app.db, request.member.id)));

  app.post('/totp/begin', { schema: { response: answer(TotpEnrolment) } }, async (request) => request.ok(await beginTotpEnrolment(app.factors, request.member.id)));

  app.post(
    '/totp/confirm',
    { schema: { body: Type.Object({ totpCode: FactorCode, transactionPassword: TransactionPassword }), response: answer(RecoveryCodes) } },
    async (request) => request.ok(await confirmTotpEnrolment(app.factors, request.member.id, request.body)),
  );

  app.post('/totp/disable', { schema: { body: FactorChange, response: answer(NoData) } }, async (request) => {
    await disableTotp(app.factors, request.member.id, request.body);
    return request.ok(null);
  });

  app.post('/recovery-codes/regenerate', { schema: { body: FactorChange, response: answer(RecoveryCodes) } }, async (request) =>
    request.ok(await regenerateRecoveryCodes(app.factors, request.member.id, request.body)),
  );
}
