import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answer, Id, MemberText, NoData, SecondFactorFields } from '../lib/route-schemas.ts';
import { checkSecondFactor } from '../security/factor-check.ts';
import { BankAccount, SysBankAccount } from './answers.ts';
import { addBankAccount, deleteBankAccount, listBankAccounts, memberSysBankAccounts, updateBankAccount } from './service.ts';

// Generous outer bounds; the service trims and applies the real rules with a localized message.
// The names are shown beside the account number: no character may hide or reorder text.
const Fields = {
  bankName: MemberText({ maxLength: 200 }),
  accountName: MemberText({ maxLength: 200 }),
  accountNumber: Type.String({ maxLength: 100 }),
  /** Adding, changing or removing an account asks for the second factor once the member has one. */
  ...SecondFactorFields,
};

/** /api/app/bank-account: a member's own bank accounts, and the platform's receiving accounts. */
export async function bankAccountRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/addBankAccount', { schema: { body: Type.Object(Fields), response: answer(BankAccount) } }, async (request) => {
    await checkSecondFactor(app.factors, request.member.id, request.body);
    return request.ok(await addBankAccount(app.db, request.member.id, request.body, app.clock.now()));
  });
  app.post('/bankAccountList', { schema: { response: answer(Type.Array(BankAccount)) } }, async (request) => request.ok(await listBankAccounts(app.db, request.member.id)));
  app.post('/updateBankAccount', { schema: { body: Type.Object({ id: Id, ...Fields }), response: answer(BankAccount) } }, async (request) => {
    await checkSecondFactor(app.factors, request.member.id, request.body);
    return request.ok(await updateBankAccount(app.db, request.member.id, request.body, app.clock.now()));
  });
  app.post('/delBankAccount', { schema: { body: Type.Object({ id: Id, ...SecondFactorFields }), response: answer(NoData) } }, async (request) => {
    await checkSecondFactor(app.factors, request.member.id, request.body);
    await deleteBankAccount(app.db, request.member.id, request.body.id, app.clock.now());
    return request.ok(null);
  });
  app.post('/sysBankAccountList', { schema: { response: answer(Type.Array(SysBankAccount)) } }, async (request) => request.ok(await memberSysBankAccounts(app.db, request.locale)));
}
