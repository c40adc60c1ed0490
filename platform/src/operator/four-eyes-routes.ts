import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { assert, Forbidden } from '../errors.ts';
import { changes, OPERATOR_ROLES, reads } from '../lib/operator-access.ts';
import { Id, operatorAnswer } from '../lib/route-schemas.ts';
import { claimApproval, listFourEyes, recordOutcome, withdrawFourEyes } from './four-eyes.ts';
import { EXECUTION_HEADER, EXECUTION_REQUEST_HEADER, type OperatorCaller } from './guard.ts';

const FourEyesRequest = Type.Object({
  id: Type.String(),
  action: Type.String(),
  body: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
  requestedBy: Type.String(),
  status: Type.String(),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});

function named(caller: OperatorCaller | undefined) {
  assert(caller, 'the guard names the caller');
  // operatorOnly routes: the automation token never gets here.
  if (caller.kind !== 'OPERATOR') throw new Forbidden('AUTOMATION_NOT_ALLOWED');
  return { id: caller.operatorId, name: caller.operatorName, role: caller.role };
}

/** Four-eyes requests (docs/operations.md): listed, approved by another operator, withdrawn by their requester. */
export async function fourEyesRoutes(parent: FastifyInstance, options: { executionSecret: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/four-eyes/list',
    {
      config: reads(...OPERATOR_ROLES),
      schema: {
        body: Type.Object({
          status: Type.Optional(Type.Union(['PENDING', 'APPROVED', 'FAILED', 'WITHDRAWN'].map((status) => Type.Literal(status)))),
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
        }),
        response: operatorAnswer(Type.Array(FourEyesRequest)),
      },
    },
    async (request) => listFourEyes(app.db, request.body.status as Parameters<typeof listFourEyes>[1], request.body.limit),
  );

  app.post(
    '/four-eyes/approve',
    { config: changes(['finance', 'compliance'], { operatorOnly: true }), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(FourEyesRequest) } },
    async (request) => {
      const approver = named(request.operatorCaller);
      const approved = await claimApproval(app.db, app.clock, request.body.id, approver);
      // The action itself, carried out through its own route (its rules, its audit row) as the approver.
      const carried = await app.inject({
        method: 'POST',
        url: `/admin/api/${approved.action}`,
        headers: { 'content-type': 'application/json', [EXECUTION_HEADER]: options.executionSecret, [EXECUTION_REQUEST_HEADER]: approved.id },
        payload: approved.rawBody,
      });
      const answer = carried.json<{ code?: number }>();
      const succeeded = carried.statusCode === 200 && answer.code === undefined;
      return recordOutcome(app.db, approved.id, succeeded, carried.body);
    },
  );

  app.post(
    '/four-eyes/withdraw',
    { config: changes(OPERATOR_ROLES, { operatorOnly: true }), schema: { body: Type.Object({ id: Id }), response: operatorAnswer(FourEyesRequest) } },
    async (request) => withdrawFourEyes(app.db, app.clock, request.body.id, named(request.operatorCaller)),
  );
}
