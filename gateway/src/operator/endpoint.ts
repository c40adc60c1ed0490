import { operatorTypeDefs } from '@portal/schema';
import { parse } from 'graphql';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { messageForFailure, resolveLocale } from '@portal/envelope/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { bearerToken } from '../auth/bearer.ts';
import { useArmorErrorCodes } from '../errors/armor-errors.ts';
import { UpstreamError } from '../errors/upstream-error.ts';
import { useVariableErrorCodes } from '../errors/variable-errors.ts';
import { useOperationLog } from '../logging.ts';
import { useRateLimits, type RateLimiter } from '../rate-limits.ts';
import { scalarResolvers } from '../scalars.ts';
import { trustedDocumentsPlugin } from '../trusted-documents.ts';
import { OperatorClient } from './client.ts';
import { configurationResolvers } from './configuration.ts';
import { operatorContextFactory, type OperatorContext } from './context.ts';
import { memberResolvers } from './member-resolvers.ts';
import { operatorResolvers } from './resolvers.ts';
import { reviewResolvers } from './reviews.ts';

/** Where the console's GraphQL lives: a path, a schema and a Yoga of its own (docs/operations.md). */
export const OPERATOR_GRAPHQL_PATH = '/admin/graphql';

let schema: ReturnType<typeof createOperatorSchema> | undefined;
/** The operator schema, made once per process like the member one (src/schema.ts): its resolvers hold no state. */
function operatorSchema() {
  return (schema ??= createOperatorSchema());
}
function createOperatorSchema() {
  return createSchema<ServerContext & OperatorContext>({ typeDefs: operatorTypeDefs.map((sdl) => parse(sdl, { noLocation: true })), resolvers: [scalarResolvers, operatorResolvers, memberResolvers, reviewResolvers, configurationResolvers] });
}
export const AUDIT_EXPORT_PATH = '/admin/export/audit.csv';

/**
 * The operator console's endpoint: GraphQL at /admin/graphql over the operator schema
 * (schema/operator/), and the audit trail's CSV export. It forwards only an operator's bearer
 * token to the platform's `/admin/api`, whose guard decides every role; a member's token there
 * is an unknown operator session, and the member schema at /graphql has no operator field.
 */
export async function registerOperatorEndpoint(app: FastifyInstance, options: { config: GatewayConfig; logger: Logger; rateLimiter: RateLimiter }) {
  const { config } = options;
  const client = new OperatorClient({ baseUrl: config.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, logger: options.logger.child({ component: 'operator-upstream' }) });
  const yoga = createYoga<ServerContext, OperatorContext>({
    schema: operatorSchema(),
    context: operatorContextFactory(client),
    graphqlEndpoint: OPERATOR_GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    // Same origin only: the console is served by this gateway.
    cors: false,
    logging: false,
    plugins: [
      trustedDocumentsPlugin({ trustedDocuments: config.consoleTrustedDocuments, allowArbitraryDocuments: config.allowArbitraryDocuments }),
      useArmorErrorCodes(),
      useVariableErrorCodes(),
      // The sign-in is counted per client address, as members' is (RATE_LIMIT_OPERATOR_SIGN_IN_PER_ADDRESS).
      useRateLimits(options.rateLimiter),
      EnvelopArmorPlugin({
        maxDepth: { n: 8, ignoreIntrospection: true },
        maxAliases: { n: 10 },
        maxDirectives: { n: 10 },
        maxTokens: { n: 1000 },
        costLimit: { maxCost: 2000, ignoreIntrospection: true },
        blockFieldSuggestion: { enabled: true },
      }),
      useOperationLog<OperatorContext>(),
    ],
  });

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    reply.status(response.status);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  app.route({ url: OPERATOR_GRAPHQL_PATH, method: ['GET', 'POST'], handler: handle });

  // The audit trail as CSV (the platform writes it, formulas neutralized), with the same bearer
  // token: the console fetches it and saves the file; a link alone could not carry the token.
  app.get<{ Querystring: { operator?: string; action?: string } }>(
    AUDIT_EXPORT_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { operator: { type: 'string', minLength: 1, maxLength: 64 }, action: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const locale = resolveLocale(request.headers['accept-language']);
      const token = bearerToken(request.headers.authorization);
      if (token === undefined) return reply.status(401).send({ code: 'UNAUTHENTICATED', reason: 'OPERATOR_SESSION_REQUIRED' });
      try {
        const answer = await client.get('audit', { ...request.query, format: 'csv', limit: '10000' }, { locale, token, ip: request.ip, requestId: request.id });
        if (answer.kind !== 'text') return reply.status(502).send({ code: 'BAD_GATEWAY', reason: 'UPSTREAM_CONTRACT' });
        return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-trail.csv"').header('cache-control', 'no-store').send(answer.text);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        return reply.status(error.failure.httpStatus).send({ code: error.failure.code, reason: error.reason, message: messageForFailure(error.failure, locale) });
      }
    },
  );

  // /console opens the console's page: its files are named relative to /console/.
  app.get('/console', async (_request, reply) => reply.redirect('/console/', 301));

  app.addHook('onClose', async () => {
    await yoga.dispose();
    await client.close();
  });
}
