import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RuleViolation } from '../errors.ts';
import { answer, Id, Page } from '../lib/route-schemas.ts';
import { NotificationChannel, NotificationCount, NotificationEvent, NotificationPage, NotificationPreferences, PushKey, PushSubscribed } from './answers.ts';
import { inbox, markRead, preferences, setMonthlyStatement, setPreference, subscribePush, unreadCount, unsubscribePush } from './service.ts';

// A push service's endpoint: https only (RFC 8030), and short enough to index.
const Endpoint = Type.String({ minLength: 12, maxLength: 1000, pattern: '^https://' });
// Base64url of an uncompressed P-256 point (65 bytes) and of the 16-byte auth secret.
const PushKeys = Type.Object({
  p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
  auth: Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
});

/** The member's inbox, preferences and push subscriptions (docs/notifications.md). */
export async function notificationRoutes(parent: FastifyInstance, options: { vapidPublicKey: string | undefined }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post(
    '/list',
    { schema: { body: Type.Object({ ...Page, unreadOnly: Type.Boolean({ default: false }) }), response: answer(NotificationPage) } },
    async (request) => request.ok(await inbox(app.db, request.member.id, request.body, request.locale)),
  );
  app.post('/unreadCount', { schema: { response: answer(NotificationCount) } }, async (request) => request.ok(await unreadCount(app.db, request.member.id)));
  app.post(
    '/markRead',
    { schema: { body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }), response: answer(NotificationCount) } },
    async (request) => request.ok(await markRead(app.db, request.member.id, request.body.ids, app.clock.now())),
  );
  app.post('/markAllRead', { schema: { response: answer(NotificationCount) } }, async (request) => request.ok(await markRead(app.db, request.member.id, 'all', app.clock.now())));
  app.post('/preferences', { schema: { response: answer(NotificationPreferences) } }, async (request) => request.ok(await preferences(app.db, request.member.id)));
  app.post(
    '/setPreference',
    { schema: { body: Type.Object({ event: NotificationEvent, channel: NotificationChannel, enabled: Type.Boolean() }), response: answer(NotificationPreferences) } },
    async (request) => request.ok(await setPreference(app.db, request.member.id, request.body, app.clock.now())),
  );
  app.post('/setMonthlyStatement', { schema: { body: Type.Object({ enabled: Type.Boolean() }), response: answer(NotificationPreferences) } }, async (request) =>
    request.ok(await setMonthlyStatement(app.db, request.member.id, request.body.enabled, app.clock.now())),
  );
  app.post('/pushKey', { schema: { response: answer(PushKey) } }, async (request) => request.ok({ publicKey: options.vapidPublicKey ?? null }));
  app.post('/subscribePush', { schema: { body: Type.Object({ endpoint: Endpoint, keys: PushKeys }), response: answer(PushSubscribed) } }, async (request) => {
    if (!options.vapidPublicKey) throw new RuleViolation('PUSH_NOT_CONFIGURED');
    return request.ok(await subscribePush(app.db, request.member.id, request.body, app.clock.now()));
  });
  app.post('/unsubscribePush', { schema: { body: Type.Object({ endpoint: Endpoint }), response: answer(PushSubscribed) } }, async (request) =>
    request.ok(await unsubscribePush(app.db, request.member.id, request.body.endpoint)),
  );
}
