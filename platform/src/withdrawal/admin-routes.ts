import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { money } from '../lib/money.ts';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { OperatorWithdrawal, WithdrawalSettings } from './answers.ts';
import { operatorWithdrawals, transitionWithdrawal } from './service.ts';
import { adminOnly, changes, reads } from '../lib/operator-access.ts';
import { Decimal } from '../lib/route-schemas.ts';
import type { WithdrawalConfig } from './config.ts';
import { operatorWithdrawalSettings, setWithdrawalSettings } from './settings.ts';

const OPERATOR_ACTIONS = ['approve', 'reject', 'payable', 'send', 'succeed', 'pay', 'fail', 'notReceived'] as const;

/** The operator's withdrawal review and payout, under /admin/api, behind the admin token. */
export async function withdrawalAdminRoutes(parent: FastifyInstance, options: { fourEyesAbove: string; config: WithdrawalConfig }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  // The fee, minimum, maximum and multiple: the environment's, or an admin's overrides (settings.ts).
  app.post('/settings', { config: reads('support', 'finance'), schema: { response: operatorAnswer(WithdrawalSettings) } }, async () => operatorWithdrawalSettings(app.db, options.config));
  app.post(
    '/settings/set',
    { config: adminOnly('changes', { reasonRequired: true }),
      schema: {
        body: Type.Object({
          feeType: Type.Optional(Type.Union([Type.Literal('FIXED'), Type.Literal('RATIO')])),
          feeValue: Type.Optional(Decimal),
          minAmount: Type.Optional(Decimal),
          maxAmount: Type.Optional(Decimal),
          multiple: Type.Optional(Decimal),
          useEnvironment: Type.Optional(Type.Boolean()),
        }),
        response: operatorAnswer(WithdrawalSettings),
      },
    },
    async (request) => {
      const settings = await setWithdrawalSettings(app.db, options.config, request.body, app.clock.now());
      request.log.info({ useEnvironment: request.body.useEnvironment === true }, 'operator changed the withdrawal settings');
      return settings;
    },
  );

  app.post(
    '/list',
    { config: reads('support', 'finance'), schema: { body: Type.Object({ pending: Type.Boolean({ default: false }), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }), response: operatorAnswer(Type.Array(OperatorWithdrawal)) } },
    async (request) => operatorWithdrawals(app.db, request.body),
  );

  app.post(
    '/transition',
    {
      // Approving a withdrawal above the threshold waits for a second operator (docs/operations.md, "Four eyes").
      config: changes('finance', {
        fourEyes: async (body) => {
          const { id, action } = body as { id: string; action: string };
          if (action !== 'approve') return false;
          const order = await app.db.selectFrom('withdrawal_orders').select('amount').where('id', '=', id).executeTakeFirst();
          return order !== undefined && money(order.amount).greaterThan(options.fourEyesAbove);
        },
      }),
      schema: {
        body: Type.Object({
          id: Type.String({ minLength: 1, maxLength: 64 }),
          action: Type.Union(OPERATOR_ACTIONS.map((a) => Type.Literal(a))),
          reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          payoutHash: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
        }),
        response: operatorAnswer(OperatorWithdrawal),
      },
    },
    async (request) => {
      const { id, action, reason, payoutHash } = request.body;
      const order = await transitionWithdrawal(app.db, { id, action, actor: 'operator', reason, payoutHash, now: app.clock.now() });
      request.log.info({ withdrawalId: id, action, status: order.status }, 'operator moved a withdrawal');
      return order;
    },
  );
}
