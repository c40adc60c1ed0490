import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** Where the platform publishes its OpenAPI document. */
export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;

/** What every answer looks like (docs/rest-api.md): `data` is the payload, or the sealed payload. */
const ANSWER: JsonSchema = {
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: { type: 'integer', description: '20000 on success (docs/rest-api.md lists the codes).' },
    msg: { type: 'string', description: 'The localized message.' },
    data: { description: 'The answer: JSON as sent for a plain request, the sealed answer (base64) for an encrypted one.' },
    reason: { type: 'string', description: 'The refusal reason, when there is one.' },
    encrypted: { type: 'boolean', description: 'Present and true on a sealed answer.' },
  },
};

/**
 * The request body as it travels: the route's schema describes `data`, which the envelope plugin
 * opens before validation; on the wire it sits in `{data, needEn: false}` or is sealed
 * (docs/protocol.md).
 */
function wireBody(data: JsonSchema | undefined): JsonSchema {
  const plain: JsonSchema = {
    type: 'object',
    required: ['data', 'needEn'],
    properties: { data: data ?? { type: 'object' }, needEn: { type: 'boolean', enum: [false] } },
  };
  const sealed: JsonSchema = {
    type: 'object',
    required: ['needEn', 'requestData', 'encrypted', 'keyId', 'ip', 'time'],
    properties: {
      needEn: { type: 'boolean', enum: [true] },
      requestData: { type: 'string' },
      encrypted: { type: 'string' },
      keyId: { type: 'string' },
      ip: { type: 'string' },
      time: { type: 'integer' },
    },
  };
  return { oneOf: [plain, sealed] };
}

const MEMBER_HEADERS: JsonSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'The session token from /api/app/user/login (member paths).' },
    'login-type': { type: 'string', enum: ['USER'], description: 'USER on member paths.' },
    'accept-language': { type: 'string', description: 'en-US, zh-CN, ja-JP, ko-KP or id-ID.' },
  },
};

/**
 * The OpenAPI 3 document of the member API (every `/api` path), generated from the routes' own
 * schemas by @fastify/swagger and served at {@link OPENAPI_PATH}. Operator and service paths
 * (`/admin/api`, `/metrics`, `/healthz`) are left out. Register before the routes.
 */
export const openApiPlugin = fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Members portal platform', version: '1', description: 'The REST API behind the gateway (docs/rest-api.md, docs/protocol.md).' },
      },
      transform: ({ schema, url, route }) => {
        const routeSchema = (schema ?? {}) as JsonSchema;
        if (!url.startsWith('/api/') || url === OPENAPI_PATH || route.method !== 'POST') return { schema: { ...routeSchema, hide: true } as never, url };
        return {
          url,
          schema: {
            ...routeSchema,
            operationId: url.replace(/^\/api\//, '').replace(/[^A-Za-z0-9]+/g, '_'),
            headers: MEMBER_HEADERS,
            body: wireBody(routeSchema.body as JsonSchema | undefined),
            response: { 200: ANSWER },
          } as never,
        };
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
