import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { reads } from '../lib/operator-access.ts';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { auditCsv, listAudit, verifyAudit } from './trail.ts';

const AuditRow = Type.Object({
  sequence: Type.String(),
  createdAt: Type.String(),
  actor: Type.Union([Type.String(), Type.Null()]),
  operatorId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  objectType: Type.String(),
  objectId: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  request: Type.String(),
  /** The object's state before the change (canonical JSON), or null. */
  before: Type.Union([Type.String(), Type.Null()]),
  answer: Type.String(),
  prevHash: Type.String(),
  hash: Type.String(),
});

const Instant = Type.String({ format: 'date-time' });

/** The audit trail (docs/operations.md): listed with filters, exported as CSV, its chain verified. */
export async function auditAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/audit',
    {
      config: reads('compliance'),
      schema: {
        querystring: Type.Object({
          operator: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          objectType: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          objectId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          from: Type.Optional(Instant),
          to: Type.Optional(Instant),
          before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,18}$' })),
          // A query string carries text (and the platform's validator does not coerce): 1 to 10000.
          limit: Type.String({ pattern: '^([1-9][0-9]{0,3}|10000)$', default: '100' }),
          format: Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json' }),
        }),
        response: operatorAnswer(Type.Array(AuditRow)),
      },
    },
    async (request, reply) => {
      const { from, to, format, limit, ...filter } = request.query;
      const rows = await listAudit(app.db, { ...filter, limit: Number(limit), from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined });
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-trail.csv"').serializer((text: string) => text).send(auditCsv(rows));
      }
      return rows;
    },
  );

  app.post(
    '/audit/verify',
    {
      config: reads('compliance'),
      schema: {
        response: operatorAnswer(
          Type.Object({
            ok: Type.Boolean(),
            rows: Type.Integer(),
            headSequence: Type.Optional(Type.String()),
            firstBrokenSequence: Type.Optional(Type.String()),
            problem: Type.Optional(Type.String()),
          }),
        ),
      },
    },
    async () => verifyAudit(app.db),
  );
}
