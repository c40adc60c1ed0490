import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { oncePerRequest } from '../lib/idempotency.ts';
import { Amount, answer, Id, Page, RequestId, SecondFactorFields } from '../lib/route-schemas.ts';
import { PASSWORD_MAX } from '../lib/passwords.ts';
import { checkSecondFactor } from '../security/factor-check.ts';
import { refuseDuringCredentialPause } from '../security/credential-pause.ts';
import { checkTransactionPassword } from '../security/transaction-password.ts';
import { Withdrawal, WithdrawalPage, WithdrawalQuote, WithdrawalStatus, WithdrawalTerms } from './answers.ts';
import type { WithdrawalConfig } from './config.ts';
import { withdrawalSettings } from './settings.ts';
import { bankDestination, chainDestination } from './destinations.ts';
import { assertWhitelisted } from '../withdrawal-address/whitelist.ts';
import { listMemberWithdrawals, requestWithdrawal, transitionWithdrawal, withdrawalConfigList, withdrawalInfo } from './service.ts';

const TransactionPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });

const Status = Type.Optional(WithdrawalStatus);
const ListBody = Type.Object({
  status: Status,
  ...Page,
});

export async function withdrawalRoutes(parent: FastifyInstance, options: { config: WithdrawalConfig }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // The environment's settings with an admin's overrides, read per request (settings.ts).
  const settings = () => withdrawalSettings(app.db, options.config);
  app.addHook('onRequest', app.requireMember);

  app.post('/configList', { schema: { response: answer(Type.Array(WithdrawalTerms)) } }, async (request) => request.ok(withdrawalConfigList(await settings(), request.locale)));

  app.post('/withdrawalInfo', { schema: { body: Type.Object({ amount: Type.Optional(Amount) }), response: answer(WithdrawalQuote) } }, async (request) =>
    request.ok(await withdrawalInfo(app.db, await settings(), request.member.id, request.body.amount, app.clock.now())),
  );

  app.post(
    '/bscWithdrawal',
    { schema: { body: Type.Object({ addressId: Id, amount: Amount, transactionPassword: TransactionPassword, ...SecondFactorFields, requestId: RequestId }), response: answer(Withdrawal) } },
    async (request) => {
      const { addressId, amount, transactionPassword, requestId } = request.body;
      const memberId = request.member.id;
      await checkTransactionPassword(app.db, memberId, transactionPassword, app.clock.now());
      await checkSecondFactor(app.factors, memberId, request.body);
      await refuseDuringCredentialPause(app.db, memberId, app.clock.now());
      // Refused before the request id is claimed: the same request passes once the address is on the list.
      await assertWhitelisted(app.db, memberId, addressId, app.clock.now());
      const config = await settings();
      const order = await oncePerRequest(app.db, { memberId, requestId, operation: 'bscWithdrawal' }, async (tx) => {
        const now = app.clock.now();
        const destination = await chainDestination(tx, memberId, addressId, now);
        return requestWithdrawal(tx, config, { memberId, amount, destination, now });
      });
      return request.ok(order);
    },
  );

  app.post(
    '/withdrawal',
    { schema: { body: Type.Object({ bankAccountId: Id, amount: Amount, transactionPassword: TransactionPassword, ...SecondFactorFields, requestId: RequestId }), response: answer(Withdrawal) } },
    async (request) => {
      const { bankAccountId, amount, transactionPassword, requestId } = request.body;
      const memberId = request.member.id;
      await checkTransactionPassword(app.db, memberId, transactionPassword, app.clock.now());
      await checkSecondFactor(app.factors, memberId, request.body);
      await refuseDuringCredentialPause(app.db, memberId, app.clock.now());
      const config = await settings();
      const order = await oncePerRequest(app.db, { memberId, requestId, operation: 'withdrawal' }, async (tx) => {
        const destination = await bankDestination(tx, memberId, bankAccountId);
        return requestWithdrawal(tx, config, { memberId, amount, destination, now: app.clock.now() });
      });
      return request.ok(order);
    },
  );

  // Not in SPEC §7's list: the member's cancellation while the order still waits for review.
  app.post('/cancelWithdrawal', { schema: { body: Type.Object({ id: Id }), response: answer(Withdrawal) } }, async (request) =>
    request.ok(await transitionWithdrawal(app.db, { id: request.body.id, action: 'cancel', actor: 'member', memberId: request.member.id, now: app.clock.now() })),
  );
  // Not in SPEC §7's list: the member reports a paid withdrawal that never arrived (for the operator to investigate).
  app.post('/reportNotReceived', { schema: { body: Type.Object({ id: Id }), response: answer(Withdrawal) } }, async (request) =>
    request.ok(await transitionWithdrawal(app.db, { id: request.body.id, action: 'notReceived', actor: 'member', memberId: request.member.id, now: app.clock.now() })),
  );

  app.post('/withdrawalOrderList', { schema: { body: ListBody, response: answer(WithdrawalPage) } }, async (request) =>
    request.ok(await listMemberWithdrawals(app.db, request.member.id, request.body)),
  );
  app.post('/bscWithdrawalOrderList', { schema: { body: ListBody, response: answer(WithdrawalPage) } }, async (request) =>
    request.ok(await listMemberWithdrawals(app.db, request.member.id, { ...request.body, kind: 'CHAIN' })),
  );
  app.post('/withdrawalBankOrderList', { schema: { body: ListBody, response: answer(WithdrawalPage) } }, async (request) =>
    request.ok(await listMemberWithdrawals(app.db, request.member.id, { ...request.body, kind: 'BANK' })),
  );
}
