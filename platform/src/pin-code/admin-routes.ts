import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { memberIdByName } from '../lib/admin-guard.ts';
import { Coin, operatorAnswer, UserName } from '../lib/route-schemas.ts';
import { PinCode, PinCodePlan, PinCodeWithChain } from './answers.ts';
import { codesOfMember, codeWithChain, issueCodes, MAX_CODES_AT_ONCE, pinPrices, setPinPrice } from './service.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';

const PlanId = Type.String({ minLength: 1, maxLength: 32 });

/** Operator API for PIN codes (`pnpm admin pin …`): prices, issuing codes, and any code's chain of custody. */
export async function pinCodeAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.now();

  app.post('/pin-codes/prices', { config: reads('support'), schema: { response: operatorAnswer(Type.Array(PinCodePlan)) } }, async () => pinPrices(app.db, { onSaleOnly: false }));
  app.post(
    '/pin-codes/prices/set',
    { config: adminOnly('changes'),
      schema: {
        body: Type.Object({ matchingId: PlanId, price: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })), coinName: Type.Optional(Coin), enabled: Type.Optional(Type.Boolean()) }),
        response: operatorAnswer(PinCodePlan),
      },
    },
    async (request) => {
      const result = await setPinPrice(app.db, request.body, now());
      request.log.info({ matchingId: result.matchingId }, 'operator changed a PIN code price');
      return result;
    },
  );
  app.post(
    '/pin-codes/issue',
    { config: changes('finance'),
      schema: {
        body: Type.Object({ userName: UserName, matchingId: PlanId, quantity: Type.Integer({ minimum: 1, maximum: MAX_CODES_AT_ONCE, default: 1 }) }),
        response: operatorAnswer(Type.Array(PinCode)),
      },
    },
    async (request) => {
      const memberId = await memberIdByName(app.db, request.body.userName);
      const codes = await issueCodes(app.db, memberId, request.body, now());
      request.log.info({ memberId, matchingId: request.body.matchingId, quantity: codes.length }, 'operator issued PIN codes');
      return codes;
    },
  );
  app.post('/pin-codes/list', { config: reads('support'), schema: { body: Type.Object({ userName: UserName }), response: operatorAnswer(Type.Array(PinCode)) } }, async (request) =>
    codesOfMember(app.db, await memberIdByName(app.db, request.body.userName)),
  );
  app.post('/pin-codes/show', { config: reads('support'), schema: { body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }), response: operatorAnswer(PinCodeWithChain) } }, async (request) =>
    codeWithChain(app.db, request.body.code),
  );
}
