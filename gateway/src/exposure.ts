// What the gateway shows to whom: cross-site callers (CORS, CSRF), schema introspection and
// GraphiQL, and the metrics. docs/gateway.md, "Exposure".
import { timingSafeEqual } from 'node:crypto';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FieldNode, ValidationContext } from 'graphql';
import { createGraphQLError, type CORSOptions, type Plugin } from 'graphql-yoga';
import type { Registry } from 'prom-client';
import type { GatewayConfig } from './config.ts';

/** The header a browser must send on GraphQL requests a form could also make (multipart, GET). */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * Cross-site calls: only the listed origins, with credentials; none listed means same origin
 * only (no CORS headers at all, so a browser keeps other sites' pages from reading answers).
 */
export function corsOptions(config: Pick<GatewayConfig, 'corsOrigins'>): CORSOptions {
  if (config.corsOrigins.length === 0) return false;
  return {
    origin: config.corsOrigins,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'accept-language', CSRF_HEADER],
    methods: ['GET', 'POST'],
  };
}

/**
 * Yoga plugins: CSRF prevention (a simple cross-site request, such as an HTML form posting
 * multipart/form-data, must carry CSRF_HEADER, which a form cannot set) and, when turned off,
 * no schema introspection.
 */
export function exposurePlugins(config: Pick<GatewayConfig, 'introspection'>): Plugin[] {
  const plugins: Plugin[] = [useCSRFPrevention({ requestHeaders: [CSRF_HEADER] })];
  if (!config.introspection) {
    plugins.push({
      // Our own rule rather than graphql's NoSchemaIntrospectionCustomRule: graphql is loaded
      // both as ESM and CommonJS here, and that rule's type checks fail across the two.
      onValidate({ addValidationRule }) {
        addValidationRule((context: ValidationContext) => ({
          Field(node: FieldNode) {
            if (node.name.value === '__schema' || node.name.value === '__type') {
              context.reportError(
                createGraphQLError(`GraphQL introspection is not allowed, but the query contained ${node.name.value}`, {
                  nodes: [node],
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                }),
              );
            }
          },
        }));
      },
    });
  }
  return plugins;
}

/**
 * Who may read /metrics on the public port: anyone outside production; in production only a
 * caller with METRICS_TOKEN, and nobody when the metrics have their own port or no token is set.
 */
export function metricsGuard(config: Pick<GatewayConfig, 'production' | 'metricsPort' | 'metricsToken'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const open = !config.production && config.metricsPort === undefined && config.metricsToken === undefined;
    if (open) return;
    if (config.metricsToken !== undefined && bearerMatches(request.headers.authorization, config.metricsToken)) return;
    return reply.status(404).send({ error: 'Not Found', path: '/metrics' });
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '', 'utf8');
  const expected = Buffer.from(token, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics: the one registry in Prometheus's text format. */
export function serveMetrics(registry: Registry) {
  return async (_request: FastifyRequest, reply: FastifyReply) => reply.type(registry.contentType).send(await registry.metrics());
}

/** The operator port: GET /metrics only, for a scraper on the internal network. */
export async function metricsServer(registry: Registry): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', serveMetrics(registry));
  return server;
}
