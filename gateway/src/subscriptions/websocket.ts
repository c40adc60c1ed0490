// GraphQL subscriptions over WebSocket (graphql-ws, the graphql-transport-ws protocol) at
// /graphql: the web app's live transport. One connection per browser tab carries all of its
// subscriptions, and WebSockets do not count against a browser's six HTTP/1.1 connections per
// host, which one Server-Sent Events stream per subscription used up with three tabs open.
// GraphQL over SSE stays for GraphiQL and other clients. docs/gateway.md, "Live transport".
import { setImmediate as nextTurn } from 'node:timers/promises';
import websocket from '@fastify/websocket';
import { messageFor, resolveLocale, type ErrorCode, type Locale } from '@portal/envelope/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { createGraphQLError, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import type { GatewayContext, ServerContext } from '../context.ts';
import { lookUpDocument } from '../trusted-documents.ts';

/** Subscriptions one connection may hold at once (a tab needs three: balances, profile and the unread count). */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 10;
/** Largest message a client may send (a subscribe message is a hash and a few variables). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** WebSocket close code 1001: the server is going away (a restart); clients connect again. */
const GOING_AWAY = 1001;
/** How long a client has to send `connection_init` after connecting. */
const CONNECTION_INIT_WAIT_MS = 5_000;

/** What the gateway keeps per connection, beside the socket and the upgrade request. */
type ConnectionState = {
  /** Aborted when the connection closes: upstream calls made for it stop. */
  aborter?: AbortController;
};

type Enveloped = ReturnType<YogaServerInstance<ServerContext, GatewayContext>['getEnveloped']>;

export interface WebSocketOptions {
  config: Pick<GatewayConfig, 'trustedDocuments' | 'allowArbitraryDocuments' | 'corsOrigins' | 'production'>;
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
}

/**
 * Registers @fastify/websocket and returns the handler for the /graphql route's upgrade. Only
 * subscriptions run over it (queries and mutations keep HTTP, with its rate limits and CSRF
 * rules), only trusted documents unless arbitrary ones are allowed, and only from the gateway's
 * own origin or a listed one.
 */
export async function registerWebSocket(app: FastifyInstance, { config, yoga }: WebSocketOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const refusal = (code: ErrorCode, locale: Locale, reason: string) =>
    createGraphQLError(messageFor(code, locale), { extensions: { code, reason } });
  const enveloped = new WeakMap<ExecutionArgs, Enveloped>();

  return makeHandler<Record<string, unknown>, ConnectionState>({
    isProd: config.production,
    connectionInitWaitTimeout: CONNECTION_INIT_WAIT_MS,
    onConnect: (ctx) => {
      // Another site's page may open a WebSocket to us (browsers apply no CORS to it).
      if (!originAllowed(ctx.extra.request, config.corsOrigins)) return false;
      ctx.extra.aborter = new AbortController();
      return true;
    },
    onSubscribe: (ctx, _id, payload) => {
      const params = ctx.connectionParams ?? {};
      const locale = resolveLocale(typeof params['accept-language'] === 'string' ? params['accept-language'] : undefined);
      // The subscription being started is already counted (its id is reserved).
      if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION) {
        return [refusal('TOO_MANY_REQUESTS', locale, 'TOO_MANY_SUBSCRIPTIONS')];
      }
      const document = lookUpDocument(config, payload);
      if (!('query' in document)) return [refusal(document.code, locale, document.reason)];

      const envelope = yoga.getEnveloped({
        req: ctx.extra.request,
        connectionParams: params,
        signal: ctx.extra.aborter?.signal,
        params: payload,
      } as unknown as Parameters<typeof yoga.getEnveloped>[0]);
      let parsed;
      try {
        parsed = envelope.parse(document.query);
      } catch (error) {
        return [error instanceof GraphQLError ? error : refusal('BAD_REQUEST', locale, 'UNPARSABLE_DOCUMENT')];
      }
      const invalid = envelope.validate(envelope.schema, parsed);
      if (invalid.length > 0) return invalid;
      if (getOperationAST(parsed, payload.operationName ?? undefined)?.operation !== 'subscription') {
        return [refusal('BAD_REQUEST', locale, 'SUBSCRIPTIONS_ONLY')];
      }
      const args: ExecutionArgs = {
        schema: envelope.schema,
        document: parsed,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: envelope.contextFactory(),
      };
      enveloped.set(args, envelope);
      return args;
    },
    subscribe: async (args) => {
      const envelope = enveloped.get(args);
      if (!envelope) throw new Error('subscribe without onSubscribe');
      return envelope.subscribe({ ...args, contextValue: await args.contextValue });
    },
    // Errors no resolver meant for the member are masked, as over HTTP.
    onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) =>
      result.errors ? { ...result, errors: result.errors.map((error) => maskError(error, 'Unexpected error.', !config.production) as GraphQLError) } : undefined,
    onClose: (ctx) => {
      ctx.extra.aborter?.abort();
    },
  });
}

/**
 * Ends the open connections the way a restarting server should: their subscriptions have
 * completed (the caller ended the live feeds), then each socket closes as "going away", which
 * the web app answers by connecting again, to another replica if this one is gone.
 */
export async function closeWebSockets(app: FastifyInstance): Promise<void> {
  // One turn for the subscriptions' `complete` messages to reach their sockets first.
  await nextTurn();
  for (const socket of app.websocketServer.clients) socket.close(GOING_AWAY, 'Going away');
}

/** No Origin (not a browser), the gateway's own, or one CORS_ORIGINS lists. */
function originAllowed(request: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
