import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminGuard } from '../lib/admin-guard.ts';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { DeliveryStatus, NotificationDelivery } from './answers.ts';
import { deliveries } from './service.ts';

/** The operator's view of the notification outbox: what waits, what was given up, and why. */
export async function notificationAdminRoutes(parent: FastifyInstance, options: { adminToken: string }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminGuard(options.adminToken));

  app.post(
    '/notifications/deliveries',
    {
      schema: {
        body: Type.Object({ status: Type.Optional(DeliveryStatus), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }),
        response: operatorAnswer(Type.Array(NotificationDelivery)),
      },
    },
    async (request) => deliveries(app.db, request.body),
  );
}
