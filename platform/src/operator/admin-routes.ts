import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { assert } from '../errors.ts';
import { adminOnly, changes, OPERATOR_ROLES, reads, signIn } from '../lib/operator-access.ts';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { createOperator, disableOperator, listOperators, signInOperator, signOutOperator, type OperatorSessionPolicy } from './service.ts';

const OperatorName = Type.String({ pattern: '^[A-Za-z0-9._-]{2,32}$' });
const Role = Type.Union(OPERATOR_ROLES.map((role) => Type.Literal(role)));
/** Longer than a member's: an operator's password guards everyone's money. */
const OperatorPassword = Type.String({ minLength: 12, maxLength: 128 });

const Operator = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: Role,
  disabledAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String(),
});

/** Operators' accounts and sessions (docs/operations.md), under /admin/api. */
export async function operatorAdminRoutes(parent: FastifyInstance, options: { sessions: OperatorSessionPolicy }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const context = () => ({ db: app.db, clock: app.clock, key: app.factors.key });

  app.post(
    '/operator/sign-in',
    {
      config: signIn(),
      schema: {
        body: Type.Object({ name: OperatorName, password: Type.String({ minLength: 1, maxLength: 128 }), totpCode: Type.String({ minLength: 1, maxLength: 16 }) }),
        response: operatorAnswer(Type.Object({ token: Type.String(), expiresAt: Type.String(), operator: Type.Object({ id: Type.String(), name: Type.String(), role: Role }) })),
      },
    },
    async (request) => {
      const session = await signInOperator(context(), options.sessions, request.body);
      // Recorded as the operator who signed in (operator/guard.ts, onSend).
      request.operatorCaller = { kind: 'OPERATOR', operatorId: session.operator.id, operatorName: session.operator.name, role: session.operator.role, tokenHash: '' };
      return session;
    },
  );

  app.post('/operator/sign-out', { config: changes(OPERATOR_ROLES), schema: { response: operatorAnswer(Type.Object({ signedOut: Type.Boolean() })) } }, async (request) => {
    const caller = request.operatorCaller;
    assert(caller, 'the guard names the caller');
    if (caller.kind === 'OPERATOR') await signOutOperator({ db: app.db, clock: app.clock }, caller.tokenHash);
    return { signedOut: caller.kind === 'OPERATOR' };
  });

  app.post(
    '/operator/me',
    { config: reads(...OPERATOR_ROLES), schema: { response: operatorAnswer(Type.Object({ kind: Type.String(), name: Type.Union([Type.String(), Type.Null()]), role: Role })) } },
    async (request) => {
      const caller = request.operatorCaller;
      assert(caller, 'the guard names the caller');
      return caller.kind === 'OPERATOR' ? { kind: caller.kind, name: caller.operatorName, role: caller.role } : { kind: caller.kind, name: null, role: 'admin' as const };
    },
  );

  app.post(
    '/operators/create',
    {
      config: adminOnly('changes'),
      schema: {
        body: Type.Object({ name: OperatorName, role: Role, password: OperatorPassword }),
        response: operatorAnswer(Type.Object({ ...Operator.properties, totpSecret: Type.String(), otpauthUri: Type.String() })),
      },
    },
    async (request) => {
      const caller = request.operatorCaller;
      assert(caller, 'the guard names the caller');
      return createOperator(context(), { ...request.body, createdBy: caller.kind === 'OPERATOR' ? caller.operatorName : 'automation' });
    },
  );

  app.post('/operators/list', { config: adminOnly('reads'), schema: { response: operatorAnswer(Type.Array(Operator)) } }, async () => listOperators(app.db));

  app.post('/operators/disable', { config: adminOnly('changes'), schema: { body: Type.Object({ name: OperatorName }), response: operatorAnswer(Operator) } }, async (request) =>
    disableOperator(context(), request.body.name),
  );
}
