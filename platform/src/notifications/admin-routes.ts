import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { operatorAnswer } from '../lib/route-schemas.ts';
import { DeliveryStatus, NotificationDelivery } from './answers.ts';
import { deliveries } from './service.ts';
import { reads } from '../lib/operator-access.ts';

/** The operator's view of the notification outbox: what waits, what was given up, and why. */
export async function notificationAdminRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/notifications/deliveries',
    { config: reads('support'),
      schema: {
        body: Type.Object({ status: Type.Optional(DeliveryStatus), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }),
        response: operatorAnswer(Type.Array(NotificationDelivery)),
      },
    },
    async (request) => deliveries(app.db, request.body),
  );
}
