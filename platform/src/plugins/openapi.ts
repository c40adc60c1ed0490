import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { assert } from '../errors.ts';

/** Where the platform publishes its OpenAPI document. */
export const OPENAPI_PATH = '/api/openapi.json';

const isApiPath = (url: string | undefined) => url !== undefined && url !== OPENAPI_PATH && (url.startsWith('/api/') || url.startsWith('/admin/api/'));

type JsonSchema = Record<string, unknown>;

/** A refusal (docs/rest-api.md): in the caller's language, with the reason and, for bad fields, each field's. */
const REFUSAL: JsonSchema = {
  title: 'Refusal',
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: { type: 'integer', description: 'The refusal code (docs/rest-api.md lists them).' },
    msg: { type: 'string', description: 'The localized message.' },
    reason: { type: 'string', description: 'The refusal reason.' },
    data: {
      nullable: true,
      type: 'object',
      description: 'The bad fields, when the refusal names them.',
      properties: {
        fields: {
          type: 'array',
          items: { type: 'object', required: ['path', 'reason', 'message'], properties: { path: { type: 'string' }, reason: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
};

/** A success answer to an encrypted request: `data` is the sealed JSON of the plain answer's `data` (docs/protocol.md). */
const SEALED_SUCCESS: JsonSchema = {
  title: 'Sealed success',
  type: 'object',
  required: ['code', 'msg', 'data', 'encrypted'],
  properties: {
    code: { type: 'integer', enum: [20000] },
    msg: { type: 'string' },
    data: { type: 'string', description: 'base64 of iv, ciphertext and tag.' },
    encrypted: { type: 'boolean', enum: [true] },
  },
};

/** The route's own success answer (`answer(…)` in lib/route-schemas.ts), titled for readers and for the gateway's contract test. */
function success(routeAnswer: JsonSchema | undefined): JsonSchema {
  return { ...(routeAnswer ?? { type: 'object' }), title: 'Success' };
}

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

/** An operator's session or the automation token: one of the two (docs/operations.md, "Operators, roles and the automation token"). */
const OPERATOR_HEADERS: JsonSchema = {
  type: 'object',
  properties: {
    authorization: { type: 'string', description: "`Bearer <token>`: a signed-in operator's session (POST /admin/api/operator/sign-in)." },
    'x-admin-token': { type: 'string', description: 'The automation token, recorded in the audit trail as automation.' },
    'x-operator-reason': { type: 'string', description: 'Why (percent-encoded), kept in the audit trail.' },
  },
};

/** A schema that allows exactly the listed values of one type (a literal, as the route schemas write one). */
function isValueList(schema: unknown): schema is { type: string; enum: unknown[] } {
  if (typeof schema !== 'object' || schema === null) return false;
  const { type, enum: values, ...rest } = schema as JsonSchema;
  return typeof type === 'string' && type !== 'object' && Array.isArray(values) && values.length > 0 && Object.keys(rest).length === 0;
}

/** `null` as @fastify/swagger writes it in OpenAPI 3.0. */
function isNull(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { nullable, enum: values } = schema as JsonSchema;
  return nullable === true && Array.isArray(values) && values.length === 1 && values[0] === null;
}

/**
 * A union of literals as one enumeration: the route schemas write `CHAIN | BANK` as `anyOf` of
 * one-value enums, which readers of the document and client generators (GraphQL Mesh, for one)
 * take for a union of objects. Nullable unions keep their `null` (OpenAPI 3.0: `nullable` and
 * `null` among the values). Applied to the whole document, depth first.
 */
export function enumsAsOne(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enumsAsOne);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = enumsAsOne(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches)) return out;
  const lists = branches.filter(isValueList);
  const nulls = branches.filter(isNull);
  const types = new Set(lists.map((list) => list.type));
  if (lists.length === 0 || types.size !== 1 || nulls.length > 1 || lists.length + nulls.length !== branches.length) return out;
  const { anyOf: _union, ...rest } = out;
  const values = lists.flatMap((list) => list.enum);
  return nulls.length === 1 ? { ...rest, type: lists[0]!.type, nullable: true, enum: [...values, null] } : { ...rest, type: lists[0]!.type, enum: values };
}

/**
 * The OpenAPI 3 document of the platform, generated from the routes' own schemas by
 * @fastify/swagger and served at {@link OPENAPI_PATH}: the member API (`/api`, enveloped) and
 * the operator API (`/admin/api`, plain JSON), each route with the answer it gives. Service
 * paths (`/metrics`, `/healthz`) are left out. Register before the routes.
 */
export const openApiPlugin = fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Members portal platform', version: '1', description: 'The REST API behind the gateway (docs/rest-api.md, docs/protocol.md, docs/operations.md).' },
        tags: [
          { name: 'member', description: 'The member API: enveloped bodies and answers (docs/protocol.md).' },
          { name: 'operator', description: "The operator API: plain JSON, an operator's session or the automation token, a role on every route (docs/operations.md)." },
        ],
      },
      // An OpenAPI 3 document here: the `openapi` option above.
      transformObject: (document) => enumsAsOne('openapiObject' in document ? document.openapiObject : document.swaggerObject) as never,
      transform: ({ schema, url, route }) => {
        const routeSchema = (schema ?? {}) as JsonSchema;
        const answer = (routeSchema.response as Record<string, JsonSchema> | undefined)?.[200];
        if (url.startsWith('/admin/api/') && route.method === 'POST') {
          return {
            url,
            schema: {
              ...routeSchema,
              tags: ['operator'],
              operationId: `admin_${url.replace(/^\/admin\/api\//, '').replace(/[^A-Za-z0-9]+/g, '_')}`,
              headers: OPERATOR_HEADERS,
              response: { 200: { oneOf: [{ ...(answer ?? { type: 'object' }), title: 'Answer' }, REFUSAL] } },
            } as never,
          };
        }
        if (!url.startsWith('/api/') || url === OPENAPI_PATH || route.method !== 'POST') return { schema: { ...routeSchema, hide: true } as never, url };
        const member = { ...routeSchema, tags: ['member'], operationId: url.replace(/^\/api\//, '').replace(/[^A-Za-z0-9]+/g, '_'), headers: MEMBER_HEADERS, body: wireBody(routeSchema.body as JsonSchema | undefined) };
        if (answer?.format === 'binary') {
          // A file answer: bytes, sealed or plain; only a refusal is JSON (docs/protocol.md, "Files").
          return {
            url,
            schema: {
              ...member,
              response: {
                200: { description: answer.description, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
                '4XX': { description: 'A refusal', content: { 'application/json': { schema: REFUSAL } } },
              },
            } as never,
          };
        }
        return {
          url,
          schema: {
            ...routeSchema,
            tags: ['member'],
            operationId: url.replace(/^\/api\//, '').replace(/[^A-Za-z0-9]+/g, '_'),
            headers: MEMBER_HEADERS,
            body: wireBody(routeSchema.body as JsonSchema | undefined),
            response: { 200: { oneOf: [success(answer), SEALED_SUCCESS, REFUSAL] } },
          } as never,
        };
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    // Every member and operator route says what it answers (docs/rest-api.md, "Answers and their
    // schemas"): one that does not is a defect, and the platform refuses to start with it.
    const undescribed: string[] = [];
    app.addHook('onRoute', (route) => {
      const described = (route.schema?.response as Record<string, unknown> | undefined)?.[200] !== undefined;
      if (!described && route.method !== 'HEAD' && isApiPath(route.url)) undescribed.push(`${String(route.method)} ${route.url}`);
    });
    app.addHook('onReady', async () => {
      assert(undescribed.length === 0, `routes without a response schema (response: answer(…)): ${undescribed.join(', ')}`);
    });
  },
  { name: 'openapi' },
);
