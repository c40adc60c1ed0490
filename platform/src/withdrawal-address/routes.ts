import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Id, MemberText, NoData, SecondFactorFields } from '../lib/route-schemas.ts';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { refuseDuringCredentialPause } from '../security/credential-pause.ts';
import { checkSecondFactor } from '../security/factor-check.ts';
import { checkTransactionPassword } from '../security/transaction-password.ts';
import { AddressType, WithdrawalAddress } from './answers.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress, type AddressDeps } from './service.ts';

const Address = Type.String({ minLength: 1, maxLength: 100 });
/** Shown beside the address: no character may hide or reorder text. The service's limit is 50. */
const Label = Type.Optional(MemberText({ maxLength: 100 }));
const TransactionPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });

/** /api/app/withdrawal-address: a member's wallet addresses for withdrawals, with a cooling period. */
export async function withdrawalAddressRoutes(parent: FastifyInstance, options: { coolingMs: number }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  const deps = (locale: AddressDeps['locale']): AddressDeps => ({
    db: app.db,
    now: app.clock.now(),
    coolingMs: options.coolingMs,
    locale,
    send: (message) => app.mailer.send(message),
  });

  // A new address is where money can be sent: it asks for the transaction password, and waits
  // out the pause after a credential change (docs/security.md, "Guards").
  app.post(
    '/add',
    { schema: { body: Type.Object({ type: AddressType, address: Address, label: Label, transactionPassword: TransactionPassword, ...SecondFactorFields }), response: answer(WithdrawalAddress) } },
    async (request) => {
      const { transactionPassword, totpCode, passkeyAssertion, ...address } = request.body;
      await checkTransactionPassword(app.db, request.member.id, transactionPassword, app.clock.now());
      await checkSecondFactor(app.factors, request.member.id, { totpCode, passkeyAssertion });
      await refuseDuringCredentialPause(app.db, request.member.id, app.clock.now());
      return request.ok(await addAddress(deps(request.locale), request.member.id, address));
    },
  );
  app.post('/list', { schema: { response: answer(Type.Array(WithdrawalAddress)) } }, async (request) => request.ok(await listAddresses(app.db, request.member.id, app.clock.now())));
  app.post('/update', { schema: { body: Type.Object({ id: Id, address: Address, label: Label, ...SecondFactorFields }), response: answer(WithdrawalAddress) } }, async (request) => {
    await checkSecondFactor(app.factors, request.member.id, request.body);
    await refuseDuringCredentialPause(app.db, request.member.id, app.clock.now());
    const { totpCode: _code, passkeyAssertion: _assertion, ...address } = request.body;
    return request.ok(await updateAddress(deps(request.locale), request.member.id, address));
  });
  app.post('/del', { schema: { body: Type.Object({ id: Id, ...SecondFactorFields }), response: answer(NoData) } }, async (request) => {
    await checkSecondFactor(app.factors, request.member.id, request.body);
    await deleteAddress(app.db, request.member.id, request.body.id, app.clock.now());
    return request.ok(null);
  });
}
